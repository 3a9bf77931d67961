// The article card's dates: a short created date, and how long ago it was
// last viewed, counted in calendar days of the reader's own time zone. Both follow the interface
// language; call them while rendering a screen that has loaded the `articles` texts.
import { i18n } from "@/lib/i18n";
import { formatDate } from "@/lib/i18n/format";

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** 'Viewed today', 'Viewed yesterday' or 'N days ago'; null when never viewed. */
export function viewedText(lastViewed: string | null, now: Date = new Date()): string | null {
  if (!lastViewed) return null;
  const viewed = new Date(lastViewed);
  if (Number.isNaN(viewed.getTime())) return null;
  const days = Math.round((startOfDay(now) - startOfDay(viewed)) / DAY_MS);
  if (days <= 0) return i18n.t("articles:card.viewedToday");
  if (days === 1) return i18n.t("articles:card.viewedYesterday");
  // Always two or more days here, so one plain form per language reads right.
  return i18n.t("articles:card.daysAgo", { days });
}

/** A short date such as 'Mar 5, 2025' (the language's own short form elsewhere). */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatDate(date, { month: "short", day: "numeric", year: "numeric" });
}

/** A long date for the article header, such as 'March 5, 2025'. */
export function longDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatDate(date, { month: "long", day: "numeric", year: "numeric" });
}
