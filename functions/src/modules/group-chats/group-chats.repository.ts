// Firestore access for group chats:
//   groupChats/{id}                      name, memberIds, members' card data, the last message
//   groupChats/{id}/messages/{messageId} content, sender (denormalised), createdAt
// A chat holds its members' card data (at most 50), so the members list and each message's
// sender cost no extra reads. Members' browsers read messages directly through the rules'
// one exception for them (firestore.rules); every write goes through here.
import {
  type CollectionReference,
  type DocumentReference,
  type Timestamp,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { ChatUser } from "../../shared";
import { db } from "../../lib/firebase";
import { decodeCursor, encodeCursor, newestFirstPage, type Page } from "../../lib/paging";
import { type QuerySpec, buildQuery } from "../../lib/query";

export const GROUP_CHATS = "groupChats";
export const MESSAGES = "messages";

export type MemberCard = Omit<ChatUser, "id">;

export interface LastMessage {
  content: string;
  sender: ChatUser;
  createdAt: Timestamp;
}

export interface GroupChatDoc {
  name: string;
  memberIds: string[];
  memberCount: number;
  /** Card data of each member, keyed by uid. */
  members: Record<string, MemberCard>;
  createdBy: string;
  createdAt: Timestamp;
  /** The chat list's order: the last message's time, or the creation time. */
  lastActivityAt: Timestamp;
  lastMessage: LastMessage | null;
}

export interface StoredGroupChat extends GroupChatDoc {
  id: string;
}

export interface MessageDoc {
  content: string;
  senderId: string;
  sender: ChatUser;
  createdAt: Timestamp;
}

export interface StoredMessage extends MessageDoc {
  id: string;
}

const chats = () => db().collection(GROUP_CHATS) as CollectionReference<GroupChatDoc>;
const chatRef = (id: string) => chats().doc(id) as DocumentReference<GroupChatDoc>;
export const messagesOf = (chatId: string) =>
  chatRef(chatId).collection(MESSAGES) as CollectionReference<MessageDoc>;

/** The caller's chats, most recent activity first. */
export const memberChatsSpec = (uid: string): QuerySpec => ({
  equals: [],
  arrayContains: ["memberIds", uid],
  orderBy: ["lastActivityAt", "desc"],
  inMemory: {},
});

/** A chat's messages, newest first (the API's pages and the browser's listener). */
export const chatMessagesSpec: QuerySpec = { equals: [], orderBy: ["createdAt", "desc"], inMemory: {} };

/**
 * The queries of this module that need a composite index, for the index test. A chat's messages
 * are ordered by one field, which its automatic single-field index serves.
 */
export const GROUP_CHAT_QUERIES: Array<[string, QuerySpec]> = [[GROUP_CHATS, memberChatsSpec("")]];

export async function createChat(chat: GroupChatDoc): Promise<StoredGroupChat> {
  const ref = chats().doc();
  await ref.create(chat);
  return { id: ref.id, ...chat };
}

/** One read: the chat, or undefined. */
export async function getChat(id: string): Promise<StoredGroupChat | undefined> {
  const snap = await chatRef(id).get();
  const data = snap.data();
  return data ? { id: snap.id, ...data } : undefined;
}

/** One page of `uid`'s chats: reads at most `limit + 1` documents. */
export function listMemberChats(uid: string, limit: number, cursor?: string): Promise<Page<StoredGroupChat>> {
  const spec = memberChatsSpec(uid);
  const [field, value] = spec.arrayContains!;
  return newestFirstPage(
    chats().where(field, "array-contains", value),
    spec.orderBy[0],
    limit,
    cursor,
    (doc) => ({
      id: doc.id,
      ...doc.data(),
    }),
  );
}

/**
 * Up to `limit` messages before the `before` cursor (or the newest), oldest first. Reads exactly
 * the messages returned (at least one): a full page gets a cursor, which may lead to an empty page.
 */
export async function listMessages(
  chatId: string,
  limit: number,
  before?: string,
): Promise<{ items: StoredMessage[]; nextCursor: string | null }> {
  let query = buildQuery(chatMessagesSpec, messagesOf(chatId));
  if (before) {
    const { value, id } = decodeCursor(before, "before");
    query = query.startAfter(value, id);
  }
  const snap = await query.limit(limit).get();
  const newestFirst = snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as MessageDoc) }));
  const oldest = newestFirst.at(-1);
  return {
    items: newestFirst.reverse(),
    nextCursor: snap.size === limit && oldest ? encodeCursor(oldest.createdAt, oldest.id) : null,
  };
}

/** Writes a message and makes it the chat's last message, in `batch`; returns it as stored. */
export function writeMessage(batch: WriteBatch, chatId: string, message: MessageDoc): StoredMessage {
  const ref = messagesOf(chatId).doc();
  batch.create(ref, message);
  batch.update(chatRef(chatId), {
    lastMessage: { content: message.content, sender: message.sender, createdAt: message.createdAt },
    lastActivityAt: message.createdAt,
  });
  return { id: ref.id, ...message };
}

// ---- Account repair (lib/owned-data.ts) ----

/** Chats or messages per batch of an account repair. */
const REPAIR_BATCH = 200;

/**
 * Account repair: one batch of the chats `from` belongs to now name `to` instead (membership, card
 * data, creator, the last message's sender). A transaction, as a message may land meanwhile.
 */
export function moveChatMemberships(from: string, to: string): Promise<{ moved: number; done: boolean }> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(chats().where("memberIds", "array-contains", from).limit(REPAIR_BATCH));
    for (const doc of snap.docs) {
      const chat = doc.data();
      const memberIds = [...new Set(chat.memberIds.map((id) => (id === from ? to : id)))];
      const { [from]: card, ...members } = chat.members;
      const last = chat.lastMessage;
      tx.update(doc.ref, {
        memberIds,
        memberCount: memberIds.length,
        members: card ? { ...members, [to]: members[to] ?? card } : members,
        ...(chat.createdBy === from ? { createdBy: to } : {}),
        ...(last?.sender.id === from ? { lastMessage: { ...last, sender: { ...last.sender, id: to } } } : {}),
      });
    }
    return { moved: snap.size, done: snap.size < REPAIR_BATCH };
  });
}

/** Account repair: one batch of the messages `from` sent now name `to` as their sender. */
export async function moveMessageSenders(
  from: string,
  to: string,
): Promise<{ moved: number; done: boolean }> {
  const snap = await db().collectionGroup(MESSAGES).where("senderId", "==", from).limit(REPAIR_BATCH).get();
  if (snap.empty) return { moved: 0, done: true };
  const batch = db().batch();
  for (const doc of snap.docs) batch.update(doc.ref, { senderId: to, "sender.id": to });
  await batch.commit();
  return { moved: snap.size, done: snap.size < REPAIR_BATCH };
}
