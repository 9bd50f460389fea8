import { ErrorBodySchema, LookupResponseSchema, type LookupResponse } from '@scambuddy/contracts';
import { useQuery } from '@tanstack/react-query';

export const LOOKUP_KEY = '/api/lookup';

/** A refused lookup: the status and the server's message, when it sent one. */
export class LookupError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${serverMessage ?? 'Lookup failed'}`);
    this.name = 'LookupError';
  }
}

export async function fetchLookup(q: string): Promise<LookupResponse> {
  const response = await fetch(`${LOOKUP_KEY}?${new URLSearchParams({ q }).toString()}`, {
    credentials: 'include',
  });
  if (!response.ok) {
    const body = ErrorBodySchema.safeParse(await response.json().catch(() => null));
    throw new LookupError(response.status, body.success ? body.data.message : null);
  }
  return LookupResponseSchema.parse(await response.json());
}

/** What the product knows about `q`; idle while there is nothing to ask. */
export function useLookup(q: string | null) {
  return useQuery({
    queryKey: [LOOKUP_KEY, q] as const,
    queryFn: () => fetchLookup(q ?? ''),
    enabled: q !== null,
    // A refusal will not change by asking again.
    retry: (count, error) => !(error instanceof LookupError && error.status < 500) && count < 2,
  });
}
