import { DEFAULT_LANGUAGE, type LanguageCode, SavedReportSchema } from '@scambuddy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getQueryFn } from '../../../lib/api-client.js';
import { currentLanguage } from '../../../lib/i18n.js';

const readJson = getQueryFn({ on401: 'throw' });

/**
 * A saved report with its texts in `language` (the reader's, which may not be the language it was
 * checked in: a shared link). The key's parts join to the address asked for.
 */
export function reportQueryOptions(id: string, language: LanguageCode = DEFAULT_LANGUAGE) {
  return queryOptions({
    queryKey: ['/api/report', `${encodeURIComponent(id)}?language=${language}`],
    queryFn: async (context) => SavedReportSchema.parse(await readJson(context)),
  });
}

export function useReport(id: string) {
  const { i18n } = useTranslation();
  const sameReport = `${encodeURIComponent(id)}?`;
  return useQuery({
    ...reportQueryOptions(id, currentLanguage(i18n)),
    // On a change of language the report stays on screen until its new texts arrive (never
    // another report's: a new check opens a new id).
    placeholderData: (previous, previousQuery) =>
      String(previousQuery?.queryKey[1] ?? '').startsWith(sameReport) ? previous : undefined,
  });
}
