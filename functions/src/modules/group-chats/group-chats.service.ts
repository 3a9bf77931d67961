// Group chats: only the caller's friends can be put in a chat with them; only members see a chat,
// its members and its messages, and everyone else gets 404 (the one access check is memberChat).
// Messages are written here; members' browsers listen to them directly (firestore.rules) and fall
// back to GET .../messages. A member who leaves stops reading and posting at once: the leave takes
// them out of memberIds and deletes their member document in one transaction (departChat), and
// every message's transaction reads that member document (sendMessage).
import { Timestamp } from "firebase-admin/firestore";
import {
  type ChatUser,
  type CreateGroupChatBody,
  type GroupChat,
  type GroupMessage,
  type GroupMessagesPage,
  type Page,
  dayKey,
} from "../../shared";
import { now } from "../../lib/clock";
import { badRequest, notFound } from "../../lib/errors";
import { BATCH_WRITES, DELETED_ACCOUNT } from "../../lib/owned-data";
import { countIntoDay, timeZoneOf } from "../progress";
import { db, runTransaction } from "../../lib/firebase";
import * as repo from "./group-chats.repository";
import { getUser } from "../users";
import { takeAllowance } from "../rate-limits";
import { getFriendLink } from "../friends";

const chatNotFound = () => notFound("Group chat not found");

/** The chat when `uid` is one of its members; 404 otherwise (ids leak nothing). One read. */
export async function memberChat(uid: string, id: string): Promise<repo.StoredGroupChat> {
  const chat = await repo.getChat(id);
  if (!chat || !chat.memberIds.includes(uid)) throw chatNotFound();
  return chat;
}

const toMessage = (message: repo.StoredMessage): GroupMessage => ({
  id: message.id,
  content: message.content,
  createdAt: message.createdAt.toDate().toISOString(),
  sender: message.sender,
  ...(message.kind ? { kind: message.kind } : {}),
});

const toChat = (chat: repo.StoredGroupChat): GroupChat => ({
  id: chat.id,
  name: chat.name,
  memberCount: chat.memberCount,
  createdBy: chat.createdBy,
  createdAt: chat.createdAt.toDate().toISOString(),
  lastMessage: chat.lastMessage
    ? {
        content: chat.lastMessage.content,
        sender: chat.lastMessage.sender,
        createdAt: chat.lastMessage.createdAt.toDate().toISOString(),
      }
    : null,
});

/**
 * Creates a chat of the caller and some of their friends. Each friend's card data comes from the
 * caller's friend link to them, which is also the friendship check (one read each).
 */
export async function createGroupChat(uid: string, body: CreateGroupChatBody): Promise<GroupChat> {
  const others = [...new Set(body.memberIds)].filter((id) => id !== uid);
  if (others.length === 0) {
    throw badRequest("memberIds: Please choose at least one friend.", { field: "memberIds" });
  }
  const [caller, ...links] = await Promise.all([getUser(uid), ...others.map((id) => getFriendLink(uid, id))]);
  if (!caller) throw notFound("User not found");
  if (links.some((link) => !link)) {
    throw badRequest("memberIds: You can only add your friends to a group chat.", { field: "memberIds" });
  }
  await takeAllowance({ groupChat: uid });
  const members: Record<string, repo.MemberCard> = {
    [uid]: { username: caller.username, avatar: caller.avatar ?? null },
  };
  others.forEach((id, index) => {
    const link = links[index]!;
    members[id] = { username: link.username, avatar: link.avatar ?? null };
  });
  const at = Timestamp.fromDate(now());
  const chat = await repo.createChat({
    name: body.name,
    memberIds: [uid, ...others],
    memberCount: others.length + 1,
    members,
    createdBy: uid,
    createdAt: at,
    lastActivityAt: at,
    lastMessage: null,
  });
  return toChat(chat);
}

export async function listGroupChats(uid: string, limit: number, cursor?: string): Promise<Page<GroupChat>> {
  const page = await repo.listMemberChats(uid, limit, cursor);
  return { items: page.items.map(toChat), nextCursor: page.nextCursor };
}

export const getGroupChat = async (uid: string, id: string): Promise<GroupChat> =>
  toChat(await memberChat(uid, id));

/** A chat's members, from the card data the chat holds (one read, at most 50), by username. */
export async function listMembers(uid: string, id: string): Promise<Page<ChatUser>> {
  const chat = await memberChat(uid, id);
  const items = chat.memberIds
    .map((memberId) => ({
      id: memberId,
      username: chat.members[memberId]?.username ?? "",
      avatar: chat.members[memberId]?.avatar ?? null,
    }))
    .sort((a, b) => a.username.localeCompare(b.username));
  return { items, nextCursor: null };
}

export async function listMessages(
  uid: string,
  id: string,
  limit: number,
  before?: string,
): Promise<GroupMessagesPage> {
  await memberChat(uid, id);
  const page = await repo.listMessages(id, limit, before);
  return { items: page.items.map(toMessage), nextCursor: page.nextCursor };
}

