import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface BarSeries {
  name: string;
  /** A Tailwind fill class; each series also differs in pattern, so colour is never the only cue. */
  fillClassName: string;
  /** Dashed outline for the second series, so the two are told apart without colour. */
  isHatched?: boolean;
}

export interface BarChartProps {
  title: string;
  description: string;
  categoryLabel: string;
  categories: string[];
  series: BarSeries[];
  /** values[series][category] */
  values: number[][];
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 8, bottom: 36, left: 40 };

/**
 * A small grouped bar chart in SVG, with its title and description for screen readers and the
 * same figures as a table (spec accessibility rules: nothing by colour alone, a text alternative).
 * Every bar carries its number, so the chart reads without the axis.
 */
export function BarChart({
  title,
  description,
  categoryLabel,
  categories,
  series,
  values,
}: BarChartProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...values.flat());
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const groupWidth = plotWidth / Math.max(1, categories.length);
  const barWidth = (groupWidth * 0.8) / Math.max(1, series.length);

  return (
    <figure className="mt-4">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-3xl"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-line"
        />
        {categories.map((category, c) => {
          const groupX = PAD.left + c * groupWidth + groupWidth * 0.1;
          return (
            <g key={category}>
              {series.map((item, s) => {
                const value = values[s]?.[c] ?? 0;
                const height = (value / max) * plotHeight;
                const x = groupX + s * barWidth;
                const y = HEIGHT - PAD.bottom - height;
                return (
                  <g key={item.name}>
                    <rect
                      x={x}
                      y={y}
                      width={Math.max(1, barWidth - 2)}
                      height={height}
                      className={item.fillClassName}
                      strokeDasharray={item.isHatched ? '4 2' : undefined}
                      strokeWidth={item.isHatched ? 2 : 0}
                      stroke={item.isHatched ? 'currentColor' : undefined}
                    />
                    <text
                      x={x + barWidth / 2}
                      y={y - 3}
                      textAnchor="middle"
                      className="fill-ink text-[18px]"
                    >
                      {value}
                    </text>
                  </g>
                );
              })}
              <text
                x={PAD.left + c * groupWidth + groupWidth / 2}
                y={HEIGHT - PAD.bottom + 20}
                textAnchor="middle"
                className="fill-ink text-[18px]"
              >
                {category}
              </text>
            </g>
          );
        })}
      </svg>
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-4 text-lg" aria-hidden="true">
          {series.map((item) => (
            <li key={item.name} className="flex items-center gap-2">
              <svg width="20" height="20" aria-hidden="true">
                <rect
                  width="18"
                  height="18"
                  x="1"
                  y="1"
                  className={item.fillClassName}
                  strokeDasharray={item.isHatched ? '4 2' : undefined}
                  strokeWidth={item.isHatched ? 2 : 0}
                  stroke={item.isHatched ? 'currentColor' : undefined}
                />
              </svg>
              {item.name}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-lg font-semibold text-primary">
          {t('chart.showTable')}
        </summary>
        <table className="mt-2 w-full max-w-3xl border-collapse text-lg">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b-2 border-line p-2 text-start">
                {categoryLabel}
              </th>
              {series.map((item) => (
                <th key={item.name} scope="col" className="border-b-2 border-line p-2 text-end">
                  {item.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, c) => (
              <tr key={category}>
                <th scope="row" className="border-b border-line p-2 text-start font-normal">
                  {category}
                </th>
                {series.map((item, s) => (
                  <td key={item.name} className="border-b border-line p-2 text-end">
                    {values[s]?.[c] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
