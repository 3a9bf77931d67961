// The id of the last achievement a toast showed, per user, in this browser: a toast shows only
// achievements with a higher id, so a reload or a second tab does not show one again.
const key = (uid: string) => `spurq.lastAchievementShown.${uid}`;

export function readLastShown(uid: string): number {
  try {
    const value = Number(localStorage.getItem(key(uid)));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

export function writeLastShown(uid: string, id: number): void {
  try {
    localStorage.setItem(key(uid), String(Math.max(id, readLastShown(uid))));
  } catch {
    // Without storage (private mode) a reload may show the toast again; nothing else breaks.
  }
}
