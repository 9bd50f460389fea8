import { AboutFactsSchema, type AboutFacts } from '@scambuddy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';

export const ABOUT_FACTS_URL = '/api/about/facts';

/** The About page's figures, all computed by the server from what the product really has. */
export function useAboutFacts() {
  return useQuery({
    queryKey: [ABOUT_FACTS_URL],
    queryFn: async (): Promise<AboutFacts> => {
      const response = await apiRequest('GET', ABOUT_FACTS_URL);
      return AboutFactsSchema.parse(await response.json());
    },
  });
}
