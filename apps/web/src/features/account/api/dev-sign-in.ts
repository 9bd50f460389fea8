import { AuthProvidersSchema, type DevSignInBody } from '@scambuddy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '../../../lib/api-client.js';
import { USER_QUERY_KEY } from '../../../lib/auth.js';

const readJson = getQueryFn({ on401: 'throw' });

/** `GET /auth/providers`: whether the development sign-in form is open on this server. */
export const providersQueryOptions = queryOptions({
  queryKey: ['/auth/providers'],
  queryFn: async (context) => AuthProvidersSchema.parse(await readJson(context)),
});

export function useAuthProviders() {
  return useQuery(providersQueryOptions);
}

/** `POST /auth/dev-login`, then the signed-in user is read again. */
export function useDevSignIn({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DevSignInBody) => {
      await apiRequest('POST', '/auth/dev-login', body);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      onSuccess();
    },
  });
}
