// How the points widgets word numbers, percentages and times, in the interface language
// (lib/i18n/format: the formatters follow a language change).
import { dateFormat, formatNumber, numberFormat, relativeTimeFormat } from "@/lib/i18n/format";

export { formatNumber };

/** A ledger amount with its sign: '+5', '−5' (an undone action), '0'. */
export function formatAmount(amount: number): string {
  if (amount > 0) return `+${formatNumber(amount)}`;
  if (amount < 0) return `−${formatNumber(-amount)}`;
  return formatNumber(0);
}

/** A whole percentage as the language writes it: '63%' in English, '63 %' in French. */
export const formatPercent = (percent: number): string =>
  numberFormat({ style: "percent", maximumFractionDigits: 0 }).format(percent / 100);

/** Weekly growth in percent with its sign: '+20%', '−15%', '0%'. */
export function formatGrowth(percent: number): string {
  if (percent > 0) return `+${formatPercent(percent)}`;
  if (percent < 0) return `−${formatPercent(-percent)}`;
  return formatPercent(0);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * How long ago an instant was: '5 minutes ago', 'yesterday', '3 weeks ago'; null under a minute
 * (the caller says 'just now' in its own words); '' for no date.
 */
export function timeAgo(iso: string, now: Date = new Date()): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  const seconds = Math.round((at - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeTimeFormat().format(Math.round(seconds / size), unit);
  }
  return null;
}

/** A day key ("YYYY-MM-DD") as 'Mon, Nov 23' (the key is already the user's own day, so UTC). */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat({ weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(date);
}
