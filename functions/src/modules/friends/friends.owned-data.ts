// The friendships a user owns (lib/owned-data.ts): their own links, each friend's link to them,
// requests both ways (with their cards and pair keys) and the pairs' states. friendCount moves
// with the user record; a deletion lowers each friend's friendCount with their link.
import { db } from "../../lib/firebase";
import {
  BATCH_WRITES,
  deleteFound,
  userSubcollection,
  type BatchDeleted,
  type OwnedData,
} from "../../lib/owned-data";
import { changeFriendCount } from "../users";
import { FRIENDS, FRIEND_PAIRS, FRIEND_REQUESTS } from "./friends.repository";
import { moveFriendPairs, moveFriendsLinksTo, moveRequestSide } from "./friends.moves";

/** Each friend's link to the user, with that friend's count of friends, in one batch. */
async function deleteFriendLinksTo(uid: string): Promise<BatchDeleted> {
  const snap = await db()
    .collectionGroup(FRIENDS)
    .where("friendId", "==", uid)
    .limit(BATCH_WRITES / 2)
    .get();
  if (snap.empty) return { deleted: 0, done: true };
  const owners = snap.docs.map((doc) => doc.ref.parent.parent!);
  const records = await db().getAll(...owners);
  const batch = db().batch();
  snap.docs.forEach((doc, index) => {
    batch.delete(doc.ref);
    if (records[index]!.exists) changeFriendCount(batch, owners[index]!.id, -1);
  });
  await batch.commit();
  return { deleted: snap.size, done: snap.size < BATCH_WRITES / 2 };
}

export const friendsOwnedData: readonly OwnedData[] = [
  userSubcollection(FRIENDS),
  {
    name: "users/{friend}/friends/{uid}",
    moveBatch: moveFriendsLinksTo,
    deleteBatch: ({ uid }) => deleteFriendLinksTo(uid),
  },
  ...(["sender", "receiver"] as const).map((side): OwnedData => ({
    name: `friendRequests.${side}Id`,
    moveBatch: moveRequestSide(side),
    deleteBatch: ({ uid }) => deleteFound(db().collection(FRIEND_REQUESTS).where(`${side}Id`, "==", uid)),
  })),
  {
    name: "friendPairs.uids",
    moveBatch: moveFriendPairs,
    deleteBatch: ({ uid }) => deleteFound(db().collection(FRIEND_PAIRS).where("uids", "array-contains", uid)),
  },
];
