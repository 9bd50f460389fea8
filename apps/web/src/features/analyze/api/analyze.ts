import type { AnalyzeResponse, LanguageCode } from '@scambuddy/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.js';
import type { AnalysisRequest } from '../model/analysis-request.js';

/**
 * A refused analysis: the HTTP status and, when the server sent one, the error code of the
 * contract, so the screen can say what went wrong in the reader's language.
 */
export class AnalyzeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`${status}: ${code ?? 'Analysis failed'}`);
    this.name = 'AnalyzeError';
  }
}

/** Spec part 1 §7: a screenshot goes as multipart form data, text as JSON; both include cookies. */
export async function postAnalysis(
  request: AnalysisRequest,
  language: LanguageCode = 'en',
): Promise<AnalyzeResponse> {
  const init: RequestInit = { method: 'POST', credentials: 'include' };
  // The server writes the result texts in the reader's language (issue 8).
  if (request.kind === 'image') {
    request.form.set('language', language);
    init.body = request.form;
  } else {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify({ ...request.body, language });
  }
  const response = await fetch('/api/analyze', init);
  // Fetched with the first answer rather than with the page (issue 9's home budget).
  const { AnalyzeResponseSchema, ErrorBodySchema } = await import('../../../lib/lazy-schemas.js');
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const parsed = ErrorBodySchema.safeParse(body);
    throw new AnalyzeError(response.status, parsed.success ? parsed.data.code : null);
  }
  return AnalyzeResponseSchema.parse(await response.json());
}

export function useAnalyze() {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (request: AnalysisRequest) => postAnalysis(request, currentLanguage(i18n)),
  });
}
