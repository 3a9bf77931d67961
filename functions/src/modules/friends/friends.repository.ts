// Firestore access for friendships and friend requests:
//   users/{uid}/friends/{friendUid}   the friend's card data, written on both sides together
//   friendRequests/{id}               one pending request per pair (pairKey = sorted uids)
// Other modules check friendship only through isFriend / getFriendLink (one document read).
import { type CollectionReference, type Timestamp, type Transaction } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { USERS } from "../users/users.repository";

export const FRIENDS = "friends";

export interface UserCard {
  id: string;
  username: string;
  avatar: string | null;
}

export interface FriendLinkDoc {
  friendId: string;
  username: string;
  avatar: string | null;
  isMuted: boolean;
  createdAt: Timestamp;
}

export const friendLinks = (uid: string) =>
  db().collection(USERS).doc(uid).collection(FRIENDS) as CollectionReference<FriendLinkDoc>;

/** `uid`'s link to `otherUid` (holding whether `uid` muted them), or undefined when not friends. */
export async function getFriendLink(uid: string, otherUid: string): Promise<FriendLinkDoc | undefined> {
  return (await friendLinks(uid).doc(otherUid).get()).data();
}

export async function isFriend(uid: string, otherUid: string): Promise<boolean> {
  return (await friendLinks(uid).doc(otherUid).get()).exists;
}

/**
 * Writes the friendship of `a` and `b` on both sides inside the caller's transaction, so neither
 * side can exist without the other. Each side holds the other's card, unmuted.
 */
export function writeFriendship(tx: Transaction, a: UserCard, b: UserCard, now: Timestamp): void {
  const link = (friend: UserCard): FriendLinkDoc => ({
    friendId: friend.id,
    username: friend.username,
    avatar: friend.avatar,
    isMuted: false,
    createdAt: now,
  });
  tx.set(friendLinks(a.id).doc(b.id), link(b));
  tx.set(friendLinks(b.id).doc(a.id), link(a));
}
