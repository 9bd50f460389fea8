import {
  EvidenceListResponseSchema,
  EvidenceSubmitResponseSchema,
  type EvidenceListResponse,
  type EvidencePackageData,
} from '@scambuddy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '../../../../lib/api-client.js';
import { useUser } from '../../../../lib/auth.js';

export const EVIDENCE_QUERY_KEY = ['/api/evidence'] as const;

const readEvidence = getQueryFn({ on401: 'returnNull' });

/** The signed-in person's submitted packages; not asked for when nobody is signed in. */
export function useSubmittedEvidence() {
  const { data: user } = useUser();
  return useQuery({
    queryKey: EVIDENCE_QUERY_KEY,
    enabled: Boolean(user),
    queryFn: async (context): Promise<EvidenceListResponse | null> => {
      const body = await readEvidence(context);
      return body === null ? null : EvidenceListResponseSchema.parse(body);
    },
  });
}

/** Spec part 2 §7: multipart with one field, packageData, a JSON string. */
export async function submitEvidencePackage(data: EvidencePackageData): Promise<string> {
  const form = new FormData();
  form.append('packageData', JSON.stringify(data));
  const response = await apiRequest('POST', '/api/evidence/submit', form);
  return EvidenceSubmitResponseSchema.parse(await response.json()).reportId;
}

/** On success the /api/evidence query is refreshed (spec §7). */
export function useSubmitEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitEvidencePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVIDENCE_QUERY_KEY }),
  });
}
