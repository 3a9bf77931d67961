// Group chats: only the caller's friends can be put in a chat with them; only members see a chat,
// its members and its messages, and everyone else gets 404 (the one access check is memberChat).
// Messages are written here; members' browsers listen to them directly (firestore.rules) and fall
// back to GET .../messages.
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
import { countIntoDay, timeZoneOf } from "../progress";
import { db } from "../../lib/firebase";
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
 */
export async function sendMessage(uid: string, id: string, content: string): Promise<GroupMessage> {
  const [chat, timeZone] = await Promise.all([memberChat(uid, id), timeZoneOf(uid)]);
  await takeAllowance({ chatMessage: uid });
  const card = chat.members[uid];
  const at = now();
  const message = await storeMessage(
    id,
    {
      content,
      senderId: uid,
      sender: { id: uid, username: card?.username ?? "", avatar: card?.avatar ?? null },
      createdAt: Timestamp.fromDate(at),
    },
    dayKey(at, timeZone),
  );
  return toMessage(message);
}

/**
 * Stores a message, makes it the chat's last message and counts it into the sender's `day`
 * (their calendar day, for the platform statistics), in one batch.
 */
export async function storeMessage(
  chatId: string,
  message: repo.MessageDoc,
  day: string,
): Promise<repo.StoredMessage> {
  const batch = db().batch();
  const stored = repo.writeMessage(batch, chatId, message);
  countIntoDay(batch, message.senderId, day, "messagesCount");
  await batch.commit();
  return stored;
}
