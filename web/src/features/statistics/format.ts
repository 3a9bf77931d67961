// How the statistics screen words periods, durations and times (spec 2 and 3; Intl, English).
import type { StatPeriod } from "@shared";

const numberFormat = new Intl.NumberFormat("en-US");
export const formatNumber = (value: number): string => numberFormat.format(value);

/** Time spent as hours and minutes: floor(minutes / 60) and minutes mod 60 (spec 3). */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}

// Day keys are already the user's own calendar days: format them as UTC dates so the browser's
// zone cannot move them by one.
const longDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'November 23, 2026'. */
export const formatLongDay = (day: string): string => longDate.format(utcDate(day));
/** 'Nov 23', for chart labels. */
export const formatShortDay = (day: string): string => shortDay.format(utcDate(day));

/** The tabs of 'Your Statistics' (spec 2), Today first and chosen by default (spec 9). */
export const PERIOD_TABS: ReadonlyArray<{ period: StatPeriod; label: string }> = [
  { period: "daily", label: "Today" },
  { period: "weekly", label: "This Week" },
  { period: "monthly", label: "This Month" },
  { period: "yearly", label: "This Year" },
  { period: "total", label: "All Time" },
];

/**
 * A period's heading (spec 2): 'Today (November 23, 2026)', 'This Week (starting November 23,
 * 2026)', 'November 2026', '2026', 'All Time'. `date` is the period's first day.
 */
export function periodHeading(period: StatPeriod, date: string | null): string {
  if (period === "total") return "All Time";
  if (!date) return PERIOD_TABS.find((tab) => tab.period === period)?.label ?? "";
  switch (period) {
    case "daily":
      return `Today (${formatLongDay(date)})`;
    case "weekly":
      return `This Week (starting ${formatLongDay(date)})`;
    case "monthly":
      return monthYear.format(utcDate(date));
    case "yearly":
      return date.slice(0, 4);
  }
}

/** When figures were last brought up to date, as a medium date and short time in the browser's zone. */
export function formatUpdatedAt(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "" : dateTime.format(at);
}
