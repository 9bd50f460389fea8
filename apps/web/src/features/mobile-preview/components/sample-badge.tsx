import { useTranslation } from 'react-i18next';
import { PREVIEW_PAGE_KEYS } from '../model/preview-tabs.js';

/** Every demo says plainly that what it shows is sample data. */
export function SampleBadge() {
  const { t } = useTranslation('mobile-preview');
  return (
    <span className="inline-block rounded-control border-2 border-warning bg-warning-soft px-2 py-0.5 text-base font-semibold text-warning">
      {t(PREVIEW_PAGE_KEYS.sampleBadgeKey)}
    </span>
  );
}
