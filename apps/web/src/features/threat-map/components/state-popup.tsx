import type { LiveAlert } from '@scambuddy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog.js';
import type { StateMapDatum } from '../model/map-data.js';

/** Alerts listed in the popup; the feed and the live-trends screen list the rest. */
const POPUP_ALERTS = 5;

/**
 * The state detail popup (part 2 §2.7): name, risk label and the real alert counts (DELTAS row 5
 * replaces the random 1–8), the state's newest alerts, and the cited FTC figure when served.
 */
export function StatePopup({
  datum,
  alerts,
  baselineYear,
  nationwide,
  returnFocusTo,
  onClose,
}: {
  datum: StateMapDatum | null;
  alerts: readonly LiveAlert[];
  baselineYear: number | null;
  /** National alerts that name no state (they apply to this state as to every other). */
  nationwide: number;
  /** The map state or table button the popup was opened from. */
  returnFocusTo: () => HTMLElement | SVGElement | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('threat-map');
  // The last state shown stays rendered while the dialog closes, so its close handler (focus
  // back to the state) still runs.
  const [shown, setShown] = useState<StateMapDatum | null>(datum);
  if (datum !== null && datum !== shown) setShown(datum);
  const named = shown ? alerts.filter((alert) => alert.states.includes(shown.code)) : [];
  const numberFormat = new Intl.NumberFormat(i18n.language);
  return (
    <Dialog open={datum !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {shown ? (
        <DialogContent
          title={shown.name}
          closeLabel={t('popup.close')}
          onCloseAutoFocus={(event) => {
            // The popup has no trigger element, so focus goes back to where it was opened from
            // (the state on the map, or the table's row): keyboard users keep their place.
            const opener =
              returnFocusTo() ??
              document.querySelector<SVGGElement>(`[data-state="${shown.code}"]`);
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <p className="text-lg font-semibold" data-testid="popup-risk">
            {t(`severity.${shown.severity}`)}
          </p>
          <dl
            className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-lg"
            data-testid="popup-counts"
          >
            <dt>{t('popup.namedAlerts')}</dt>
            <dd className="text-end font-bold" data-testid="popup-named-alerts">
              {shown.namedAlerts}
            </dd>
            <dt>{t('popup.highPriority')}</dt>
            <dd className="text-end font-bold">{shown.highPriorityCount}</dd>
            <dt>{t('popup.scamAlerts')}</dt>
            <dd className="text-end font-bold">{shown.scamCount}</dd>
            <dt>{t('popup.nationwide')}</dt>
            <dd className="text-end font-bold" data-testid="popup-nationwide">
              {nationwide}
            </dd>
          </dl>
          <p className="mt-2 text-lg text-muted">{t('popup.countRule')}</p>
          {shown.baseline ? (
            <div className="mt-4">
              <h3 className="text-xl font-bold">
                {t('popup.baselineHeading', { year: baselineYear })}
              </h3>
              <p className="text-lg">
                {t('popup.baselineRate', {
                  rate: numberFormat.format(shown.baseline.fraudAndOtherReportsPer100k),
                })}
                {shown.baseline.fraudAndOtherRank !== null
                  ? ` ${t('popup.baselineRank', { rank: shown.baseline.fraudAndOtherRank })}`
                  : ''}
              </p>
              <p className="text-lg">
                {t('popup.baselineLoss', {
                  amount: new Intl.NumberFormat(i18n.language, {
                    style: 'currency',
                    currency: 'USD',
                    maximumFractionDigits: 0,
                  }).format(shown.baseline.fraudTotalLossUSD),
                })}
              </p>
            </div>
          ) : null}
          {named.length > 0 ? (
            <div className="mt-4">
              <h3 className="text-xl font-bold">{t('popup.recent')}</h3>
              <ul className="ms-6 list-disc text-lg">
                {named.slice(0, POPUP_ALERTS).map((alert) => (
                  <li key={alert.id} dir="auto">
                    <a
                      href={alert.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="underline"
                    >
                      {alert.title ?? t('feed.untitled')}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
