import type { HelperAlert, HelperLinkView } from '@scambuddy/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Card, CardTitle } from '../../../components/ui/card.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { useSignedInQueryState } from '../../account/components/use-signed-in-query-state.js';
import { formatDateTime } from '../../dashboard/components/format-date.js';
import { useHelperAlerts, useHelperOverview, useSetShareText } from '../api/helper-api.js';
import { EndLinkButton } from './end-link-button.js';
import { InviteSection } from './invite-section.js';
import { LinkStatus } from './link-status.js';
import { useScamTypeLabel } from './labels.js';

/**
 * /helper (issue 10): my helpers (status, text sharing, end), invite one, the people I help with
 * their alerts. Signed-in only (the router guards it; the server refuses anyway).
 */
export function HelperPage() {
  const { t } = useTranslation('helper');
  const overview = useHelperOverview();
  const alerts = useHelperAlerts();
  const frame = { title: t('page.title'), description: t('page.description') };
  const state = useSignedInQueryState(overview, frame, {
    loading: t('page.loading'),
    error: t('page.error'),
    retry: t('page.retry'),
  });
  if (state !== null || overview.data === undefined) return state;
  const { myHelpers, openInvites, peopleIHelp } = overview.data;
  return (
    <PageFrame {...frame}>
      <div className="space-y-6">
        <MyHelpers links={myHelpers} />
        <InviteSection openInvites={openInvites} />
        <PeopleIHelp links={peopleIHelp} />
        <AlertsList alerts={alerts.data?.alerts ?? []} unread={alerts.data?.unread ?? 0} />
      </div>
    </PageFrame>
  );
}

function MyHelpers({ links }: { links: HelperLinkView[] }) {
  const { t } = useTranslation('helper');
  return (
    <Card aria-labelledby="helper-mine">
      <CardTitle id="helper-mine">{t('mine.heading')}</CardTitle>
      <p className="mt-2 text-lg">{t('mine.whatTheySee')}</p>
      {links.length === 0 ? (
        <p className="mt-4 text-lg text-muted">{t('mine.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-4" data-testid="helper-my-helpers">
          {links.map((link) => (
            <li key={link.id} className="space-y-3 rounded-control border border-line p-4">
              <p className="text-xl font-bold" dir="auto">
                {link.otherName}
              </p>
              <LinkStatus link={link} viewer="person" />
              {link.status === 'active' ? (
                <>
                  <ShareTextToggle link={link} />
                  <EndLinkButton linkId={link.id} otherName={link.otherName} role="person" />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ShareTextToggle({ link }: { link: HelperLinkView }) {
  const { t } = useTranslation('helper');
  const id = useId();
  const hintId = useId();
  const setShareText = useSetShareText();
  // The box shows the choice at once, in the same render as the click (a controlled checkbox would
  // otherwise snap back until the mutation reports pending), and until the overview is read again.
  const [choice, setChoice] = useState<boolean | null>(null);
  const shown = choice ?? link.shareText;
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          className="size-7 shrink-0 accent-primary"
          checked={shown}
          disabled={setShareText.isPending}
          aria-describedby={hintId}
          onChange={(event) => {
            const shareText = event.currentTarget.checked;
            setChoice(shareText);
            setShareText.mutate(
              { linkId: link.id, shareText },
              { onSettled: () => setChoice(null) },
            );
          }}
        />
        <label htmlFor={id} className="text-lg font-semibold">
          {t('mine.shareText', { name: link.otherName })}
        </label>
      </div>
      <p id={hintId} className="text-base text-muted">
        {t('mine.shareTextHint')}
      </p>
      {setShareText.isError ? (
        <p role="alert" className="text-lg font-semibold text-danger">
          {t('mine.shareTextFailed')}
        </p>
      ) : null}
    </div>
  );
}

function PeopleIHelp({ links }: { links: HelperLinkView[] }) {
  const { t } = useTranslation('helper');
  return (
    <Card aria-labelledby="helper-people">
      <CardTitle id="helper-people">{t('people.heading')}</CardTitle>
      {links.length === 0 ? (
        <p className="mt-2 text-lg text-muted">{t('people.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-4" data-testid="helper-people">
          {links.map((link) => (
            <li key={link.id} className="space-y-3 rounded-control border border-line p-4">
              <p className="text-xl font-bold" dir="auto">
                {link.otherName}
              </p>
              <LinkStatus link={link} viewer="helper" />
              {link.status === 'active' ? (
                <>
                  {link.unreadAlerts > 0 ? (
                    <p className="text-lg font-bold text-danger">
                      {t('people.unread', { count: link.unreadAlerts })}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-3">
                    <LinkButton to={paths.helperPerson.href(link.id)}>
                      {t('people.open', { name: link.otherName })}
                    </LinkButton>
                    <EndLinkButton linkId={link.id} otherName={link.otherName} role="helper" />
                  </div>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function AlertsList({ alerts, unread }: { alerts: HelperAlert[]; unread: number }) {
  const { t, i18n } = useTranslation('helper');
  const scamType = useScamTypeLabel();
  return (
    <Card aria-labelledby="helper-alerts">
      <CardTitle id="helper-alerts">{t('alerts.heading')}</CardTitle>
      <p className="mt-2 text-lg" data-testid="helper-unread">
        {t('alerts.unread', { count: unread })}
      </p>
      {alerts.length === 0 ? (
        <p className="mt-2 text-lg text-muted">{t('alerts.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="helper-alert-list">
          {alerts.map((alert) => (
            <li key={alert.id} className="rounded-control border border-line p-3 text-lg">
              {alert.read ? null : (
                <span className="me-2 rounded-control border-2 border-danger px-2 font-bold text-danger">
                  {t('alerts.new')}
                </span>
              )}
              <Link to={paths.helperPerson.href(alert.linkId)} className="font-semibold">
                {t('alerts.item', {
                  name: alert.personName,
                  score: alert.score,
                  type: scamType(alert.scamType),
                })}
              </Link>
              <span className="block text-base text-muted">
                {formatDateTime(alert.createdAt, i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
