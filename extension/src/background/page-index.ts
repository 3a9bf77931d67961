// The page index the extension keeps: the reader's library by hashed address, with the version
// Spurq gave it. Each page open asks for the changes since that version (at most every
// CHECK_INTERVAL_MS), which costs Spurq one read when nothing changed, so a friend's new share
// shows at the next page open rather than half an hour later. Pure: the storage and the request
// are the caller's (layer.ts).
import type { PageIndex, PageIndexEntry } from "@shared";

/** The shortest time between two checks: page opens in a burst (a new window) ask once. */
export const CHECK_INTERVAL_MS = 10_000;

export interface KeptIndex {
  uid: string;
  /** What Spurq answered last, sent back as `since`; absent until a first answer. */
  version?: string;
  /** When Spurq was last asked (ms). */
  checkedAt: number;
  entries: PageIndexEntry[];
}

/** Whether the kept index is the reader's and was checked too recently to ask again. */
export const isFresh = (kept: KeptIndex | undefined, uid: string, now: number): boolean =>
  kept !== undefined && kept.uid === uid && now - kept.checkedAt < CHECK_INTERVAL_MS;

/** The `since` to send: the kept version, when the index is this reader's. */
export const sinceOf = (kept: KeptIndex | undefined, uid: string): string | undefined =>
  kept?.uid === uid ? kept.version : undefined;

/**
 * The kept index after Spurq's answer: a whole list replaces it; a delta drops the entries of
 * every article it names in `changed` (left, moved or changed) and adds their current entries.
 */
export function applyAnswer(
  kept: KeptIndex | undefined,
  uid: string,
  answer: PageIndex,
  now: number,
): KeptIndex {
  // A delta answers a `since` of this reader's index only; anything else starts again.
  const base = answer.full || kept?.uid !== uid ? [] : kept.entries;
  const changed = new Set(answer.changed);
  const entries = [...answer.entries, ...base.filter((entry) => !changed.has(entry.articleId))];
  return { uid, version: answer.version, checkedAt: now, entries };
}
