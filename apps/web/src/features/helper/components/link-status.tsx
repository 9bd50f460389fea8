import type { HelperLinkView } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names.js';
import { formatDateTime } from '../../dashboard/components/format-date.js';

/** "Active since …" or "Ended on … by …", in words (the border colour only repeats it). */
export function LinkStatus({
  link,
  viewer,
}: {
  link: HelperLinkView;
  viewer: 'person' | 'helper';
}) {
  const { t, i18n } = useTranslation('helper');
  const active = link.status === 'active';
  const endedByMe = link.endedBy === viewer;
  return (
    <p
      data-status={link.status}
      className={cx(
        'inline-block rounded-control border-2 px-2 py-0.5 text-base font-semibold',
        active ? 'border-success bg-success-soft text-success' : 'border-line bg-canvas text-ink',
      )}
    >
      {active
        ? t('status.active', { date: formatDateTime(link.startedAt, i18n.language) })
        : t(endedByMe ? 'status.endedByYou' : 'status.endedByOther', {
            date: formatDateTime(link.endedAt ?? link.startedAt, i18n.language),
            name: link.otherName,
          })}
    </p>
  );
}
