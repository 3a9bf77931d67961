// The group chats a user is in (lib/owned-data.ts): membership (and card data) on the chat, and
// the sender of each message. A deletion leaves the chats (a chat left with no members goes,
// with its messages), and each chat's last message stops being the user's.
import type { DocumentReference } from "firebase-admin/firestore";
import { db, runTransaction } from "../../lib/firebase";
import { BATCH_WRITES, type BatchDeleted, type OwnedData } from "../../lib/owned-data";
import {
  GROUP_CHATS,
  MESSAGES,
  moveChatMemberships,
  moveMessageSenders,
  type GroupChatDoc,
} from "./group-chats.repository";
import { departChat } from "./group-chats.service";

/** Chats handled per step: each needs its own transaction. */
const ITEMS_PER_STEP = 50;
/** Newest messages read to find a chat's last message not by the deleted user. */
const LAST_MESSAGE_CANDIDATES = 20;

/**
 * The chats the user is a member of, each left as a member leaves (the service's departChat, one
 * transaction per chat), silently: a chat with other members keeps them (its member list, count
 * and cards without the user; a creator that no longer exists); a chat the user was the last
 * member of goes, with its messages.
 */
async function leaveChats(uid: string): Promise<BatchDeleted> {
  const chats = db().collection(GROUP_CHATS).where("memberIds", "array-contains", uid).limit(ITEMS_PER_STEP);
  const snap = await chats.select().get();
  let deleted = 0;
  let done = snap.size < ITEMS_PER_STEP;
  for (const chat of snap.docs) {
    const step = await departChat(uid, chat.id, "account-deleted");
    deleted += step.deleted;
    if (step.outcome === "more") done = false;
  }
  return { deleted, done };
}

/**
 * The user's messages in chats that go on, per chat in one transaction with the chat's last
 * message: when it was the user's, the newest message left takes its place (or none, when the
 * newest twenty were all theirs).
 */
async function deleteMessagesBy(uid: string): Promise<BatchDeleted> {
  const snap = await db()
    .collectionGroup(MESSAGES)
    .where("senderId", "==", uid)
    .select()
    .limit(BATCH_WRITES)
    .get();
  const byChat = new Map<string, DocumentReference[]>();
  for (const doc of snap.docs) {
    const chatId = doc.ref.parent.parent!.id;
    byChat.set(chatId, [...(byChat.get(chatId) ?? []), doc.ref]);
  }
  for (const [chatId, refs] of byChat) {
    const chatRef = db().collection(GROUP_CHATS).doc(chatId);
    await runTransaction(async (tx) => {
      const chat = (await tx.get(chatRef)).data() as GroupChatDoc | undefined;
      const replaceLast = chat?.lastMessage?.sender.id === uid;
      const newest = replaceLast
        ? await tx.get(
            chatRef.collection(MESSAGES).orderBy("createdAt", "desc").limit(LAST_MESSAGE_CANDIDATES),
          )
        : undefined;
      for (const ref of refs) tx.delete(ref);
      if (!chat || !replaceLast) return;
      // A line the chat wrote itself (someone left) is no one's last message.
      const last = newest?.docs.find((doc) => doc.get("senderId") !== uid && !doc.get("kind"));
      tx.update(chatRef, {
        lastMessage: last
          ? { content: last.get("content"), sender: last.get("sender"), createdAt: last.get("createdAt") }
          : null,
      });
    });
  }
  return { deleted: snap.size, done: snap.size < BATCH_WRITES };
}

export const groupChatsOwnedData: readonly OwnedData[] = [
  { name: "groupChats.memberIds", moveBatch: moveChatMemberships, deleteBatch: ({ uid }) => leaveChats(uid) },
  {
    name: "groupChats/{id}/messages.senderId",
    moveBatch: moveMessageSenders,
    deleteBatch: ({ uid }) => deleteMessagesBy(uid),
  },
];
