// A user's card (username and avatar) is copied wherever other people's screens show it, so that
// lists cost no extra reads (each module lists its copies: lib/card-places.ts). After a rename
// or a new avatar those copies are refreshed here, place after place, in batches, by a job
// (card-copies.job.ts), never in the request that made the change.
//
// Resumable: the transaction that changes the card also writes `profileRefresh` (where to start)
// on the user record, and each batch moves that marker on in the same atomic write as its copies,
// on condition that the record is unchanged since the batch read the card, so a batch always
// writes the card as it is now. The marker is the job's cursor: a slice, repeated or not, goes on
// from it, and a change during a refresh restarts it, so the newest card reaches every copy.
// Highlights, comments, search and profiles read the user record itself, so they are right at once.
import { FieldPath } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import type { Card, CardPlace, FieldChange } from "../../lib/card-places";
import { friendLinkCardPlaces, friendRequestCardPlaces } from "../friends";
import { groupChatCardPlaces } from "../group-chats";
import { spurqCardPlaces } from "../spurqs";
import { contributorsCardPlaces } from "../contributors";
import { getUserVersion, setRefreshMarker, type ProfileRefresh } from "../users";

/** Documents per batch (one atomic write: these and the marker; Firestore allows 500). */
export const REFRESH_BATCH = 400;
/** Batches one call of refreshCardCopies spends at most, unless told otherwise. */
export const REFRESH_BATCHES_PER_CALL = 25;

/**
 * Every copy, in order: friends' links first, since new chats and spurqs copy the card from them,
 * and chats before messages, since a new message copies its sender from the chat. Each module
 * lists its own places; the user record's refresh marker counts places in this order.
 */
export const CARD_PLACES: readonly CardPlace[] = [
  ...friendLinkCardPlaces,
  ...groupChatCardPlaces,
  ...friendRequestCardPlaces,
  ...spurqCardPlaces,
  ...contributorsCardPlaces,
];

export interface RefreshOutcome {
  /** True when no copy is left to refresh (the marker is gone). */
  done: boolean;
  /** Documents rewritten. */
  updated: number;
}

/**
 * Refreshes `uid`'s copies from where the marker says, at most `maxBatches` batches of
 * `batchSize`, stopping early once `outOfTime`.
 */
export async function refreshCardCopies(
  uid: string,
  {
    maxBatches = REFRESH_BATCHES_PER_CALL,
    batchSize = REFRESH_BATCH,
    outOfTime = () => false,
  }: { maxBatches?: number; batchSize?: number; outOfTime?: () => boolean } = {},
): Promise<RefreshOutcome> {
  let updated = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const step = await refreshBatch(uid, batchSize);
    updated += step.updated;
    if (step.done) return { done: true, updated };
    if (outOfTime()) break;
  }
  return { done: false, updated };
}

/** gRPC codes of a lost race: the record changed since it was read, or a copy was deleted. */
const FAILED_PRECONDITION = 9;
const NOT_FOUND = 5;
const MAX_TRIES = 10;

/**
 * One batch, all or nothing: up to `batchSize` copies and the marker's next position, written on
 * condition that the user record (card and marker) has not changed since it was read. A
 * compare-and-set rather than a transaction, so the copies' documents are never locked while
 * other people write beside them (a chat's new message, a friend's mute); a batch that lost the
 * race reads again and writes the card as it is now.
 */
async function refreshBatch(uid: string, batchSize: number): Promise<RefreshOutcome> {
  for (let tries = 1; ; tries++) {
    const { user, updateTime } = await getUserVersion(uid);
    const marker = user?.profileRefresh;
    if (!user || !marker) return { done: true, updated: 0 };
    const batch = db().batch();
    const place = CARD_PLACES[marker.place];
    let updated = 0;
    let next: ProfileRefresh = { place: marker.place + 1, after: null };
    if (place) {
      let query = place.query(uid).orderBy(FieldPath.documentId());
      if (marker.after) query = query.startAfter(db().doc(marker.after));
      const snap = await query.limit(batchSize).get();
      const card: Card = { username: user.username, avatar: user.avatar ?? null };
      for (const doc of snap.docs) {
        const changes = place.changes(doc, uid, card);
        if (changes.length === 0) continue;
        const [[field, value], ...more] = changes as [FieldChange, ...FieldChange[]];
        batch.update(doc.ref, field, value, ...more.flat());
        updated++;
      }
      if (snap.size === batchSize) next = { place: marker.place, after: snap.docs.at(-1)!.ref.path };
    }
    const done = next.place >= CARD_PLACES.length;
    setRefreshMarker(batch, uid, done ? null : next, updateTime!);
    try {
      await batch.commit();
      return { done, updated };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if ((code !== FAILED_PRECONDITION && code !== NOT_FOUND) || tries >= MAX_TRIES) throw error;
    }
  }
}
