import { isLanguageCode, type ForwardingIdentity, type ForwardingKind } from '@scambuddy/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Card, CardTitle } from '../../../components/ui/card.js';
import {
  failedStatus,
  useConfirmLink,
  useForwardingOverview,
  useStartLink,
  useUnlink,
} from '../api/forwarding-api.js';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-control border-2 border-line bg-surface px-3 py-2 text-lg text-ink';

/**
 * The dashboard's "Check by forwarding" card (issue 20): the deployment's check@ address and
 * number, and the person's own addresses and numbers, linked by a one-time code they type here,
 * so what they forward lands in their history.
 */
export function ForwardingCard() {
  const { t } = useTranslation('forwarding');
  const overview = useForwardingOverview();
  const data = overview.data;
  return (
    // Addresses such as check@a-long-domain must wrap on a phone rather than run out of the card.
    <Card aria-labelledby="forwarding-card" data-testid="forwarding-card" className="break-words">
      <CardTitle id="forwarding-card">{t('card.heading')}</CardTitle>
      {data === undefined ? (
        overview.isError ? (
          <p role="alert" className="mt-2 text-lg font-semibold text-danger">
            {t('card.error')}
          </p>
        ) : (
          <p className="mt-2 text-lg">{t('card.loading')}</p>
        )
      ) : data.emailAddress === null && data.smsNumber === null ? (
        <p className="mt-2 text-lg">{t('card.off')}</p>
      ) : (
        <>
          <p className="mt-2 text-lg">{t('card.description')}</p>
          <ul className="mt-2 list-disc space-y-1 ps-6 text-lg">
            {data.emailAddress === null ? null : (
              <li>{t('card.emailHow', { address: data.emailAddress })}</li>
            )}
            {data.smsNumber === null ? null : (
              <li>{t('card.smsHow', { number: data.smsNumber })}</li>
            )}
          </ul>
          <p className="mt-3 text-lg">{t('card.whyLink')}</p>
          <LinkedList identities={data.identities} smsNumber={data.smsNumber} />
          <LinkForm email={data.emailAddress !== null} smsNumber={data.smsNumber} />
        </>
      )}
    </Card>
  );
}

function LinkedList({
  identities,
  smsNumber,
}: {
  identities: ForwardingIdentity[];
  smsNumber: string | null;
}) {
  const { t } = useTranslation('forwarding');
  const unlink = useUnlink();
  return (
    <section aria-labelledby="forwarding-linked" className="mt-5">
      <h3 id="forwarding-linked" className="text-lg font-bold">
        {t('card.linkedHeading')}
      </h3>
      {identities.length === 0 ? (
        <p className="mt-1 text-lg">{t('card.none')}</p>
      ) : (
        <ul className="mt-2 space-y-3" data-testid="forwarding-identities">
          {identities.map((identity) => (
            <li key={identity.id} className="rounded-control border border-line p-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="text-lg">
                  <span className="font-semibold">{identity.value}</span> —{' '}
                  {identity.verified ? `✓ ${t('card.verified')}` : t('card.pending')}
                </span>
                <Button
                  variant="secondary"
                  disabled={unlink.isPending}
                  onClick={() => unlink.mutate(identity.id)}
                >
                  {t('card.remove', { value: identity.value })}
                </Button>
              </div>
              {identity.verified ? null : <ConfirmForm identity={identity} smsNumber={smsNumber} />}
            </li>
          ))}
        </ul>
      )}
      {unlink.isError ? (
        <p role="alert" className="mt-2 text-lg font-semibold text-danger">
          {t('card.removeFailed')}
        </p>
      ) : null}
    </section>
  );
}

