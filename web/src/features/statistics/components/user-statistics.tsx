// 'Your Statistics': tabs Today (default), This Week, This Month, This Year and All
// Time, each with its heading, eight cards and the activity overview, and when its figures were
// last brought up to date; below, the last 12 weeks as a chart.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import clsx from "clsx";
import type { PeriodStatistics, StatPeriod, UserStatistics } from "@shared";
import { Button } from "@/components/ui/button";
import { segmentedListClasses, segmentedTabClasses } from "@/components/ui/segmented";
import { useUserStatistics } from "../api/get-user-statistics";
import {
  PERIOD_TABS,
  formatNumber,
  formatShortDay,
  formatUpdatedAt,
  periodHeading,
  periodLabel,
  type StatisticsT,
} from "../format";
import { ActivityOverview } from "./activity-overview";
import { StackedBarChart, type ChartSeries } from "./stacked-bar-chart";
import { StatCardPlaceholders, StatCards } from "./stat-cards";

type WeekSeries = "highlightsCount" | "articlesCount" | "commentsCount" | "spurqsCount";
/** The chart's series, each named like its card (`cards.<count>`). */
const WEEK_SERIES: ReadonlyArray<Omit<ChartSeries<WeekSeries>, "label">> = [
  { key: "highlightsCount", fill: "fill-amber-500", swatch: "bg-amber-500" },
  { key: "articlesCount", fill: "fill-rose-500", swatch: "bg-rose-500" },
  { key: "commentsCount", fill: "fill-sky-500", swatch: "bg-sky-500" },
  { key: "spurqsCount", fill: "fill-violet-500", swatch: "bg-violet-500" },
];

function updatedText(t: StatisticsT, period: StatPeriod, figures: PeriodStatistics): string {
  const when = figures.updatedAt ? formatUpdatedAt(figures.updatedAt) : null;
  if (period === "daily") {
    return when ? t("updated.lastActivity", { when }) : t("updated.noActivityToday");
  }
  return when ? t("updated.lastRolledUp", { when }) : t("updated.notRolledUp");
}

function PeriodPanel({ period, figures }: { period: StatPeriod; figures: PeriodStatistics }) {
  const { t } = useTranslation("statistics");
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-50">
          {periodHeading(t, period, figures.date)}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{updatedText(t, period, figures)}</p>
      </div>
      <StatCards figures={figures} />
      <ActivityOverview figures={figures} />
    </div>
  );
}

function WeeksChart({ weeks }: { weeks: UserStatistics["weeks"] }) {
  const { t } = useTranslation("statistics");
  const series = WEEK_SERIES.map((s) => ({ ...s, label: t(`cards.${s.key}`) }));
  const total = weeks.reduce(
    (sum, week) => sum + WEEK_SERIES.reduce((inner, s) => inner + week[s.key], 0),
    0,
  );
  return (
    <StackedBarChart
      title={t("weeks.title")}
      summary={t("weeks.summary", { weeks: formatNumber(weeks.length), total: formatNumber(total) })}
      series={series}
      rowHeader={t("weeks.rowHeader")}
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
  const { t } = useTranslation("statistics");
  const statistics = useUserStatistics();
  return (
    <TabGroup>
      <TabList className={clsx("mb-6", segmentedListClasses)}>
        {PERIOD_TABS.map((period) => (
          <Tab key={period} className={({ selected }) => segmentedTabClasses(selected)}>
            {periodLabel(t, period)}
          </Tab>
        ))}
      </TabList>
      {statistics.isPending ? (
        <StatCardPlaceholders />
      ) : statistics.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 text-sm text-red-700 dark:text-red-300">
          <p>{t("error.user")}</p>
          <Button variant="outline" onClick={() => void statistics.refetch()}>
            {t("error.tryAgain")}
          </Button>
        </div>
      ) : (
        <div className="grid gap-8">
          <TabPanels>
            {PERIOD_TABS.map((period) => (
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
