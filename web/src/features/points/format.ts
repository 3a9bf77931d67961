// How the points widgets word numbers, categories and times (Intl, in the app's English).
import type { PointCategory } from "@shared";

const numberFormat = new Intl.NumberFormat("en-US");

/** 1234 → '1,234'. */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** A ledger amount with its sign: '+5', '−5' (an undone action), '0'. */
export function formatAmount(amount: number): string {
  if (amount > 0) return `+${formatNumber(amount)}`;
  if (amount < 0) return `−${formatNumber(-amount)}`;
  return "0";
}

/** Weekly growth in percent with its sign: '+20%', '−15%', '0%'. */
export function formatGrowth(percent: number): string {
  if (percent > 0) return `+${formatNumber(percent)}%`;
  if (percent < 0) return `−${formatNumber(-percent)}%`;
  return "0%";
}

export const CATEGORY_LABELS: Record<PointCategory, string> = {
  creation: "Creation",
  collaboration: "Collaboration",
  curation: "Curation",
  analysis: "Analysis",
};

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** How long ago an instant was: 'now', '5 minutes ago', 'yesterday', '3 weeks ago'. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  const seconds = Math.round((at - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return "just now";
}

const weekday = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** A day key ("YYYY-MM-DD") as 'Mon, Nov 23' (the key is already the user's own day). */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return `${weekday.format(date)}, ${monthDay.format(date)}`;
}
