// The friendships a user owns (lib/owned-data.ts): their own links, each friend's link to them,
// requests both ways (with their cards and pair keys) and the pairs' states. friendCount moves
// with the user record; a deletion lowers each friend's friendCount with their link, in one
// transaction that finds the link still there, so a second run of the deletion, or the friend
// unfriending meanwhile, lowers it no further.
import { db, runTransaction } from "../../lib/firebase";
import { deleteFound, userSubcollection, type BatchDeleted, type OwnedData } from "../../lib/owned-data";
import { changeFriendCount, readUser } from "../users";
import { FRIENDS, FRIEND_PAIRS, FRIEND_REQUESTS } from "./friends.repository";
import { moveFriendPairs, moveFriendsLinksTo, moveRequestSide } from "./friends.moves";

/** Friends' links handled per transaction (each also reads and writes the friend's record). */
const LINKS_PER_STEP = 50;

/**
 * Each friend's link to the user, with that friend's count of friends, in one transaction: the
 * links and the records are read in it, so each count drops only with a link this transaction
 * deletes (a friend whose account is gone has no count to lower).
 */
function deleteFriendLinksTo(uid: string): Promise<BatchDeleted> {
  return runTransaction(async (tx) => {
    const snap = await tx.get(
      db().collectionGroup(FRIENDS).where("friendId", "==", uid).limit(LINKS_PER_STEP),
    );
    if (snap.empty) return { deleted: 0, done: true };
    const owners = snap.docs.map((doc) => doc.ref.parent.parent!.id);
    const records = await Promise.all(owners.map((owner) => readUser(tx, owner)));
    snap.docs.forEach((doc, index) => {
      tx.delete(doc.ref);
      if (records[index]) changeFriendCount(tx, owners[index]!, -1);
    });
    return { deleted: snap.size, done: snap.size < LINKS_PER_STEP };
  });
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