function ConfirmForm({
  identity,
  smsNumber,
}: {
  identity: ForwardingIdentity;
  smsNumber: string | null;
}) {
  const { t } = useTranslation('forwarding');
  const confirm = useConfirmLink();
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate({ id: identity.id, code: code.trim() });
  }
  return (
    <form className="mt-3 space-y-2" onSubmit={submit} noValidate>
      {identity.kind === 'phone' && smsNumber !== null ? (
        <p className="text-lg">
          {t('confirm.phoneHow', { number: smsNumber, value: identity.value })}
        </p>
      ) : null}
      <label htmlFor={inputId} className="block text-lg font-semibold">
        {t('confirm.label', { value: identity.value })}
      </label>
      <div className="flex flex-wrap items-end gap-3">
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          aria-invalid={confirm.isError}
          aria-describedby={confirm.isError ? errorId : undefined}
          className={`${inputClass} max-w-48`}
        />
        <Button type="submit" disabled={confirm.isPending}>
          {t('confirm.submit')}
        </Button>
      </div>
      {confirm.isError ? (
        <p id={errorId} role="alert" className="text-lg font-semibold text-danger">
          {t('confirm.wrong')}
        </p>
      ) : null}
    </form>
  );
}

function LinkForm({ email, smsNumber }: { email: boolean; smsNumber: string | null }) {
  const { t, i18n } = useTranslation('forwarding');
  const start = useStartLink();
  const [kind, setKind] = useState<ForwardingKind>(email ? 'email' : 'phone');
  const [value, setValue] = useState('');
  const [linked, setLinked] = useState<ForwardingIdentity | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const phone = smsNumber !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const language = isLanguageCode(i18n.language) ? i18n.language : undefined;
    start.mutate(
      { kind, value: value.trim(), ...(language === undefined ? {} : { language }) },
      {
        onSuccess: (identity) => {
          setLinked(identity);
          setValue('');
        },
      },
    );
  }

  const status = failedStatus(start.error);
  const error =
    status === 409
      ? t('link.taken')
      : status === 503
        ? t('link.unavailable')
        : status === 429
          ? t('link.tooMany')
          : t('link.failed');

  return (
    <section aria-labelledby="forwarding-link" className="mt-6">
      <h3 id="forwarding-link" className="text-lg font-bold">
        {t('link.heading')}
      </h3>
      <form className="mt-2 space-y-3" onSubmit={submit} noValidate>
        {email && phone ? (
          <fieldset>
            <legend className="text-lg font-semibold">{t('link.kindLegend')}</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {(['email', 'phone'] as const).map((option) => (
                <label key={option} className="flex min-h-11 items-center gap-2 text-lg">
                  <input
                    type="radio"
                    name="forwarding-kind"
                    value={option}
                    checked={kind === option}
                    onChange={() => setKind(option)}
                    className="size-6"
                  />
                  {t(`link.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div>
          <label htmlFor={inputId} className="block text-lg font-semibold">
            {kind === 'email' ? t('link.emailLabel') : t('link.phoneLabel')}
          </label>
          <p id={hintId} className="text-lg text-muted">
            {kind === 'email' ? t('link.emailHint') : t('link.phoneHint', { number: smsNumber })}
          </p>
          <input
            id={inputId}
            type={kind === 'email' ? 'email' : 'tel'}
            autoComplete={kind === 'email' ? 'email' : 'tel'}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            aria-invalid={start.isError}
            aria-describedby={start.isError ? `${hintId} ${errorId}` : hintId}
            className={inputClass}
          />
        </div>
        <Button type="submit" disabled={start.isPending || value.trim().length === 0}>
          {start.isPending ? t('link.sending') : t('link.submit')}
        </Button>
        {start.isError ? (
          <p id={errorId} role="alert" className="text-lg font-semibold text-danger">
            {error}
          </p>
        ) : null}
        {linked !== null && !start.isError ? (
          <p role="status" className="text-lg">
            {linked.kind === 'email'
              ? t('link.sentEmail', { value: linked.value })
              : t('link.sentPhone', { value: linked.value, number: smsNumber })}
          </p>
        ) : null}
      </form>
    </section>
  );
}
