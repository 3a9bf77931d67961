// Friends and friend requests: who may change what, and the answers' shapes.
// Every id a caller passes that is not theirs to use gets 404, so ids leak nothing.
import type { Transaction } from "firebase-admin/firestore";
import type {
  FriendLink,
  IncomingFriendRequest,
  OutgoingFriendRequest,
  SentFriendRequest,
} from "../../shared";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { Page } from "../../lib/paging";
import * as repo from "./friends.repository";
import * as friendships from "./friendships.service";
import { takeAllowance } from "../rate-limits";

export const FRIEND_MESSAGES = {
  self: "You cannot send a friend request to yourself.",
  unknownUser: "User not found",
  alreadyFriends: "You are already friends with this user.",
  alreadyPending: "A friend request to this user is already pending.",
  notPending: "This friend request has already been answered.",
  requestNotFound: "Friend request not found",
  friendNotFound: "Friend not found",
} as const;

export async function listFriends(uid: string, limit: number, cursor?: string): Promise<Page<FriendLink>> {
  const page = await repo.listFriends(uid, limit, cursor);
  return {
    items: page.items.map((link) => ({
      id: link.friendId,
      friend: { id: link.friendId, username: link.username, avatar: link.avatar },
      isMuted: link.isMuted,
    })),
    nextCursor: page.nextCursor,
  };
}

export async function incomingRequests(
  uid: string,
  limit: number,
  cursor?: string,
): Promise<Page<IncomingFriendRequest>> {
  const page = await repo.listPendingRequests(uid, "incoming", limit, cursor);
  return {
    items: page.items.map((r) => ({
      id: r.id,
      sender: r.sender,
      status: r.status,
      createdAt: r.createdAt.toDate().toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

export async function outgoingRequests(
  uid: string,
  limit: number,
  cursor?: string,
): Promise<Page<OutgoingFriendRequest>> {
  const page = await repo.listPendingRequests(uid, "outgoing", limit, cursor);
  return {
    items: page.items.map((r) => ({
      id: r.id,
      receiver: r.receiver,
      status: r.status,
      createdAt: r.createdAt.toDate().toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * Sends a request. `created` is false when the receiver had already asked the caller and that
 * request was accepted instead (the route answers 200 then, 201 for a new request).
 */
export async function sendRequest(
  uid: string,
  receiverId: string,
): Promise<{ created: boolean; body: SentFriendRequest }> {
  if (receiverId === uid) throw badRequest(`receiverId: ${FRIEND_MESSAGES.self}`, { field: "receiverId" });
  await takeAllowance({ friendRequest: uid });
  const outcome = await friendships.requestFriendship(uid, receiverId);
  switch (outcome.kind) {
    case "unknownUser":
      throw notFound(FRIEND_MESSAGES.unknownUser);
    case "alreadyFriends":
      throw conflict(FRIEND_MESSAGES.alreadyFriends);
    case "alreadyPending":
      throw conflict(FRIEND_MESSAGES.alreadyPending);
    case "sent":
      return { created: true, body: { id: outcome.id, status: "pending" } };
    case "acceptedTheirs":
      return { created: false, body: { id: outcome.id, status: "accepted" } };
  }
}

function settle(outcome: friendships.ChangeOutcome): void {
  if (outcome === "notFound") throw notFound(FRIEND_MESSAGES.requestNotFound);
  if (outcome === "notPending") throw conflict(FRIEND_MESSAGES.notPending);
}

export async function answerRequest(uid: string, requestId: string, status: "accepted" | "rejected") {
  settle(await friendships.settleRequest(uid, requestId, status));
  return { id: requestId, status };
}

export async function cancelRequest(uid: string, requestId: string): Promise<void> {
  settle(await friendships.withdrawRequest(uid, requestId));
}

export async function setMuted(uid: string, friendId: string, isMuted: boolean) {
  if (!(await friendships.changeMute(uid, friendId, isMuted))) throw notFound(FRIEND_MESSAGES.friendNotFound);
  return { id: friendId, isMuted };
}

export async function removeFriend(uid: string, friendId: string): Promise<void> {
  if (!(await friendships.endFriendship(uid, friendId))) throw notFound(FRIEND_MESSAGES.friendNotFound);
}

/** `uid`'s link to `otherUid` (holding whether `uid` muted them), or undefined when not friends. */
export const getFriendLink = repo.getFriendLink;
/** Whether the two are friends (one document read). */
export const isFriend = repo.isFriend;
export { befriend } from "./friendships.service";

/**
 * `uid`'s link to `otherUid` as read in `tx`: a use case that must only happen between friends
 * (a spurq) checks it here, in the transaction that writes, so an unfriending meanwhile wins.
 */
export async function friendLinkInTransaction(
  tx: Transaction,
  uid: string,
  otherUid: string,
): Promise<repo.FriendLinkDoc | undefined> {
  return (await tx.get(repo.friendLinks(uid).doc(otherUid))).data();
}

/** Which of `ids` are the user's friends now (one batched read of their links). */
export async function friendsAmong(uid: string, ids: Iterable<string>): Promise<Set<string>> {
  const unique = [...new Set(ids)].filter((id) => id !== uid);
  if (!unique.length) return new Set();
  return repo.existingLinks(uid, unique);
}

/** `uid`'s links to each of `ids` that are friends (one batched read), by friend id. */
export async function friendLinksTo(uid: string, ids: string[]): Promise<Map<string, repo.FriendLinkDoc>> {
  const unique = [...new Set(ids)].filter((id) => id !== uid);
  if (!unique.length) return new Map();
  return repo.linksTo(uid, unique);
}
