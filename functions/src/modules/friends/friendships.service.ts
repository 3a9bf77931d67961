// The changes to friendships, each one transaction that reads the pair's state first: two people
// asking each other at once cannot both create a request, and a friendship's both links, both
// friend counts, the pair and the points of a first friendship land together or not at all.
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import type { UserCard } from "../../shared";
import { runTransaction } from "../../lib/firebase";
import { now as clock } from "../../lib/clock";
import { changeFriendCount, readActiveUser, readUser, toCard } from "../users";
import { Ledger } from "../progress";
import { addToDigest } from "../mail";
import { noteIndexReset } from "../page-index-changes";
import {
  createLinks,
  deleteLinks,
  friendLinks,
  pairKey,
  pairRef,
  requests,
  setPair,
  type FriendPairDoc,
} from "./friends.repository";

/** Transactions on one pair contend when both people act at once; let each wait its turn. */
const CONTENDED = { maxAttempts: 20 };

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
  createLinks(tx, a, b, now);
  changeFriendCount(tx, a.id, 1);
  changeFriendCount(tx, b.id, 1);
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

/**
 * The two users' records and their pair, read in `tx`. A record being deleted reads as none: no
 * request, acceptance or friendship may name an account once its deletion has begun.
 */
async function readPair(tx: Transaction, a: string, b: string) {
  const [first, second, pair] = await Promise.all([
    readActiveUser(tx, a),
    readActiveUser(tx, b),
    tx.get(pairRef(a, b)),
  ]);
  return { first, second, pair: pair.data() };
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
export function requestFriendship(senderId: string, receiverId: string): Promise<SendOutcome> {
  return runTransaction(async (tx): Promise<SendOutcome> => {
    const { first: sender, second: receiver, pair } = await readPair(tx, senderId, receiverId);
    if (!sender || !receiver) return { kind: "unknownUser" };
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
    // The receiver's friend-request e-mail digest counts it with it.
    addToDigest(
      tx,
      receiverId,
      "friendRequests",
      { eventId: ref.id, actor: sender.username, path: "/friends" },
      now.toDate(),
    );
    return { kind: "sent", id: ref.id };
  }, CONTENDED);
}

export type ChangeOutcome = "notFound" | "notPending" | "done";

/**
 * The receiver accepts or rejects a pending request. Acceptance writes both friend links, the
 * counts and the request's status in one transaction.
 */
export function settleRequest(
  uid: string,
  requestId: string,
  status: "accepted" | "rejected",
): Promise<ChangeOutcome> {
  return runTransaction(async (tx): Promise<ChangeOutcome> => {
    const request = (await tx.get(requests().doc(requestId))).data();
    if (!request || request.receiverId !== uid) return "notFound";
    if (request.status !== "pending") return "notPending";
    const { first: sender, second: receiver, pair } = await readPair(tx, request.senderId, uid);
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
  }, CONTENDED);
}

/**
 * Makes two existing users friends (an accepted invitation, for one), closing any request
 * pending between them; does nothing when they already are. False when either user is unknown.
 */
export function befriend(aId: string, bId: string): Promise<boolean> {
  return runTransaction(async (tx) => {
    const { first: a, second: b, pair } = await readPair(tx, aId, bId);
    if (!a || !b || aId === bId) return false;
    if (pair?.state === "friends") return true;
    const ledger = await Ledger.open(tx, aId, bId);
    const now = Timestamp.fromDate(clock());
    if (pair?.state === "pending" && pair.requestId) {
      tx.update(requests().doc(pair.requestId), { status: "accepted", updatedAt: now });
    }
    writeFriendship(tx, toCard(aId, a), toCard(bId, b), now, pair, ledger);
    return true;
  }, CONTENDED);
}

/** The sender withdraws a pending request: it is deleted, as if never sent. */
export function withdrawRequest(uid: string, requestId: string): Promise<ChangeOutcome> {
  return runTransaction(async (tx): Promise<ChangeOutcome> => {
    const request = (await tx.get(requests().doc(requestId))).data();
    if (!request || request.senderId !== uid) return "notFound";
    if (request.status !== "pending") return "notPending";
    tx.delete(requests().doc(requestId));
    setPair(tx, request.senderId, request.receiverId, "none", null, Timestamp.fromDate(clock()));
    return "done";
  }, CONTENDED);
}

/** Mutes or unmutes a friend on the caller's side only; false when they are not friends. */
export function changeMute(uid: string, friendId: string, isMuted: boolean): Promise<boolean> {
  return runTransaction(async (tx) => {
    const ref = friendLinks(uid).doc(friendId);
    if (!(await tx.get(ref)).exists) return false;
    tx.update(ref, { isMuted });
    return true;
  });
}

/** Ends a friendship on both sides at once; false when they were not friends. */
export function endFriendship(uid: string, friendId: string): Promise<boolean> {
  return runTransaction(async (tx) => {
    const [link, friend] = await Promise.all([
      tx.get(friendLinks(uid).doc(friendId)),
      readUser(tx, friendId),
    ]);
    if (!link.exists) return false;
    deleteLinks(tx, uid, friendId);
    // Every article shared either way leaves the other's page index: the extensions of both
    // fetch their whole list at their next check (rare, and cheaper than listing the grants).
    noteIndexReset(tx, uid);
    noteIndexReset(tx, friendId);
    changeFriendCount(tx, uid, -1);
    // The friend's record may be gone (a deleted account); then there is no count to lower.
    if (friend) changeFriendCount(tx, friendId, -1);
    setPair(tx, uid, friendId, "none", null, Timestamp.fromDate(clock()));
    return true;
  }, CONTENDED);
}
