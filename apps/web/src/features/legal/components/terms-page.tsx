import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { LegalSections } from './legal-sections.js';

/** Plain terms of use (DELTAS row 13). */
export function TermsPage() {
  const { t } = useTranslation(['common', 'legal']);
  return (
    <PageFrame title={t('titles.terms')} description={t('legal:terms.intro')}>
      <LegalSections pageKey="terms" />
    </PageFrame>
  );
}
