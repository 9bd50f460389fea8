import { relativeTime } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.js';

/** Part 2 §9 relative time (Just now, Nm ago, Nh ago, Nd ago) with the exact time on hover. */
export function RelativeTimeText({ iso, nowMs }: { iso: string | null; nowMs: number }) {
  const { t, i18n } = useTranslation('intelligence');
  if (iso === null) return <span>{t('time.unknown')}</span>;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return <span>{t('time.unknown')}</span>;
  const relative = relativeTime(at.getTime(), nowMs);
  return (
    <time
      dateTime={iso}
      title={formatDate(i18n.language, at, { dateStyle: 'long', timeStyle: 'short' })}
    >
      {t(`time.${relative.key}`, { count: relative.count })}
    </time>
  );
}
