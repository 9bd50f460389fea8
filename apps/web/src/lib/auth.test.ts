import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_STALE_TIME_MS, userQueryOptions } from './auth.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
}

const readUser = () => new QueryClient().fetchQuery(userQueryOptions);

describe('the signed-in user query', () => {
  it('is cached 5 minutes and never retried (spec part 1 §9)', () => {
    expect(USER_STALE_TIME_MS).toBe(300_000);
    expect(userQueryOptions.staleTime).toBe(300_000);
    expect(userQueryOptions.retry).toBe(false);
    expect(userQueryOptions.queryKey).toEqual(['/auth/user']);
  });

  it('parses the user the server returns', async () => {
    answer(200, '{"id":"u1","name":"Ada","email":"a@b.org","role":"admin","safetyScore":80}');
    await expect(readUser()).resolves.toEqual({
      id: 'u1',
      name: 'Ada',
      email: 'a@b.org',
      role: 'admin',
      safetyScore: 80,
    });
  });

  it.each([
    [200, 'null'],
    [401, '{"code":"UNAUTHORIZED","message":"Sign in"}'],
    [500, 'boom'],
    [200, '{"unexpected":true}'],
  ])('treats status %d with %s as signed out', async (status, body) => {
    answer(status, body);
    await expect(readUser()).resolves.toBeNull();
  });
});
