// Firestore access for group chats:
//   groupChats/{id}                      name, memberIds, members' card data, the last message
//   groupChats/{id}/messages/{messageId} content, sender (denormalised), createdAt; `kind` on a
//                                        line the chat writes itself ("left")
//   groupChats/{id}/members/{uid}        { uid }: one per member, beside memberIds, so that a
//                                        message's transaction checks membership without reading
//                                        the chat, which every message's last-message write changes
// A chat holds its members' card data (at most 50), so the members list and each message's
// sender cost no extra reads. Members' browsers read messages directly through the rules'
// one exception for them (firestore.rules); every write goes through here.
import {
  type CollectionReference,
  type DocumentReference,
  type Timestamp,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { ChatUser, GroupMessageKind } from "../../shared";
import { db, runTransaction } from "../../lib/firebase";
import { decodeCursor, encodeCursor, newestFirstPage, type Page } from "../../lib/paging";
import { type QuerySpec, buildQuery } from "../../lib/query";

export const GROUP_CHATS = "groupChats";
export const MESSAGES = "messages";
export const MEMBERS = "members";
/** gRPC's FAILED_PRECONDITION: the chat changed since it was read. */
const FAILED_PRECONDITION = 9;
/** Tries of a last message's write before a newer one is left to say it (see setLastMessage). */
const LAST_MESSAGE_ATTEMPTS = 20;
/** gRPC's NOT_FOUND: an update of a document that does not exist. */
const NOT_FOUND = 5;

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
  /** Absent on a member's message; "left" on the line saying that `sender` left. */
  kind?: GroupMessageKind;
}

export interface StoredMessage extends MessageDoc {
  id: string;
}

const chats = () => db().collection(GROUP_CHATS) as CollectionReference<GroupChatDoc>;
const chatRef = (id: string) => chats().doc(id) as DocumentReference<GroupChatDoc>;
export const messagesOf = (chatId: string) =>
  chatRef(chatId).collection(MESSAGES) as CollectionReference<MessageDoc>;
const memberRef = (chatId: string, uid: string) => chatRef(chatId).collection(MEMBERS).doc(uid);

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

/** Creates the chat with a member document for each member (at most 50), in one batch. */
export async function createChat(chat: GroupChatDoc): Promise<StoredGroupChat> {
  const ref = chats().doc();
  const batch = db().batch();
  batch.create(ref, chat);
  for (const uid of chat.memberIds) batch.create(memberRef(ref.id, uid), { uid });
  await batch.commit();
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

/** A transaction or a batch: what writes a message. */
type Writer = Transaction | WriteBatch;

/** Writes a message (a member's, or a line the chat writes itself), in `writer`; returns it as stored. */
export function addMessage(writer: Writer, chatId: string, message: MessageDoc): StoredMessage {
  const ref = messagesOf(chatId).doc();
  writer.create(ref, message);
  return { id: ref.id, ...message };
}

const lastMessageOf = (message: MessageDoc) => ({
  lastMessage: { content: message.content, sender: message.sender, createdAt: message.createdAt },
  lastActivityAt: message.createdAt,
});

/** Makes `message` the chat's last message, in `batch`. */
export function setLastMessageIn(batch: WriteBatch, chatId: string, message: MessageDoc): void {
  batch.update(chatRef(chatId), lastMessageOf(message));
}

/**
 * Makes a stored message the chat's last message unless a newer one is there already, after the
 * message's own transaction (which does not read the chat, so senders never wait on each other for
 * it). No transaction either: the chat is read, and written on condition that it is still as read,
 * so of messages sent at once the newest stays, whatever order their writes land in; a write that
 * lost the race reads again, and stops once a message at least as new is there. A chat that went
 * meanwhile (its last member left) is left gone.
 */
export async function setLastMessage(chatId: string, message: StoredMessage): Promise<void> {
  for (let attempt = 1; attempt <= LAST_MESSAGE_ATTEMPTS; attempt += 1) {
    const snap = await chatRef(chatId).get();
    const last = snap.get("lastMessage") as LastMessage | null | undefined;
    if (!snap.exists || (last && last.createdAt.toMillis() >= message.createdAt.toMillis())) return;
    try {
      await chatRef(chatId).update(lastMessageOf(message), { lastUpdateTime: snap.updateTime! });
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === NOT_FOUND) return;
      if (code !== FAILED_PRECONDITION) throw error;
    }
  }
}

