import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('query client defaults (spec part 1 §9)', () => {
  it('never retries, never goes stale, never refetches on focus and never polls', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('reads with the default helper, which throws on 401', async () => {
    const fetchMock = vi.fn(
      async () => new Response('', { status: 401, statusText: 'Unauthorized' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/secret'] })).rejects.toThrow(
      '401: Unauthorized',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('calls a failing query once, and serves a loaded one from cache without asking again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 500, statusText: 'Oops' }))
      .mockResolvedValue(new Response('[1]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/list'] })).rejects.toThrow('500: Oops');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(client.fetchQuery({ queryKey: ['/api/list'] })).resolves.toEqual([1]);
    await expect(client.fetchQuery({ queryKey: ['/api/list'] })).resolves.toEqual([1]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
