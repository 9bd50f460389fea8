import { useTranslation } from 'react-i18next';

/**
 * "Loading..." where a screen or part of one will appear. It is a screen tall so the footer
 * starts below the fold and nothing visible moves when the content arrives (Lighthouse's layout
 * shift, issue 9); new content appearing below it does not count as a shift.
 */
export function LoadingStatus({ text }: { text?: string }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="min-h-screen text-lg text-muted">
      {text ?? t('status.loading')}
    </p>
  );
}
