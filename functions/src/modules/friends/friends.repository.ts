// Firestore access for friendships and friend requests:
//   users/{uid}/friends/{friendUid}   the friend's card data, written on both sides together
//   friendRequests/{id}               requests, with both people's card data
//   friendPairs/{pairKey}             the state of one pair (none, pending, friends), which every
//                                     change to the pair reads and writes in its transaction, so
//                                     two people asking each other at once cannot both create a
//                                     request, and a search learns relationships in one read each
// Other modules check friendship only through isFriend / getFriendLink (one document read).
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type Query,
  type Transaction,
} from "firebase-admin/firestore";
import type { FriendRequestStatus, Relationship, UserCard } from "../../shared";
import { db } from "../../lib/firebase";
import { now as clock } from "../../lib/clock";
import { Ledger } from "../progress/ledger";
import { newestFirstPage, type Page } from "../../lib/paging";
import type { QuerySpec } from "../articles/articles.queries";
import { USERS, type UserDoc } from "../users/users.repository";
import { addToDigest } from "../mail/digests.repository";

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

interface FriendPairDoc {
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
  db().collection(USERS).doc(uid).collection(FRIENDS) as CollectionReference<FriendLinkDoc>;
const requests = () => db().collection(FRIEND_REQUESTS) as CollectionReference<FriendRequestDoc>;
const userRef = (uid: string) => db().collection(USERS).doc(uid) as DocumentReference<UserDoc>;

export const pairKey = (a: string, b: string) => [a, b].sort().join("_");
const pairRef = (a: string, b: string) =>
  db().collection(FRIEND_PAIRS).doc(pairKey(a, b)) as DocumentReference<FriendPairDoc>;

/** `uid`'s link to `otherUid` (holding whether `uid` muted them), or undefined when not friends. */
export async function getFriendLink(uid: string, otherUid: string): Promise<FriendLinkDoc | undefined> {
  return (await friendLinks(uid).doc(otherUid).get()).data();
}

export async function isFriend(uid: string, otherUid: string): Promise<boolean> {
  return (await friendLinks(uid).doc(otherUid).get()).exists;
}

export const toCard = (uid: string, user: Pick<UserDoc, "username" | "avatar">): UserCard => ({
  id: uid,
  username: user.username,
  avatar: user.avatar ?? null,
});

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

// ---- Changes, each in one transaction ----

/**
 * Writes both sides of a friendship, counts it on both users, settles the pair and, the first
 * time these two become friends, records a made friend in both users' points (`ledger` was
 * opened for both in the transaction's reads).
 */
function writeFriendship(
  tx: Transaction,
  a: UserCard,
  b: UserCard,
  now: Timestamp,
  pair: FriendPairDoc | undefined,
  ledger: Ledger,
) {
  const link = (friend: UserCard): FriendLinkDoc => ({
    friendId: friend.id,
    username: friend.username,
    avatar: friend.avatar,
    isMuted: false,
    createdAt: now,
  });
  tx.create(friendLinks(a.id).doc(b.id), link(b));
  tx.create(friendLinks(b.id).doc(a.id), link(a));
  tx.update(userRef(a.id), { friendCount: FieldValue.increment(1) });
  tx.update(userRef(b.id), { friendCount: FieldValue.increment(1) });
  setPair(tx, a.id, b.id, "friends", null, now, { befriendedAt: pair?.befriendedAt ?? now });
  if (pair?.befriendedAt) return;
  for (const [self, other] of [
    [a, b],
    [b, a],
  ] as const) {
    ledger.record(self.id, {
      type: "friend_made",
      at: now.toDate(),
      personId: other.id,
      context: other.username,
    });
  }
}

function setPair(
  tx: Transaction,
  a: string,
  b: string,
  state: FriendPairDoc["state"],
  request: { id: string; senderId: string } | null,
  now: Timestamp,
  extra: Partial<FriendPairDoc> = {},
) {
  // Merged, so that befriendedAt stays.
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

export type SendOutcome =
  | { kind: "unknownUser" }
  | { kind: "alreadyFriends" }
  | { kind: "alreadyPending" }
  | { kind: "sent"; id: string }
  | { kind: "acceptedTheirs"; id: string };

/**
 * Sends a request from `senderId` to `receiverId`, unless they are friends or one is pending;
 * when the receiver had already asked the sender, accepts that request instead.
 */
export function sendRequest(senderId: string, receiverId: string): Promise<SendOutcome> {
  return db().runTransaction(
    async (tx): Promise<SendOutcome> => {
      const [senderSnap, receiverSnap, pairSnap] = await Promise.all([
        tx.get(userRef(senderId)),
        tx.get(userRef(receiverId)),
        tx.get(pairRef(senderId, receiverId)),
      ]);
      const sender = senderSnap?.data();
      const receiver = receiverSnap?.data();
      if (!sender || !receiver) return { kind: "unknownUser" };
      const pair = pairSnap?.data();
      const now = Timestamp.fromDate(clock());
      const senderCard = toCard(senderId, sender);
      const receiverCard = toCard(receiverId, receiver);
      if (pair?.state === "friends") return { kind: "alreadyFriends" };
      if (pair?.state === "pending" && pair.requestId) {
        if (pair.senderId === senderId) return { kind: "alreadyPending" };
        const ledger = await Ledger.open(tx, senderId, receiverId);
        tx.update(requests().doc(pair.requestId), { status: "accepted", updatedAt: now });
        writeFriendship(tx, senderCard, receiverCard, now, pair, ledger);
        return { kind: "acceptedTheirs", id: pair.requestId };
      }
      const ref = requests().doc();
      tx.create(ref, {
        senderId,
        receiverId,
        pairKey: pairKey(senderId, receiverId),
        sender: senderCard,
        receiver: receiverCard,
        status: "pending",
        createdAt: now,
        updatedAt: now,
      });
      setPair(tx, senderId, receiverId, "pending", { id: ref.id, senderId }, now);
      // The receiver's friend-request e-mail digest counts it with it (issue 12).
      addToDigest(
        tx,
        receiverId,
        "friendRequests",
        { eventId: ref.id, actor: sender.username, path: "/friends" },
        now.toDate(),
      );
      return { kind: "sent", id: ref.id };
    },
    // Two people asking each other at once contend on their pair; let each wait its turn.
    { maxAttempts: 20 },
  );
}

export type ChangeOutcome = "notFound" | "notPending" | "done";

/**
 * The receiver accepts or rejects a pending request. Acceptance writes both friend links, the
 * counts and the request's status in one transaction.
 */
export function answerRequest(
  uid: string,
  requestId: string,
  status: "accepted" | "rejected",
): Promise<ChangeOutcome> {
  return db().runTransaction(
    async (tx): Promise<ChangeOutcome> => {
      const request = (await tx.get(requests().doc(requestId))).data();
      if (!request || request.receiverId !== uid) return "notFound";
      if (request.status !== "pending") return "notPending";
      const [senderSnap, receiverSnap, pairSnap] = await Promise.all([
        tx.get(userRef(request.senderId)),
        tx.get(userRef(uid)),
        tx.get(pairRef(request.senderId, uid)),
      ]);
      const sender = senderSnap?.data();
      const receiver = receiverSnap?.data();
      const pair = pairSnap?.data();
      const befriends = status === "accepted" && sender && receiver && pair?.state !== "friends";
      const ledger = befriends ? await Ledger.open(tx, request.senderId, uid) : undefined;
      const now = Timestamp.fromDate(clock());
      tx.update(requests().doc(requestId), { status, updatedAt: now });
      if (status === "rejected" || !sender || !receiver) {
        // A sender whose account is gone cannot become a friend: the request just closes.
        setPair(tx, request.senderId, uid, "none", null, now);
      } else if (ledger) {
        writeFriendship(tx, toCard(request.senderId, sender), toCard(uid, receiver), now, pair, ledger);
      }
      return "done";
    },
    { maxAttempts: 20 },
  );
}

/**
 * Makes two existing users friends (an accepted invitation, for one), closing any request
 * pending between them; does nothing when they already are. False when either user is unknown.
 */
export function befriend(aId: string, bId: string): Promise<boolean> {
  return db().runTransaction(
    async (tx) => {
      const [aSnap, bSnap, pairSnap] = await Promise.all([
        tx.get(userRef(aId)),
        tx.get(userRef(bId)),
        tx.get(pairRef(aId, bId)),
      ]);
      const a = aSnap?.data();
      const b = bSnap?.data();
      if (!a || !b || aId === bId) return false;
      const pair = pairSnap?.data();
      if (pair?.state === "friends") return true;
      const ledger = await Ledger.open(tx, aId, bId);
      const now = Timestamp.fromDate(clock());
      if (pair?.state === "pending" && pair.requestId) {
        tx.update(requests().doc(pair.requestId), { status: "accepted", updatedAt: now });
      }
      writeFriendship(tx, toCard(aId, a), toCard(bId, b), now, pair, ledger);
      return true;
    },
    { maxAttempts: 20 },
  );
}

/** The sender withdraws a pending request: it is deleted, as if never sent. */
export function cancelRequest(uid: string, requestId: string): Promise<ChangeOutcome> {
  return db().runTransaction(
    async (tx): Promise<ChangeOutcome> => {
      const request = (await tx.get(requests().doc(requestId))).data();
      if (!request || request.senderId !== uid) return "notFound";
      if (request.status !== "pending") return "notPending";
      tx.delete(requests().doc(requestId));
      setPair(tx, request.senderId, request.receiverId, "none", null, Timestamp.now());
      return "done";
    },
    { maxAttempts: 20 },
  );
}

/** Mutes or unmutes a friend on the caller's side only; false when they are not friends. */
export async function setMuted(uid: string, friendId: string, isMuted: boolean): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const ref = friendLinks(uid).doc(friendId);
    if (!(await tx.get(ref)).exists) return false;
    tx.update(ref, { isMuted });
    return true;
  });
}

/** Ends a friendship on both sides at once; false when they were not friends. */
export function removeFriend(uid: string, friendId: string): Promise<boolean> {
  return db().runTransaction(
    async (tx) => {
      const mine = friendLinks(uid).doc(friendId);
      const [link, friend] = await Promise.all([tx.get(mine), tx.get(userRef(friendId))]);
      if (!link?.exists) return false;
      const now = Timestamp.now();
      tx.delete(mine);
      tx.delete(friendLinks(friendId).doc(uid));
      tx.update(userRef(uid), { friendCount: FieldValue.increment(-1) });
      // The friend's record may be gone (a deleted account); then there is no count to lower.
      if (friend?.exists) tx.update(userRef(friendId), { friendCount: FieldValue.increment(-1) });
      setPair(tx, uid, friendId, "none", null, now);
      return true;
    },
    { maxAttempts: 20 },
  );
}

// ---- Account repair: moving one user's friendships to a new uid ----

/** Documents per repair batch (two writes each at most; Firestore allows 500 a batch). */
const MOVE_BATCH = 200;

interface BatchMoved {
  moved: number;
  done: boolean;
}

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
