import type { Mock } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  body: BodyInit | null | undefined;
}

export type FakeRoute = (call: RecordedCall) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Adds API answers to renderApp's fetch fake: each call is recorded, offered to `route`, and
 * falls through to the app's own fake (auth) when the route has no answer.
 */
export function addRoutes(
  fetchMock: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>,
  route: FakeRoute,
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = { url, method: init?.method ?? 'GET', body: init?.body };
    calls.push(call);
    const answer = route(call);
    if (answer) return answer;
    if (!original) throw new Error(`no fake for ${url}`);
    return original(input, init);
  });
  return calls;
}