// ---- Transactions of sending and leaving (the service's sendMessage and departChat) ----

/** The chat read in `tx`, so that another transaction's change to it makes `tx` retry; or undefined. */
export async function chatInTransaction(tx: Transaction, id: string): Promise<StoredGroupChat | undefined> {
  const snap = await tx.get(chatRef(id));
  const data = snap.data();
  return data ? { id: snap.id, ...data } : undefined;
}

/**
 * Whether `uid` is a member of the chat, read in `tx` from their member document, which a leave
 * deletes in its transaction (so a message and a leave never overlap). A chat made before member
 * documents existed has none: its memberIds, read in `tx`, decide, and the member's document is
 * written in `tx`, so their next message no longer reads the chat.
 */
export async function isMemberInTransaction(tx: Transaction, chatId: string, uid: string): Promise<boolean> {
  if ((await tx.get(memberRef(chatId, uid))).exists) return true;
  const chat = await chatInTransaction(tx, chatId);
  if (!chat?.memberIds.includes(uid)) return false;
  tx.set(memberRef(chatId, uid), { uid });
  return true;
}

/**
 * The time of the chat's newest message, read in `tx`: a message stored before `tx` commits makes
 * it start again (Firestore's transactions are serializable; the query's range is read in `tx`).
 */
export async function newestMessageTimeInTransaction(
  tx: Transaction,
  chatId: string,
): Promise<Timestamp | undefined> {
  const snap = await tx.get(buildQuery(chatMessagesSpec, messagesOf(chatId)).limit(1));
  return snap.docs[0]?.get("createdAt") as Timestamp | undefined;
}

/** Up to `limit` of a chat's messages, read in `tx` (ids only), to delete with the chat. */
export async function messageRefsInTransaction(
  tx: Transaction,
  chatId: string,
  limit: number,
): Promise<DocumentReference[]> {
  const snap = await tx.get(messagesOf(chatId).select().limit(limit));
  return snap.docs.map((doc) => doc.ref);
}

/** Takes `uid` out of the chat's members (ids, count and cards), in `tx`. */
export function removeMember(
  tx: Transaction,
  chat: StoredGroupChat,
  uid: string,
  changes: Partial<GroupChatDoc> = {},
): void {
  const memberIds = chat.memberIds.filter((id) => id !== uid);
  const { [uid]: _gone, ...members } = chat.members;
  tx.update(chatRef(chat.id), { memberIds, memberCount: memberIds.length, members, ...changes });
  tx.delete(memberRef(chat.id, uid));
}

/** Deletes the messages and, when `withChat`, the chat itself, in `tx`. */
export function deleteInTransaction(
  tx: Transaction,
  chat: StoredGroupChat,
  messages: DocumentReference[],
  withChat: boolean,
): void {
  for (const ref of messages) tx.delete(ref);
  if (!withChat) return;
  tx.delete(chatRef(chat.id));
  // Only the last member's document is left: the others went as they left.
  for (const uid of chat.memberIds) tx.delete(memberRef(chat.id, uid));
}

// ---- Account repair (lib/owned-data.ts) ----

/** Chats or messages per batch of an account repair (a chat takes three writes: under 500). */
const REPAIR_BATCH = 150;

/**
 * Account repair: one batch of the chats `from` belongs to now name `to` instead (membership, card
 * data, creator, the last message's sender). A transaction, as a message may land meanwhile.
 */
export function moveChatMemberships(from: string, to: string): Promise<{ moved: number; done: boolean }> {
  return runTransaction(async (tx) => {
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
      tx.delete(memberRef(doc.id, from));
      tx.set(memberRef(doc.id, to), { uid: to });
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
