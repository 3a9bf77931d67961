// Friends and friend requests (issue 10 point 3): who may change what, and the answers' shapes.
// Every id a caller passes that is not theirs to use gets 404, so ids leak nothing.
import type {
  FriendLink,
  IncomingFriendRequest,
  OutgoingFriendRequest,
  SentFriendRequest,
} from "../../shared";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { Page } from "../../lib/paging";
import { takeAllowance } from "../rate-limits/rate-limits.service";
import * as repo from "./friends.repository";

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
  const outcome = await repo.sendRequest(uid, receiverId);
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

function settle(outcome: repo.ChangeOutcome): void {
  if (outcome === "notFound") throw notFound(FRIEND_MESSAGES.requestNotFound);
  if (outcome === "notPending") throw conflict(FRIEND_MESSAGES.notPending);
}

export async function answerRequest(uid: string, requestId: string, status: "accepted" | "rejected") {
  settle(await repo.answerRequest(uid, requestId, status));
  return { id: requestId, status };
}

export async function cancelRequest(uid: string, requestId: string): Promise<void> {
  settle(await repo.cancelRequest(uid, requestId));
}

export async function setMuted(uid: string, friendId: string, isMuted: boolean) {
  if (!(await repo.setMuted(uid, friendId, isMuted))) throw notFound(FRIEND_MESSAGES.friendNotFound);
  return { id: friendId, isMuted };
}

export async function removeFriend(uid: string, friendId: string): Promise<void> {
  if (!(await repo.removeFriend(uid, friendId))) throw notFound(FRIEND_MESSAGES.friendNotFound);
}