/**
 * Sends a message as the caller; their card data comes from the chat. The message counts into the
 * sender's day for the platform statistics, in their time zone (one more read, beside the chat's).
 * Membership is checked before the rate limit is taken (a stranger's attempt costs nothing), and
 * again in the message's transaction, which reads the caller's member document: a leave deletes
 * it in its own transaction (departChat), so the two never overlap, and once a member has left
 * nothing of theirs is stored. The transaction reads and writes no document another member's
 * message touches (not the chat), so fifty members posting at once do not wait on each other; the
 * chat's last message is set after it, the newest of those sent at once winning (setLastMessage).
 */
export async function sendMessage(uid: string, id: string, content: string): Promise<GroupMessage> {
  const [chat, timeZone] = await Promise.all([memberChat(uid, id), timeZoneOf(uid)]);
  await takeAllowance({ chatMessage: uid });
  const card = chat.members[uid];
  const message = await runTransaction(async (tx) => {
    if (!(await repo.isMemberInTransaction(tx, id, uid))) throw chatNotFound();
    const at = now();
    const stored = repo.addMessage(tx, id, {
      content,
      senderId: uid,
      sender: { id: uid, username: card?.username ?? "", avatar: card?.avatar ?? null },
      createdAt: Timestamp.fromDate(at),
    });
    countIntoDay(tx, uid, dayKey(at, timeZone), "messagesCount");
    return stored;
  });
  await repo.setLastMessage(id, message);
  return toMessage(message);
}

/**
 * Stores a message as sendMessage would, without its checks: the message, the chat's last message
 * and the sender's `day` (their calendar day, for the platform statistics) in one batch. For
 * history written at chosen times.
 */
export async function storeMessage(
  chatId: string,
  message: repo.MessageDoc,
  day: string,
): Promise<repo.StoredMessage> {
  const batch = db().batch();
  const stored = repo.addMessage(batch, chatId, message);
  repo.setLastMessageIn(batch, chatId, message);
  countIntoDay(batch, message.senderId, day, "messagesCount");
  await batch.commit();
  return stored;
}

/**
 * How a member goes: "leave" (they chose to: the others get a line saying so) or
 * "account-deleted" (silently, and a chat they created names a deleted account as its creator).
 */
export type Departure = "leave" | "account-deleted";

/**
 * What one departChat step did: "not-member" (the chat is gone or `uid` is not in it: nothing
 * changed), "left" (the chat goes on without them), "deleted" (they were its last member: the chat
 * went, with its messages), "more" (they are its last member and it still has messages: a batch of
 * them went, ask again).
 */
export type DepartureStep = { outcome: "not-member" | "left" | "deleted" | "more"; deleted: number };

/** Messages deleted per transaction when the last member leaves (the chat's own delete makes 400). */
const MESSAGES_PER_STEP = BATCH_WRITES - 1;

/**
 * Takes `uid` out of chat `id` in one transaction that changes the chat's memberIds and deletes
 * their member document, which every message's transaction reads (sendMessage): from its commit
 * on, they read and post nothing there
 * (the API checks memberIds, and so do the rules the live listener runs under). The line saying
 * they left is written in the same transaction, dated after the chat's newest message, which the
 * transaction reads too: a message stored meanwhile makes it start again, so nothing of theirs
 * sorts after the line. A last member takes the chat with them; its messages go first, in bounded
 * steps ("more"), while the chat still stands, so an interrupted leave can be asked again. The one
 * leave of the API and of account deletion.
 */
export function departChat(uid: string, id: string, departure: Departure): Promise<DepartureStep> {
  return runTransaction(async (tx): Promise<DepartureStep> => {
    const chat = await repo.chatInTransaction(tx, id);
    if (!chat?.memberIds.includes(uid)) return { outcome: "not-member", deleted: 0 };
    if (chat.memberIds.every((memberId) => memberId === uid)) {
      const messages = await repo.messageRefsInTransaction(tx, id, MESSAGES_PER_STEP);
      const more = messages.length === MESSAGES_PER_STEP;
      repo.deleteInTransaction(tx, chat, messages, !more);
      return { outcome: more ? "more" : "deleted", deleted: messages.length + (more ? 0 : 1) };
    }
    const newest = departure === "leave" ? await repo.newestMessageTimeInTransaction(tx, id) : undefined;
    const forget = departure === "account-deleted" && chat.createdBy === uid;
    repo.removeMember(tx, chat, uid, forget ? { createdBy: DELETED_ACCOUNT } : {});
    if (departure === "leave") {
      const card = chat.members[uid];
      // After the newest message even if this instance's clock is behind its sender's.
      const at = Math.max(now().getTime(), (newest?.toMillis() ?? 0) + 1);
      repo.addMessage(tx, id, {
        kind: "left",
        content: "",
        senderId: uid,
        sender: { id: uid, username: card?.username ?? "", avatar: card?.avatar ?? null },
        createdAt: Timestamp.fromMillis(at),
      });
    }
    return { outcome: "left", deleted: 1 };
  });
}

/**
 * DELETE /api/group-chats/{id}/members/me: the caller leaves the chat (departChat). 404 when they
 * are not in it, as for any chat they may not see; nothing changes then.
 */
export async function leaveGroupChat(uid: string, id: string): Promise<void> {
  let step = await departChat(uid, id, "leave");
  if (step.outcome === "not-member") throw chatNotFound();
  while (step.outcome === "more") step = await departChat(uid, id, "leave");
}
