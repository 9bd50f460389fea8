import type { z } from 'zod';
import { throwIfNotOk } from '../../../lib/api-client.js';

/**
 * GET a JSON answer and check it against its contract schema: the screens trust only what the
 * contract allows (an answer that breaks it is an error state, not a half-drawn screen).
 */
export async function fetchParsed<T extends z.ZodType>(
  url: string,
  schema: T,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const response = await fetch(url, { credentials: 'include', signal });
  await throwIfNotOk(response);
  return schema.parse(await response.json());
}

/** `?a=1&b=x,y` from the set values only, in a stable order (one cache entry per filter set). */
export function queryString(
  params: Record<string, string | readonly string[] | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : value.join(',');
    if (text !== '') search.set(name, text);
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
