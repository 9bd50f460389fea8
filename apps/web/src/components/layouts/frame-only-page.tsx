import { useTranslation } from 'react-i18next';
import { NotReadyNotice } from './not-ready-notice.js';
import { PageFrame } from './page-frame.js';

export interface FrameOnlyPageProps {
  /** Key under `titles` in the common catalog and under the `pages` catalog. */
  pageKey: string;
}

/** A screen whose feature belongs to a later issue: its real title, description and frame only. */
export function FrameOnlyPage({ pageKey }: FrameOnlyPageProps) {
  const { t } = useTranslation(['common', 'pages']);
  return (
    <PageFrame
      title={t(`common:titles.${pageKey}`)}
      description={t(`pages:${pageKey}.description`)}
    >
      <NotReadyNotice />
    </PageFrame>
  );
}
