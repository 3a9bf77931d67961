// 'Platform Statistics' for admins (spec 2 and 6; issue 11): users (total, new today, active today,
// this week, this month), what the platform holds, and the last 30 days as charts. Rendered only
// for a user record with isAdmin; the server refuses everyone else (403).
import type { PlatformStatistics } from "@shared";
import { usePlatformStatistics } from "../api/get-platform-statistics";
import { formatNumber, formatShortDay, formatUpdatedAt } from "../format";
import { StackedBarChart, type ChartSeries } from "./stacked-bar-chart";

type ContentCount = keyof PlatformStatistics["totals"];
const CONTENT_SERIES: ReadonlyArray<ChartSeries<ContentCount>> = [
  { key: "articles", label: "Articles", fill: "fill-rose-500", swatch: "bg-rose-500" },
  { key: "highlights", label: "Highlights", fill: "fill-amber-500", swatch: "bg-amber-500" },
  { key: "comments", label: "Comments", fill: "fill-sky-500", swatch: "bg-sky-500" },
  { key: "spurqs", label: "Spurqs", fill: "fill-violet-500", swatch: "bg-violet-500" },
  { key: "messages", label: "Messages", fill: "fill-emerald-500", swatch: "bg-emerald-500" },
];
const USER_SERIES: ReadonlyArray<ChartSeries<"activeUsers" | "newUsers">> = [
  { key: "activeUsers", label: "Active users", fill: "fill-indigo-500", swatch: "bg-indigo-500" },
  { key: "newUsers", label: "New users", fill: "fill-teal-500", swatch: "bg-teal-500" },
];

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
  const days = data.days.map((day) => ({ ...day, label: formatShortDay(day.date) }));
  const sum = (key: ContentCount) => days.reduce((total, day) => total + day[key], 0);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {data.updatedAt ? `Last rolled up ${formatUpdatedAt(data.updatedAt)}` : "Not rolled up yet"}
      </p>
      <Figures
        title="Users"
        items={[
          ["Total", data.users.total],
          ["New today", data.users.newToday],
          ["Active today", data.users.activeToday],
          ["Active this week", data.users.activeThisWeek],
          ["Active this month", data.users.activeThisMonth],
        ]}
      />
      <Figures title="Content" items={CONTENT_SERIES.map((s) => [s.label, data.totals[s.key]])} />
      <StackedBarChart
        title="Activity, last 30 days"
        summary={`Articles, highlights, comments, spurqs and messages per day over the last ${days.length} days: ${CONTENT_SERIES.map((s) => `${sum(s.key)} ${s.label.toLowerCase()}`).join(", ")}.`}
        series={CONTENT_SERIES}
        rowHeader="Day"
        labelEvery={5}
        rows={days.map((day) => ({ label: day.label, values: day }))}
      />
      <StackedBarChart
        title="Users, last 30 days"
        summary={`Active and new users per day over the last ${days.length} days.`}
        series={USER_SERIES}
        rowHeader="Day"
        labelEvery={5}
        grouped
        rows={days.map((day) => ({ label: day.label, values: day }))}
      />
    </div>
  );
}

export function PlatformStatisticsSection() {
  const platform = usePlatformStatistics();
  return (
    <section aria-labelledby="platform-statistics" className="mt-10 grid gap-4">
      <h2 id="platform-statistics" className="text-xl font-semibold text-slate-900 dark:text-slate-50">
        Platform Statistics
      </h2>
      {platform.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading platform statistics...
        </p>
      ) : platform.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load the platform statistics. Please try again later.
        </p>
      ) : (
        <PlatformFigures data={platform.data} />
      )}
    </section>
  );
}
