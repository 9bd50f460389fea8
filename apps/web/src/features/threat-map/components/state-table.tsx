import type { UsStateCode } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import type { StateMapDatum } from '../model/map-data.js';

/**
 * The map as a table: every state's figures in text, for screen readers and exact reading, and
 * the map's one action (open a state's details) as a 44 px button per row — the equivalent of
 * the map's small states for touch and keyboard (WCAG 2.5.8, issue 21 item 2).
 */
export function StateTable({
  data,
  hasBaseline,
  onOpen,
}: {
  data: readonly StateMapDatum[];
  hasBaseline: boolean;
  onOpen: (code: UsStateCode) => void;
}) {
  const { t, i18n } = useTranslation('threat-map');
  const numberFormat = new Intl.NumberFormat(i18n.language);
  return (
    // Focusable so keyboard users can scroll the table when it is wider than the screen.
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="w-full border-collapse text-lg" id="threat-map-table">
        <caption className="mb-2 text-start text-lg text-muted">{t('table.caption')}</caption>
        <thead>
          <tr className="border-b-2 border-line">
            <th scope="col" className="p-2 text-start">
              {t('table.state')}
            </th>
            <th scope="col" className="p-2 text-end">
              {t('table.named')}
            </th>
            <th scope="col" className="p-2 text-end">
              {t('table.highPriority')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('table.severity')}
            </th>
            {hasBaseline ? (
              <th scope="col" className="p-2 text-end">
                {t('table.baselineRate')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {[...data]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((datum) => (
              <tr key={datum.code} className="border-b border-line" data-state-row={datum.code}>
                <th scope="row" className="p-1 text-start font-semibold">
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    data-state-button={datum.code}
                    className="min-h-11 w-full rounded-md px-1 text-start font-semibold text-primary underline underline-offset-4 hover:bg-primary-soft"
                    onClick={() => onOpen(datum.code)}
                  >
                    {datum.name}
                  </button>
                </th>
                <td className="p-2 text-end">{datum.namedAlerts}</td>
                <td className="p-2 text-end">{datum.highPriorityCount}</td>
                <td className="p-2">{t(`severity.${datum.severity}`)}</td>
                {hasBaseline ? (
                  <td className="p-2 text-end">
                    {datum.baseline
                      ? numberFormat.format(datum.baseline.fraudAndOtherReportsPer100k)
                      : '—'}
                  </td>
                ) : null}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
