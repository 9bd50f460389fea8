import type { QueryFunction } from '@tanstack/react-query';

/** Spec part 1 §8: any non-OK answer is an error reading "{status}: {body text or statusText}". */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new Error(`${response.status}: ${bodyText || response.statusText}`);
}

/**
 * Spec part 1 §7: every request carries the session cookie; a FormData body goes as is (the
 * browser sets the multipart boundary), any other body as JSON.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read helper of spec part 1 §7: GET the query key's segments joined with "/" and
 * parse JSON. With `returnNull`, a 401 means "nobody signed in" and yields null.
 */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey }) => {
    const url = queryKey.map(String).join('/');
    const response = await fetch(url, { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) {
      // Drain the unread body so the connection is released and the request counts as finished.
      await response.text();
      return null;
    }
    await throwIfNotOk(response);
    return (await response.json()) as unknown;
  };
}
