import type { HelperInviteCreated, HelperOpenInvite } from '@scambuddy/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Card, CardTitle } from '../../../components/ui/card.js';
import { buttonClassName } from '../../../components/ui/button-styles.js';
import { formatDateTime } from '../../dashboard/components/format-date.js';
import { useCreateInvite, useWithdrawInvite } from '../api/helper-api.js';
import { inviteUrl } from '../model/pending-invite.js';

/**
 * Invite a helper: a one-time link the person sends themselves (copy, e-mail or text message from
 * their own device; ScamBuddy never sends messages), and the invitations still open.
 */
export function InviteSection({ openInvites }: { openInvites: HelperOpenInvite[] }) {
  const { t } = useTranslation('helper');
  const create = useCreateInvite();
  const [created, setCreated] = useState<HelperInviteCreated | null>(null);

  return (
    <Card aria-labelledby="helper-invite">
      <CardTitle id="helper-invite">{t('invite.heading')}</CardTitle>
      <p className="mt-2 text-lg">{t('invite.description')}</p>
      <div className="mt-4">
        <Button
          disabled={create.isPending}
          onClick={() => create.mutate(undefined, { onSuccess: setCreated })}
        >
          {create.isPending ? t('invite.creating') : t('invite.create')}
        </Button>
      </div>
      {create.isError ? (
        <p role="alert" className="mt-3 text-lg font-semibold text-danger">
          {t('invite.failed')}
        </p>
      ) : null}
      {created ? <CreatedInvite invite={created} /> : null}
      {openInvites.length > 0 ? <OpenInvites invites={openInvites} /> : null}
    </Card>
  );
}

function CreatedInvite({ invite }: { invite: HelperInviteCreated }) {
  const { t, i18n } = useTranslation('helper');
  const url = inviteUrl(invite.path);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const message = t('invite.messageBody', { url });
  const subject = t('invite.messageSubject');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard permission: select the link so the person can copy it themselves.
      inputRef.current?.select();
      setCopied('no');
    }
  }

  return (
    <div
      className="mt-5 space-y-3 rounded-card border-2 border-primary bg-primary-soft p-4"
      data-testid="helper-invite-created"
    >
      <p role="status" className="text-lg font-semibold">
        {t('invite.ready')}
      </p>
      <div>
        <label htmlFor={inputId} className="text-lg font-semibold">
          {t('invite.linkLabel')}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block min-h-11 w-full rounded-control border-2 border-line bg-surface px-3 py-2 text-lg text-ink"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('invite.copy')}
        </Button>
        <a
          className={buttonClassName('secondary')}
          href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`}
        >
          {t('invite.email')}
        </a>
        <a
          className={buttonClassName('secondary')}
          href={`sms:?&body=${encodeURIComponent(message)}`}
        >
          {t('invite.sms')}
        </a>
      </div>
      {copied ? (
        <p role="status" className="text-lg">
          {copied === 'yes' ? t('invite.copied') : t('invite.copyManually')}
        </p>
      ) : null}
      <p className="text-lg">
        {t('invite.once', { date: formatDateTime(invite.expiresAt, i18n.language) })}
      </p>
    </div>
  );
}

function OpenInvites({ invites }: { invites: HelperOpenInvite[] }) {
  const { t, i18n } = useTranslation('helper');
  const withdraw = useWithdrawInvite();
  return (
    <div className="mt-6">
      <h3 className="text-lg font-bold">{t('invite.openHeading')}</h3>
      <ul className="mt-2 space-y-3" data-testid="helper-open-invites">
        {invites.map((invite) => (
          <li
            key={invite.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-line p-3"
          >
            <span className="text-lg">
              {t('invite.openItem', {
                created: formatDateTime(invite.createdAt, i18n.language),
                expires: formatDateTime(invite.expiresAt, i18n.language),
              })}
            </span>
            <Button
              variant="secondary"
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate(invite.id)}
            >
              {t('invite.withdraw')}
            </Button>
          </li>
        ))}
      </ul>
      {withdraw.isError ? (
        <p role="alert" className="mt-3 text-lg font-semibold text-danger">
          {t('invite.withdrawFailed')}
        </p>
      ) : null}
    </div>
  );
}
