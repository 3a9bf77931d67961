// The regression check of npm run bench:day -- --check: each per-reader-day count of each
// scenario, against the last recorded figures (docs/bench-day.json). Times are left out (they
// measure this machine, not the code); a count may grow by CHECK_MARGIN, or by one where the
// recorded count is small, before the check fails.
export const CHECK_MARGIN = 0.1;

/** The counts that must not grow: Firestore's billed units, invocations and bytes. */
export const CHECKED_COUNTS = [
  "reads",
  "listenerReads",
  "writes",
  "deletes",
  "indexEntries",
  "storedBytes",
  "requests",
  "egressBytes",
];

/** One line per count that grew past its margin (or a scenario that is gone); none when all hold. */
export function compareDayFigures(recorded, current, margin = CHECK_MARGIN) {
  const grown = [];
  for (const [name, before] of Object.entries(recorded.scenarios ?? {})) {
    const after = current.scenarios?.[name];
    if (!after) {
      grown.push(`  ${name}: no longer measured`);
      continue;
    }
    for (const key of CHECKED_COUNTS) {
      const was = before.perReaderDay?.[key] ?? 0;
      const now = after.perReaderDay?.[key] ?? 0;
      const allowed = Math.max(was * (1 + margin), was + 1);
      if (now > allowed) {
        grown.push(
          `  ${name} ${key}: ${was.toFixed(1)} -> ${now.toFixed(1)} (+${(((now - was) / Math.max(was, 1)) * 100).toFixed(0)} %)`,
        );
      }
    }
  }
  return grown;
}
