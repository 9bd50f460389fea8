import type { Trend } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { alertsOverTime } from '../model/alerts-over-time.js';

const BAR_WIDTH = 18;
const BAR_GAP = 4;
const CHART_HEIGHT = 48;

/**
 * Scam alerts per scam type per month (issue 6): one small bar chart per scam type, each labelled
 * with its name, so no colour legend is needed; the same figures follow as a table for screen
 * readers and for reading exact counts.
 */
export function AlertsChart({ trends }: { trends: readonly Trend[] }) {
  const { t, i18n } = useTranslation('trends');
  const data = alertsOverTime(trends);
  if (data.series.length === 0) return null;
  const max = Math.max(...data.series.flatMap((entry) => entry.counts), 1);
  // Four-digit years: "Feb 25" read as the 25th of February (issue 19.15).
  const monthLabel = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const longMonthLabel = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const labelOf = (month: string) => monthLabel.format(new Date(`${month}-01T00:00:00Z`));
  const longLabelOf = (month: string) => longMonthLabel.format(new Date(`${month}-01T00:00:00Z`));
  const width = data.months.length * (BAR_WIDTH + BAR_GAP);
  const first = data.months[0] ?? '';
  const last = data.months[data.months.length - 1] ?? '';
  return (
    <section
      aria-labelledby="alerts-chart-heading"
      className="mb-8 rounded-card border border-line bg-surface p-6"
    >
      <h2 id="alerts-chart-heading" className="text-2xl font-bold">
        {t('chart.heading')}
      </h2>
      <p className="mt-1 text-lg text-muted">
        {t('chart.span', { from: longLabelOf(first), to: longLabelOf(last) })}
      </p>
      <ul className="mt-4 flex flex-col gap-3" aria-hidden="true">
        {data.series.map((entry) => (
          <li
            key={entry.scamType}
            className="grid grid-cols-1 items-end gap-x-3 gap-y-1 sm:grid-cols-[10rem_minmax(0,1fr)_auto]"
          >
            <span className="text-lg font-semibold">{t(`scamType.${entry.scamType}`)}</span>
            <svg
              width={width}
              height={CHART_HEIGHT}
              viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
              className="h-auto max-w-full"
            >
              <line
                x1={0}
                x2={width}
                y1={CHART_HEIGHT - 0.5}
                y2={CHART_HEIGHT - 0.5}
                stroke="currentColor"
                className="text-line"
              />
              {entry.counts.map((count, position) => {
                const height = (count / max) * (CHART_HEIGHT - 2);
                return (
                  <rect
                    key={data.months[position]}
                    x={position * (BAR_WIDTH + BAR_GAP)}
                    y={CHART_HEIGHT - height - 1}
                    width={BAR_WIDTH}
                    height={height}
                    className="fill-primary"
                  >
                    <title>{`${labelOf(data.months[position] ?? '')}: ${count}`}</title>
                  </rect>
                );
              })}
            </svg>
            <span className="text-lg">{t('chart.total', { count: entry.total })}</span>
          </li>
        ))}
      </ul>
      <details className="mt-4 text-lg">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">
          {t('chart.tableToggle')}
        </summary>
        <div className="overflow-x-auto">
          <table className="border-collapse text-lg">
            <caption className="sr-only">{t('chart.heading')}</caption>
            <thead>
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('chart.scamType')}
                </th>
                {data.months.map((month) => (
                  <th key={month} scope="col" className="p-2 text-end">
                    {labelOf(month)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.series.map((entry) => (
                <tr key={entry.scamType} className="border-t border-line">
                  <th scope="row" className="p-2 text-start">
                    {t(`scamType.${entry.scamType}`)}
                  </th>
                  {entry.counts.map((count, position) => (
                    <td key={data.months[position]} className="p-2 text-end">
                      {count}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
