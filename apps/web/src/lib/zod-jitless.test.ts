import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

it('builds and runs object schemas without ever asking for eval, which the CSP refuses', async () => {
  const makeFunction = vi.spyOn(globalThis, 'Function');
  await import('./zod-jitless.js');
  const { UserSchema } = await import('@scambuddy/contracts');
  const user = { id: 'u1', name: 'Ada', email: 'a@b.org', role: 'user', safetyScore: 1 };
  expect(UserSchema.parse(user)).toEqual(user);
  expect(makeFunction).not.toHaveBeenCalled();
});
