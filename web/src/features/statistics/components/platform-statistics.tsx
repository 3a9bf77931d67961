// 'Platform Statistics' for admins: users (total, new today, active today,
// this week, this month), what the platform holds, and the last 30 days as charts. Rendered only
// for a user record with isAdmin; the server refuses everyone else (403).
import { useTranslation } from "react-i18next";
import type { PlatformStatistics } from "@shared";
import { usePlatformStatistics } from "../api/get-platform-statistics";
import { formatNumber, formatShortDay, formatUpdatedAt, type StatisticsT } from "../format";
import { StackedBarChart, type ChartSeries } from "./stacked-bar-chart";

type ContentCount = keyof PlatformStatistics["totals"];
type UserCount = "activeUsers" | "newUsers";
/** The charts' series, each named by `platform.series.<key>` in the statistics texts. */
const CONTENT_SERIES: ReadonlyArray<Omit<ChartSeries<ContentCount>, "label">> = [
  { key: "articles", fill: "fill-rose-500", swatch: "bg-rose-500" },
  { key: "highlights", fill: "fill-amber-500", swatch: "bg-amber-500" },
  { key: "comments", fill: "fill-sky-500", swatch: "bg-sky-500" },
  { key: "spurqs", fill: "fill-violet-500", swatch: "bg-violet-500" },
  { key: "messages", fill: "fill-emerald-500", swatch: "bg-emerald-500" },
];
const USER_SERIES: ReadonlyArray<Omit<ChartSeries<UserCount>, "label">> = [
  { key: "activeUsers", fill: "fill-indigo-500", swatch: "bg-indigo-500" },
  { key: "newUsers", fill: "fill-teal-500", swatch: "bg-teal-500" },
];

function named<K extends string>(t: StatisticsT, series: ReadonlyArray<Omit<ChartSeries<K>, "label">>) {
  return series.map((s) => {
    const key: string = s.key;
    return { ...s, label: t(`platform.series.${key}`) };
  });
}

function Figures({ title, items }: { title: string; items: Array<[string, number]> }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-50">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-xl font-bold text-slate-900 dark:text-slate-50">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function PlatformFigures({ data }: { data: PlatformStatistics }) {
  const { t } = useTranslation("statistics");
  const days = data.days.map((day) => ({ ...day, label: formatShortDay(day.date) }));
  const sum = (key: ContentCount) => days.reduce((total, day) => total + day[key], 0);
  const content = named(t, CONTENT_SERIES);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {data.updatedAt
          ? t("updated.lastRolledUp", { when: formatUpdatedAt(data.updatedAt) })
          : t("platform.notRolledUp")}
      </p>
      <Figures
        title={t("platform.users")}
        items={[
          [t("platform.total"), data.users.total],
          [t("platform.newToday"), data.users.newToday],
          [t("platform.activeToday"), data.users.activeToday],
          [t("platform.activeThisWeek"), data.users.activeThisWeek],
          [t("platform.activeThisMonth"), data.users.activeThisMonth],
        ]}
      />
      <Figures title={t("platform.content")} items={content.map((s) => [s.label, data.totals[s.key]])} />
      <StackedBarChart
        title={t("platform.activityChart.title")}
        summary={t("platform.activityChart.summary", {
          days: formatNumber(days.length),
          counts: CONTENT_SERIES.map((s) =>
            t(`platform.counts.${s.key}`, { count: sum(s.key), n: formatNumber(sum(s.key)) }),
          ).join(t("chart.separator")),
        })}
        series={content}
        rowHeader={t("platform.day")}
        labelEvery={5}
        rows={days.map((day) => ({ label: day.label, values: day }))}
      />
      <StackedBarChart
        title={t("platform.usersChart.title")}
        summary={t("platform.usersChart.summary", { days: formatNumber(days.length) })}
        series={named(t, USER_SERIES)}
        rowHeader={t("platform.day")}
        labelEvery={5}
        grouped
        rows={days.map((day) => ({ label: day.label, values: day }))}
      />
    </div>
  );
}

export function PlatformStatisticsSection() {
  const { t } = useTranslation("statistics");
  const platform = usePlatformStatistics();
  return (
    <section aria-labelledby="platform-statistics" className="mt-10 grid gap-4">
      <h2 id="platform-statistics" className="text-xl font-semibold text-slate-900 dark:text-slate-50">
        {t("platform.title")}
      </h2>
      {platform.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {t("platform.loading")}
        </p>
      ) : platform.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("platform.error")}
        </p>
      ) : (
        <PlatformFigures data={platform.data} />
      )}
    </section>
  );
}
