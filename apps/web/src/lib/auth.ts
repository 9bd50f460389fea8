import type { User } from '@scambuddy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from './api-client.js';

export const USER_QUERY_KEY = ['/auth/user'] as const;

/** Spec part 1 §9: the signed-in user is cached 5 minutes and never retried. */
export const USER_STALE_TIME_MS = 5 * 60 * 1000;

const readUser = getQueryFn({ on401: 'returnNull' });

/**
 * Spec part 1 §4, §7: a 401 means signed out; any other failure ("Failed to fetch user") is also
 * treated as signed out, so a server hiccup never blocks the public screens.
 */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: async (context): Promise<User | null> => {
    try {
      const body = await readUser(context);
      // A visitor's answer needs no checking, so zod is fetched only for a signed-in person.
      if (body === null) return null;
      const { UserSchema } = await import('./lazy-schemas.js');
      const parsed = UserSchema.safeParse(body);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  staleTime: USER_STALE_TIME_MS,
  retry: false,
});

export function useUser() {
  return useQuery(userQueryOptions);
}

/**
 * Sign-in is a full browser navigation: the server runs the provider's redirect dance, or, with no
 * provider configured outside production, sends the browser to the development sign-in form.
 */
export const SIGN_IN_URL = '/auth/google';

/** Spec part 1 §4: log out, forget every cached answer, then the caller goes to /. */
export function useLogout({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/auth/logout');
    },
    onSuccess: () => {
      queryClient.clear();
      onSuccess();
    },
  });
}
