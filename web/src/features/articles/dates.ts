// The article card's dates (spec 2, Article card): a short created date, and how long ago it was
// last viewed, counted in calendar days of the reader's own time zone.

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
  if (days <= 0) return "Viewed today";
  if (days === 1) return "Viewed yesterday";
  return `${days} days ago`;
}

/** A short date such as 'Mar 5, 2025'. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

/** A long date for the article header, such as 'March 5, 2025'. */
export function longDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
}
