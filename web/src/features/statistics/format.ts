// How the statistics screen words periods, durations and times, in the interface
// language (lib/i18n/format: the formatters follow a language change).
import type { TFunction } from "i18next";
import { STAT_PERIODS, type StatPeriod } from "@shared";
import { dateFormat, formatNumber, numberFormat } from "@/lib/i18n/format";

export { formatNumber };

export type StatisticsT = TFunction<"statistics">;

/** A whole percentage as the language writes it: '50%' in English, '50 %' in French. */
export const formatPercent = (percent: number): string =>
  numberFormat({ style: "percent", maximumFractionDigits: 0 }).format(percent / 100);

/** Time spent as hours and minutes: floor(minutes / 60) and minutes mod 60, '2h 15m'. */
export function formatDuration(t: StatisticsT, minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return t("duration", { hours: formatNumber(Math.floor(whole / 60)), minutes: formatNumber(whole % 60) });
}

// Day keys are already the user's own calendar days: format them as UTC dates so the browser's
// zone cannot move them by one.
const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'November 23, 2026'. */
export const formatLongDay = (day: string): string =>
  dateFormat({ month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(utcDate(day));
/** 'Nov 23', for chart labels. */
export const formatShortDay = (day: string): string =>
  dateFormat({ month: "short", day: "numeric", timeZone: "UTC" }).format(utcDate(day));

/** The tabs of 'Your Statistics', Today first and chosen by default. */
export const PERIOD_TABS: readonly StatPeriod[] = STAT_PERIODS;

/** A tab's name: 'Today', 'This Week', 'This Month', 'This Year', 'All Time'. */
export const periodLabel = (t: StatisticsT, period: StatPeriod): string => t(`tabs.${period}`);

/**
 * A period's heading: 'Today (November 23, 2026)', 'This Week (starting November 23,
 * 2026)', 'November 2026', '2026', 'All Time'. `date` is the period's first day.
 */
export function periodHeading(t: StatisticsT, period: StatPeriod, date: string | null): string {
  if (period === "total" || !date) return periodLabel(t, period);
  switch (period) {
    case "daily":
      return t("heading.daily", { date: formatLongDay(date) });
    case "weekly":
      return t("heading.weekly", { date: formatLongDay(date) });
    case "monthly":
      return dateFormat({ month: "long", year: "numeric", timeZone: "UTC" }).format(utcDate(date));
    case "yearly":
      return dateFormat({ year: "numeric", timeZone: "UTC" }).format(utcDate(date));
  }
}

/** When figures were last brought up to date, as a medium date and short time in the browser's zone. */
export function formatUpdatedAt(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "" : dateFormat({ dateStyle: "medium", timeStyle: "short" }).format(at);
}
