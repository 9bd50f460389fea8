import type { SnapshotAsOf } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { formatSnapshotDate } from './item-date.js';

/**
 * Issue 6 "first start offline": while only the bundled snapshot is shown, every intelligence
 * screen says so with the snapshot's date, so old items are never mistaken for live ones.
 */
export function SnapshotNotice({
  snapshotAsOf,
}: {
  snapshotAsOf: SnapshotAsOf | null | undefined;
}) {
  const { t, i18n } = useTranslation('intelligence');
  if (!snapshotAsOf) return null;
  return (
    <p
      role="note"
      data-testid="snapshot-notice"
      className="mb-6 rounded-card border-2 border-warning bg-warning-soft p-4 text-lg text-ink"
    >
      <strong>
        {t('snapshot.label', { date: formatSnapshotDate(snapshotAsOf, i18n.language) })}
      </strong>{' '}
      {t('snapshot.explanation')}
    </p>
  );
}
