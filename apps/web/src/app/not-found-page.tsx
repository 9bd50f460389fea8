import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/layouts/page-frame.js';
import { LinkButton } from '../components/ui/link-button.js';
import { paths } from './paths.js';

/**
 * The catch-all screen of spec part 1 §2.1, speaking to a visitor rather than a developer (issue 19,
 * spec delta): what happened, that checking still works, and a way back home.
 */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <PageFrame
      title={t('notFound.heading')}
      documentTitle={t('titles.notFound')}
      description={t('notFound.line')}
    >
      <p className="mb-4 text-lg">{t('notFound.check')}</p>
      <LinkButton to={paths.home.href()}>{t('notFound.home')}</LinkButton>
    </PageFrame>
  );
}
