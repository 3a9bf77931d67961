// 'Your Statistics' (spec 2 and 3): tabs Today (default), This Week, This Month, This Year and All
// Time, each with its heading, eight cards and the activity overview, and when its figures were
// last brought up to date; below, the last 12 weeks as a chart (issue 11).
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import clsx from "clsx";
import type { PeriodStatistics, StatPeriod, UserStatistics } from "@shared";
import { Button } from "@/components/ui/button";
import { useUserStatistics } from "../api/get-user-statistics";
import { PERIOD_TABS, formatShortDay, formatUpdatedAt, periodHeading } from "../format";
import { ActivityOverview } from "./activity-overview";
import { StackedBarChart, type ChartSeries } from "./stacked-bar-chart";
import { StatCardPlaceholders, StatCards } from "./stat-cards";

const tabClasses = ({ selected }: { selected: boolean }) =>
  clsx(
    "rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap focus:outline-none data-focus:ring-2 data-focus:ring-indigo-500",
    selected
      ? "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-slate-50"
      : "text-slate-600 dark:text-slate-300",
  );

type WeekSeries = "highlightsCount" | "articlesCount" | "commentsCount" | "spurqsCount";
const WEEK_SERIES: ReadonlyArray<ChartSeries<WeekSeries>> = [
  { key: "highlightsCount", label: "Highlights", fill: "fill-amber-500", swatch: "bg-amber-500" },
  { key: "articlesCount", label: "Articles", fill: "fill-rose-500", swatch: "bg-rose-500" },
  { key: "commentsCount", label: "Comments", fill: "fill-sky-500", swatch: "bg-sky-500" },
  { key: "spurqsCount", label: "Spurqs", fill: "fill-violet-500", swatch: "bg-violet-500" },
];

function updatedText(period: StatPeriod, figures: PeriodStatistics): string {
  if (period === "daily") {
    return figures.updatedAt
      ? `Last activity counted ${formatUpdatedAt(figures.updatedAt)}`
      : "No activity counted today yet";
  }
  return figures.updatedAt
    ? `Last rolled up ${formatUpdatedAt(figures.updatedAt)}`
    : "Not rolled up yet: figures appear after the next roll-up";
}

function PeriodPanel({ period, figures }: { period: StatPeriod; figures: PeriodStatistics }) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-50">
          {periodHeading(period, figures.date)}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{updatedText(period, figures)}</p>
      </div>
      <StatCards figures={figures} />
      <ActivityOverview figures={figures} />
    </div>
  );
}

function WeeksChart({ weeks }: { weeks: UserStatistics["weeks"] }) {
  const total = weeks.reduce(
    (sum, week) => sum + WEEK_SERIES.reduce((inner, s) => inner + week[s.key], 0),
    0,
  );
  return (
    <StackedBarChart
      title="Your last 12 weeks"
      summary={`Highlights, articles, comments and spurqs per week over the last ${weeks.length} weeks: ${total} in all.`}
      series={WEEK_SERIES}
      rowHeader="Week starting"
      rows={weeks.map((week) => ({
        label: formatShortDay(week.date),
        values: {
          highlightsCount: week.highlightsCount,
          articlesCount: week.articlesCount,
          commentsCount: week.commentsCount,
          spurqsCount: week.spurqsCount,
        },
      }))}
    />
  );
}

export function UserStatisticsSection() {
  const statistics = useUserStatistics();
  return (
    <TabGroup>
      <TabList className="mb-6 flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {PERIOD_TABS.map(({ period, label }) => (
          <Tab key={period} className={tabClasses}>
            {label}
          </Tab>
        ))}
      </TabList>
      {statistics.isPending ? (
        <StatCardPlaceholders />
      ) : statistics.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 text-sm text-red-700 dark:text-red-300">
          <p>Could not load your statistics. Please try again.</p>
          <Button variant="outline" onClick={() => void statistics.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-8">
          <TabPanels>
            {PERIOD_TABS.map(({ period }) => (
              <TabPanel key={period}>
                <PeriodPanel period={period} figures={statistics.data[period]} />
              </TabPanel>
            ))}
          </TabPanels>
          <WeeksChart weeks={statistics.data.weeks} />
        </div>
      )}
    </TabGroup>
  );
}
