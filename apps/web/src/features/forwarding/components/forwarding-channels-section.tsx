import type { ForwardingChannelState } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../admin/components/format.js';
import { useForwardingStatus } from '../api/forwarding-api.js';

/** The admin's line per forwarding channel (issue 20): off, listening, last message, last failure. */
export function ForwardingChannelsSection() {
  const { t } = useTranslation('forwarding');
  const status = useForwardingStatus();
  return (
    <section aria-labelledby="admin-forwarding" className="mt-8">
      <h2 id="admin-forwarding" className="text-2xl font-bold">
        {t('admin.heading')}
      </h2>
      {status.isError ? (
        <p role="alert" className="mt-2 text-lg font-semibold text-danger">
          {t('admin.error')}
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2" data-testid="admin-forwarding">
          {(status.data?.channels ?? []).map((channel) => (
            <ChannelLine key={channel.channel} channel={channel} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ChannelLine({ channel }: { channel: ForwardingChannelState }) {
  const { t, i18n } = useTranslation('forwarding');
  const when = (iso: string | null) =>
    iso === null ? t('admin.never') : formatDateTime(iso, i18n.language);
  return (
    <li className="text-lg">
      <span className="font-semibold">{t(`admin.${channel.channel}`)}:</span>{' '}
      <span className={channel.state === 'failed' ? 'font-bold text-danger' : undefined}>
        {t(`admin.state.${channel.state}`)}
      </span>
      {channel.state === 'off' ? null : (
        <>
          {' — '}
          {t('admin.lastMessage', { when: when(channel.lastMessageAt) })}
          {channel.lastFailureAt === null
            ? null
            : ` — ${t('admin.lastFailure', {
                when: when(channel.lastFailureAt),
                reason: channel.lastFailure ?? '',
              })}`}
        </>
      )}
    </li>
  );
}
