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
  // Each figure carries its column's name, shown on phones where the rows are stacked (the
  // header row is then only for screen readers, which still read the cells by their column).
  // Numbers never break; words (a severity) wrap between words.
  const figure = (label: string, value: string, kind: 'number' | 'words' = 'number') => (
    <td
      role="cell"
      className={`p-2 max-sm:inline-block max-sm:p-1 ${kind === 'number' ? 'sm:text-end' : ''}`}
    >
      <span aria-hidden="true" className="text-muted sm:hidden">
        {t('table.figure', { label })}{' '}
      </span>
      <span data-value className={kind === 'number' ? 'whitespace-nowrap' : ''}>
        {value}
      </span>
    </td>
  );
  return (
    // Focusable so keyboard users can scroll the table when it is wider than the screen.
    <div className="overflow-x-auto" tabIndex={0}>
      {/* On phones each state is a block of its own (name, then its figures labelled), not a
          row of five narrow columns: at 320 px the columns broke "1.459" and German severities
          letter by letter, and the state column shrank below 44 px (issue 21). Explicit roles
          keep the table's meaning for screen readers when the rows are displayed as blocks. */}
      <table
        role="table"
        className="w-full border-collapse text-lg [overflow-wrap:normal] max-sm:block"
        id="threat-map-table"
      >
        <caption className="mb-2 text-start text-lg text-muted max-sm:block">
          {t('table.caption')}
        </caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="border-b-2 border-line">
            <th role="columnheader" scope="col" className="p-2 text-start">
              {t('table.state')}
            </th>
            <th role="columnheader" scope="col" className="p-2 text-end">
              {t('table.named')}
            </th>
            <th role="columnheader" scope="col" className="p-2 text-end">
              {t('table.highPriority')}
            </th>
            <th role="columnheader" scope="col" className="p-2 text-start">
              {t('table.severity')}
            </th>
            {hasBaseline ? (
              <th role="columnheader" scope="col" className="p-2 text-end">
                {t('table.baselineRate')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block">
          {[...data]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((datum) => (
              <tr
                key={datum.code}
                role="row"
                className="border-b border-line max-sm:block max-sm:py-2"
                data-state-row={datum.code}
              >
                <th
                  role="rowheader"
                  scope="row"
                  className="p-1 text-start font-semibold max-sm:block"
                >
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
                {figure(t('table.named'), String(datum.namedAlerts))}
                {figure(t('table.highPriority'), String(datum.highPriorityCount))}
                {figure(t('table.severity'), t(`severity.${datum.severity}`), 'words')}
                {hasBaseline
                  ? figure(
                      t('table.baselineRate'),
                      datum.baseline
                        ? numberFormat.format(datum.baseline.fraudAndOtherReportsPer100k)
                        : '—',
                    )
                  : null}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
