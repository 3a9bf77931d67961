// Moving one user's friendships to a new uid (account repair), in bounded batches.
import type { CollectionReference } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import type { BatchMoved } from "../../lib/owned-data";
import { FRIENDS, FRIEND_PAIRS, pairKey, pairRef, requests, type FriendPairDoc } from "./friends.repository";

/** Documents per repair batch (two writes each at most; Firestore allows 500 a batch). */
const MOVE_BATCH = 200;

/**
 * Each friend's link to `from` (users/{friend}/friends/{from}) becomes users/{friend}/friends/{to};
 * the user's own links move with their friends subcollection.
 */
export async function moveFriendsLinksTo(from: string, to: string): Promise<BatchMoved> {
  const snap = await db().collectionGroup(FRIENDS).where("friendId", "==", from).limit(MOVE_BATCH).get();
  const batch = db().batch();
  for (const doc of snap.docs) {
    batch.set(doc.ref.parent.doc(to), { ...doc.data(), friendId: to });
    batch.delete(doc.ref);
  }
  if (!snap.empty) await batch.commit();
  return { moved: snap.size, done: snap.size < MOVE_BATCH };
}

/** Requests sent (side "sender") or received ("receiver") by `from`, with their card and pair key. */
export function moveRequestSide(side: "sender" | "receiver") {
  return async (from: string, to: string): Promise<BatchMoved> => {
    const snap = await requests().where(`${side}Id`, "==", from).limit(MOVE_BATCH).get();
    const batch = db().batch();
    for (const doc of snap.docs) {
      const other = side === "sender" ? doc.data().receiverId : doc.data().senderId;
      batch.update(doc.ref, { [`${side}Id`]: to, [`${side}.id`]: to, pairKey: pairKey(to, other) });
    }
    if (!snap.empty) await batch.commit();
    return { moved: snap.size, done: snap.size < MOVE_BATCH };
  };
}

/** The pairs `from` is in, re-keyed to the pair with `to`. */
export async function moveFriendPairs(from: string, to: string): Promise<BatchMoved> {
  const pairs = db().collection(FRIEND_PAIRS) as CollectionReference<FriendPairDoc>;
  const snap = await pairs.where("uids", "array-contains", from).limit(MOVE_BATCH).get();
  const batch = db().batch();
  for (const doc of snap.docs) {
    const pair = doc.data();
    const other = pair.uids.find((uid) => uid !== from) ?? from;
    batch.set(pairRef(to, other), {
      ...pair,
      uids: [to, other].sort(),
      senderId: pair.senderId === from ? to : pair.senderId,
    });
    batch.delete(doc.ref);
  }
  if (!snap.empty) await batch.commit();
  return { moved: snap.size, done: snap.size < MOVE_BATCH };
}
