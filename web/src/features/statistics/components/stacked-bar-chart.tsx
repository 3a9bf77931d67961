// A small bar chart (stacked, or grouped side by side) in plain SVG (no charting library: a dozen bars need none, and the
// route's chunk stays small). The picture is one image named by its caption and summary; the
// same figures are in a table for screen readers, and each bar has a tooltip for the pointer.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../format";

export interface ChartSeries<K extends string> {
  key: K;
  label: string;
  /** Tailwind fill class of the bar segment, and background class of its legend swatch. */
  fill: string;
  swatch: string;
}

export interface ChartRow<K extends string> {
  /** The bar's label on the axis (and in the table). */
  label: string;
  values: Record<K, number>;
}

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 36;
const BOTTOM = 24;
const TOP = 8;

/** A round axis maximum at or above `value` (1, 2, 5 × a power of ten). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

export function StackedBarChart<K extends string>({
  title,
  summary,
  series,
  rows,
  rowHeader,
  labelEvery = 1,
  grouped = false,
}: {
  title: string;
  /** One sentence saying what the chart shows, for assistive technology. */
  summary: string;
  series: ReadonlyArray<ChartSeries<K>>;
  rows: ReadonlyArray<ChartRow<K>>;
  /** The table's heading for the rows' labels ('Week starting', 'Day'). */
  rowHeader: string;
  /** Label every n-th bar on the axis (the table has them all). */
  labelEvery?: number;
  /** Side by side instead of stacked, for series that overlap (new users are also active users). */
  grouped?: boolean;
}) {
  const { t } = useTranslation("statistics");
  const id = useId();
  const heights = rows.map((row) => series.map((s) => Math.max(0, row.values[s.key])));
  const totals = heights.map((values) =>
    grouped ? Math.max(0, ...values) : values.reduce((sum, value) => sum + value, 0),
  );
  const max = niceMax(Math.max(0, ...totals));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / Math.max(1, rows.length);
  const barWidth = Math.max(2, slot * 0.6);
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <figcaption id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-slate-50">
        {title}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={`h-2.5 w-2.5 rounded-sm ${s.swatch}`} aria-hidden />
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2={WIDTH}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200 dark:stroke-slate-700"
              strokeWidth={1}
            />
            <text
              x={LEFT - 6}
              y={y(tick) + 3}
              textAnchor="end"
              className="fill-slate-600 text-[10px] dark:fill-slate-300"
            >
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => {
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={row.label} data-testid="chart-bar">
              <title>
                {t("chart.barTitle", {
                  label: row.label,
                  values: series
                    .map((s) =>
                      t("chart.seriesValue", { series: s.label, value: formatNumber(row.values[s.key]) }),
                    )
                    .join(t("chart.separator")),
                })}
              </title>
              {/* The slot catches the pointer for the tooltip even where the bar is short. */}
              <rect x={LEFT + index * slot} y={TOP} width={slot} height={plotHeight} fill="transparent" />
              {series.map((s, position) => {
                const value = Math.max(0, row.values[s.key]);
                if (value === 0) return null;
                const top = y((grouped ? 0 : base) + value);
                const height = y(grouped ? 0 : base) - top;
                if (!grouped) base += value;
                const width = grouped ? barWidth / series.length : barWidth;
                const left = grouped ? x + position * width : x;
                return <rect key={s.key} x={left} y={top} width={width} height={height} className={s.fill} />;
              })}
              {index % labelEvery === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="fill-slate-600 text-[10px] dark:fill-slate-300"
                >
                  {row.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* The figures for screen readers. In a visually hidden box: a table itself cannot be made
          1 px wide (it grows to fit its cells), and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{formatNumber(row.values[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
