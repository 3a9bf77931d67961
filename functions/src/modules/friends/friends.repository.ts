// Firestore access for friendships and friend requests:
//   users/{uid}/friends/{friendUid}   the friend's card data, written on both sides together
//   friendRequests/{id}               requests, with both people's card data
//   friendPairs/{pairKey}             the state of one pair (none, pending, friends), which every
//                                     change to the pair reads and writes in its transaction, so
//                                     two people asking each other at once cannot both create a
//                                     request, and a search learns relationships in one read each
// The use cases that change them, each in one transaction, are in friendships.service.ts.
import {
  type CollectionReference,
  type DocumentReference,
  type Query,
  type Timestamp,
  type Transaction,
} from "firebase-admin/firestore";
import type { FriendRequestStatus, Relationship, UserCard } from "../../shared";
import { db } from "../../lib/firebase";
import { newestFirstPage, type Page } from "../../lib/paging";
import type { QuerySpec } from "../../lib/query";
import { userDocument } from "../../lib/user-document";

export const FRIENDS = "friends";
export const FRIEND_REQUESTS = "friendRequests";
export const FRIEND_PAIRS = "friendPairs";

export interface FriendLinkDoc {
  friendId: string;
  username: string;
  avatar: string | null;
  isMuted: boolean;
  createdAt: Timestamp;
}

export interface FriendRequestDoc {
  senderId: string;
  receiverId: string;
  pairKey: string;
  sender: UserCard;
  receiver: UserCard;
  status: FriendRequestStatus;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface StoredFriendRequest extends FriendRequestDoc {
  id: string;
}

export interface FriendPairDoc {
  uids: string[];
  state: "none" | "pending" | "friends";
  /** The pending request and who sent it, while state is pending. */
  requestId: string | null;
  senderId: string | null;
  updatedAt: Timestamp;
  /**
   * When the two first became friends: that friendship earned both points; making friends again
   * after ending it earns none, so points cannot be farmed (absent before).
   */
  befriendedAt?: Timestamp;
}

export const friendLinks = (uid: string) =>
  userDocument(uid).collection(FRIENDS) as CollectionReference<FriendLinkDoc>;
export const requests = () => db().collection(FRIEND_REQUESTS) as CollectionReference<FriendRequestDoc>;

export const pairKey = (a: string, b: string) => [a, b].sort().join("_");
export const pairRef = (a: string, b: string) =>
  db().collection(FRIEND_PAIRS).doc(pairKey(a, b)) as DocumentReference<FriendPairDoc>;

/** `uid`'s link to `otherUid` (holding whether `uid` muted them), or undefined when not friends. */
export async function getFriendLink(uid: string, otherUid: string): Promise<FriendLinkDoc | undefined> {
  return (await friendLinks(uid).doc(otherUid).get()).data();
}

export async function isFriend(uid: string, otherUid: string): Promise<boolean> {
  return (await friendLinks(uid).doc(otherUid).get()).exists;
}

// ---- Lists ----

/** The caller's friends, most recently added first. */
export function listFriends(uid: string, limit: number, cursor?: string): Promise<Page<FriendLinkDoc>> {
  return newestFirstPage(friendLinks(uid), "createdAt", limit, cursor, (doc) => doc.data());
}

/** The query of a user's pending requests, as data, so a unit test can check its index. */
export function pendingRequestsSpec(uid: string, direction: "incoming" | "outgoing"): QuerySpec {
  return {
    equals: [
      [direction === "incoming" ? "receiverId" : "senderId", uid],
      ["status", "pending"],
    ],
    orderBy: ["createdAt", "desc"],
    inMemory: {},
  };
}

/** Pending requests the caller received (incoming) or sent (outgoing), newest first. */
export function listPendingRequests(
  uid: string,
  direction: "incoming" | "outgoing",
  limit: number,
  cursor?: string,
): Promise<Page<StoredFriendRequest>> {
  const spec = pendingRequestsSpec(uid, direction);
  let query: Query<FriendRequestDoc> = requests();
  for (const [field, value] of spec.equals) query = query.where(field, "==", value);
  return newestFirstPage(query, spec.orderBy[0], limit, cursor, (doc) => ({ id: doc.id, ...doc.data() }));
}

/** How `uid` stands with each of `otherIds`: one batched read of the pairs' documents. */
export async function relationships(uid: string, otherIds: string[]): Promise<Map<string, Relationship>> {
  const result = new Map<string, Relationship>();
  if (otherIds.length === 0) return result;
  const snaps = await db().getAll(...otherIds.map((other) => pairRef(uid, other)));
  otherIds.forEach((other, index) =>
    result.set(other, relationshipOf(uid, snaps[index]?.data() as FriendPairDoc | undefined)),
  );
  return result;
}

function relationshipOf(uid: string, pair: FriendPairDoc | undefined): Relationship {
  if (pair?.state === "friends") return "friend";
  if (pair?.state === "pending") return pair.senderId === uid ? "outgoing" : "incoming";
  return "none";
}

// ---- Writes inside a use case's transaction ----

/** Writes both friend links (each with the other's card). */
export function createLinks(tx: Transaction, a: UserCard, b: UserCard, now: Timestamp): void {
  const link = (friend: UserCard): FriendLinkDoc => ({
    friendId: friend.id,
    username: friend.username,
    avatar: friend.avatar,
    isMuted: false,
    createdAt: now,
  });
  tx.create(friendLinks(a.id).doc(b.id), link(b));
  tx.create(friendLinks(b.id).doc(a.id), link(a));
}

/** Deletes both friend links. */
export function deleteLinks(tx: Transaction, a: string, b: string): void {
  tx.delete(friendLinks(a).doc(b));
  tx.delete(friendLinks(b).doc(a));
}

/** Sets the pair's state (merged, so that befriendedAt stays). */
export function setPair(
  tx: Transaction,
  a: string,
  b: string,
  state: FriendPairDoc["state"],
  request: { id: string; senderId: string } | null,
  now: Timestamp,
  extra: Partial<FriendPairDoc> = {},
): void {
  tx.set(
    pairRef(a, b),
    {
      uids: [a, b].sort(),
      state,
      requestId: request?.id ?? null,
      senderId: request?.senderId ?? null,
      updatedAt: now,
      ...extra,
    },
    { merge: true },
  );
}

/** Which of `ids` `uid` has a friend link to (one batched read). */
export async function existingLinks(uid: string, ids: string[]): Promise<Set<string>> {
  const snaps = await db().getAll(...ids.map((id) => friendLinks(uid).doc(id)));
  return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
}

/** `uid`'s links to those of `ids` that are friends (one batched read), by friend id. */
export async function linksTo(uid: string, ids: string[]): Promise<Map<string, FriendLinkDoc>> {
  const snaps = await db().getAll(...ids.map((id) => friendLinks(uid).doc(id)));
  return new Map(snaps.filter((snap) => snap.exists).map((snap) => [snap.id, snap.data() as FriendLinkDoc]));
}
