import { useTranslation } from 'react-i18next';
import type { StateMapDatum } from '../model/map-data.js';

/** The map as a table: every state's figures in text, for screen readers and exact reading. */
export function StateTable({
  data,
  hasBaseline,
}: {
  data: readonly StateMapDatum[];
  hasBaseline: boolean;
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
              {t('table.alerts')}
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
                <th scope="row" className="p-2 text-start font-semibold">
                  {datum.name}
                </th>
                <td className="p-2 text-end">{datum.alertCount}</td>
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
