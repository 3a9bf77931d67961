// The browser's time zone and the day of its last check-in. The server counts the first
// sign-in of each day in the user's own time zone, which the app reports with every sync; this
// remembers, per user and browser, the day a sync last reported it, so the shell syncs at most
// once a day. No @shared import: this file is in the first bundle.

/** The browser's IANA time zone ("Europe/Paris"), or undefined when it cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Today's date in the browser's time zone, "YYYY-MM-DD". */
export function localDay(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const key = (uid: string) => `spurq.checkedIn.${uid}`;

export function checkedInToday(uid: string, now: Date = new Date()): boolean {
  try {
    return localStorage.getItem(key(uid)) === localDay(now);
  } catch {
    return false;
  }
}

export function markCheckedIn(uid: string, now: Date = new Date()): void {
  try {
    localStorage.setItem(key(uid), localDay(now));
  } catch {
    // Without storage the shell syncs once per page load instead; the server counts it once anyway.
  }
}

export function forgetCheckIn(uid: string): void {
  try {
    localStorage.removeItem(key(uid));
  } catch {
    // Nothing to forget.
  }
}
