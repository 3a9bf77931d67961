// What is news to a reader, for the achievement toasts and the milestone dialog: an unlock after
// the app last fetched the reader's achievements on this device (what they could have seen), else
// (a device they have not used) after this page started. Signing in must not celebrate what was
// done long ago; what happened since the reader last looked is celebrated, even if the tab stayed
// open meanwhile without fetching.
const visitKey = (uid: string) => `spurq.lastVisit.${uid}`;

/** Server and device clocks may disagree by this much; an unlock this close counts as news. */
export const CLOCK_MARGIN_MS = 2 * 60_000;

// Read once per page and user: the visit being recorded now must not move the line.
const baselines = new Map<string, number>();

function readVisit(uid: string): number | null {
  try {
    const value = Number(localStorage.getItem(visitKey(uid)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** The time (ms) after which an unlock is news to `uid`. */
export function celebrationBaseline(uid: string): number {
  let at = baselines.get(uid);
  if (at === undefined) {
    at = readVisit(uid) ?? Date.now();
    baselines.set(uid, at);
  }
  return at - CLOCK_MARGIN_MS;
}

/** Whether an achievement unlocked at `unlockedAt` (ISO) is news to `uid`. */
export function isNews(uid: string, unlockedAt: string): boolean {
  const at = Date.parse(unlockedAt);
  return Number.isNaN(at) || at >= celebrationBaseline(uid);
}

/** Notes that `uid`'s achievements were fetched at `at` (ms): the next page's line. */
export function recordVisit(uid: string, at: number): void {
  celebrationBaseline(uid);
  try {
    if (at > (readVisit(uid) ?? 0)) localStorage.setItem(visitKey(uid), String(at));
  } catch {
    // Without storage every page counts from its own start: nothing older is celebrated.
  }
}

/** For tests: forget the lines read in this page. */
export function resetCelebrationBaselines(): void {
  baselines.clear();
}
