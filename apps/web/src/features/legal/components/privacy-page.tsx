import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { LegalSections } from './legal-sections.js';

/** What ScamBuddy stores, as laid out in ARCHITECTURE.md's privacy model (DELTAS row 13). */
export function PrivacyPage() {
  const { t } = useTranslation(['common', 'legal']);
  return (
    <PageFrame title={t('titles.privacy')} description={t('legal:privacy.intro')}>
      <LegalSections pageKey="privacy" />
    </PageFrame>
  );
}
