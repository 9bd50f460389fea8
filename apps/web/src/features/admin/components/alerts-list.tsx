import type { AdminAlert } from '@scambuddy/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { useAdminAlerts } from '../api/get-admin-alerts.js';
import { useResolveAlert } from '../api/resolve-alert.js';
import { formatDateTime } from './format.js';

/** The alert in the reader's language, from its type and parameters (the server's text is English). */
function alertText(
  alert: AdminAlert,
  t: TFunction<'admin'>,
): { title: string; description: string } {
  const params = {
    ...alert.params,
    scamType: String(alert.params.scamType ?? '').replaceAll('_', ' '),
  };
  return {
    title: t(`alerts.types.${alert.type}.title`, params),
    description: t(`alerts.types.${alert.type}.description`, params),
  };
}

function AlertItem({ alert }: { alert: AdminAlert }) {
  const { t, i18n } = useTranslation('admin');
  const resolve = useResolveAlert();
  const { title, description } = alertText(alert, t);
  return (
    <li className="rounded-card border-2 border-line bg-surface p-4">
      <p className="text-lg font-bold">
        {/* The severity is a word, not only a colour. */}
        <span className="me-2 rounded-control border-2 border-line px-2">
          {t(`alerts.severity.${alert.severity}`)}
        </span>
        {title}
      </p>
      <p className="mt-1 text-lg">{description}</p>
      <p className="mt-1 text-lg text-muted">{formatDateTime(alert.timestamp, i18n.language)}</p>
      {alert.resolved ? (
        <p className="mt-2 text-lg font-semibold text-success">{t('alerts.resolved')}</p>
      ) : (
        <Button
          className="mt-2"
          variant="secondary"
          disabled={resolve.isPending}
          onClick={() => resolve.mutate(alert.id)}
          aria-label={`${t('alerts.resolve')}: ${title}`}
        >
          {t('alerts.resolve')}
        </Button>
      )}
      {resolve.isError ? (
        <p role="alert" className="mt-2 text-lg text-danger">
          {t('alerts.resolveFailed')}
        </p>
      ) : null}
    </li>
  );
}

/** Alerts raised by the server's rules; each can be marked resolved. */
export function AlertsList() {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  return (
    <section aria-labelledby="admin-alerts" className="mt-8">
      <h2 id="admin-alerts" className="text-2xl font-bold">
        {t('alerts.heading')}
      </h2>
      {alerts.isPending ? (
        <p role="status" className="mt-2 text-lg">
          {t('loading')}
        </p>
      ) : alerts.isError ? (
        <p role="alert" className="mt-2 text-lg text-danger">
          {t('loadError')}
        </p>
      ) : alerts.data.length === 0 ? (
        <p className="mt-2 text-lg">{t('alerts.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {alerts.data.map((alert) => (
            <AlertItem key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </section>
  );
}
