// Account deletion (DELETE /api/user): the deletion batches of the kinds of data whose removal
// needs more than deleting the documents that name the user, each listed in OWNED_DATA
// (users/owned-data.repository) beside the move of the same data.
//
// Each call does one bounded step and says whether more is left; each step is safe to run again
// after a failure: what a committed batch deleted is not found again, and a count it changed
// (a friend's badge, an article's counts) changed in the same atomic write as the deletion.
import { FieldPath, FieldValue, type DocumentReference, type Query } from "firebase-admin/firestore";
import { POINTS_BUCKET_MINS, pointsBucket } from "../../shared";
import { db } from "../../lib/firebase";
import { ARTICLES, COMMENTS, HIGHLIGHTS, READERS } from "../articles/articles.repository";
import {
  deleteComment,
  deleteHighlight,
  type CommentDoc,
  type HighlightDoc,
} from "../annotations/annotations.repository";
import { FRIENDS } from "../friends/friends.repository";
import { GROUP_CHATS, MESSAGES, type GroupChatDoc } from "../group-chats/group-chats.repository";
import { progressRef, type ProgressDoc } from "../progress/ledger";
import { pointsDistributionRef } from "../statistics/ranking.job";
import { topContributorsRef } from "../contributors/contributors.repository";
import { BADGES, REPLIES, SPURQS, type SpurqDoc } from "../spurqs/spurqs.repository";
import { RATE_LIMITS } from "../rate-limits/rate-limits.service";
import { EMAILS, USERNAMES, USERS, type UserDoc } from "../users/users.repository";

export interface BatchDeleted {
  deleted: number;
  done: boolean;
}

/**
 * What stands in for a deleted account where a record must keep saying that someone did
 * something (an invitation that was used, a chat's creator, an audit entry).
 */
export const DELETED_ACCOUNT = "deleted-account";

/** Writes per batch (Firestore allows 500). */
const BATCH_WRITES = 400;
/** The user's articles deleted per step, each with its body, readers, highlights and comments. */
const ARTICLES_PER_STEP = 50;
/** Highlights, comments, spurqs or chats handled per step when each needs its own transaction. */
const ITEMS_PER_STEP = 50;

/** Deletes the documents, in batches of at most BATCH_WRITES; returns how many. */
export async function deleteRefs(refs: DocumentReference[]): Promise<number> {
  const commits: Array<Promise<unknown>> = [];
  for (let start = 0; start < refs.length; start += BATCH_WRITES) {
    const batch = db().batch();
    for (const ref of refs.slice(start, start + BATCH_WRITES)) batch.delete(ref);
    commits.push(batch.commit());
  }
  await Promise.all(commits);
  return refs.length;
}

/** One step of deleting every document `query` finds (reading ids only). */
export async function deleteFound(query: Query): Promise<BatchDeleted> {
  const snap = await query.select().limit(BATCH_WRITES).get();
  await deleteRefs(snap.docs.map((doc) => doc.ref));
  return { deleted: snap.size, done: snap.size < BATCH_WRITES };
}

/**
 * The user's own articles, each with everything under and about it: its body chunks (by id, as
 * the article counts them), its readers, and every highlight and comment on it (the readers'
 * too: they were notes on this article; their points stay, as when an owner deletes an article).
 * An article goes only once nothing of it is left, so an interrupted step finds it again.
 */
export async function deleteOwnArticles(uid: string): Promise<BatchDeleted> {
  const snap = await db()
    .collection(ARTICLES)
    .where("userId", "==", uid)
    .select("chunkCount")
    .limit(ARTICLES_PER_STEP)
    .get();
  const dependents: DocumentReference[] = [];
  const finished: DocumentReference[] = [];
  await Promise.all(
    snap.docs.map(async (article) => {
      const chunks = Number(article.get("chunkCount") ?? 0);
      for (let index = 0; index < chunks; index++) {
        dependents.push(article.ref.collection("chunks").doc(String(index)));
      }
      const found = await Promise.all([
        article.ref.collection(READERS).select().limit(BATCH_WRITES).get(),
        db().collection(HIGHLIGHTS).where("articleId", "==", article.id).select().limit(BATCH_WRITES).get(),
        db().collection(COMMENTS).where("articleId", "==", article.id).select().limit(BATCH_WRITES).get(),
      ]);
      for (const part of found) dependents.push(...part.docs.map((doc) => doc.ref));
      if (found.every((part) => part.size < BATCH_WRITES)) finished.push(article.ref);
    }),
  );
  await deleteRefs(dependents);
  await deleteRefs(finished);
  return {
    deleted: dependents.length + finished.length,
    done: snap.size < ARTICLES_PER_STEP && finished.length === snap.size,
  };
}

/**
 * The user's highlights on other people's articles (their own went with their articles), each
 * with its thread, as deleting it by hand does: the article's counts and first highlight stay
 * right, in the transaction of each deletion.
 */
export async function deleteOwnHighlights(uid: string): Promise<BatchDeleted> {
  const snap = await db().collection(HIGHLIGHTS).where("userId", "==", uid).limit(ITEMS_PER_STEP).get();
  for (const doc of snap.docs) await deleteHighlight({ id: doc.id, ...(doc.data() as HighlightDoc) });
  return { deleted: snap.size, done: snap.size < ITEMS_PER_STEP };
}

/** The user's comments on other people's highlights, each with the article's count. */
export async function deleteOwnComments(uid: string): Promise<BatchDeleted> {
  const snap = await db().collection(COMMENTS).where("userId", "==", uid).limit(ITEMS_PER_STEP).get();
  for (const doc of snap.docs) await deleteComment({ id: doc.id, ...(doc.data() as CommentDoc) });
  return { deleted: snap.size, done: snap.size < ITEMS_PER_STEP };
}

/**
 * Spurqs whose `field` names the user (sent or received), each with its replies; a spurq that
 * still counts on its recipient's unread badge lowers it in the batch that deletes it.
 */
export function deleteSpurqs(field: string) {
  return async (uid: string): Promise<BatchDeleted> => {
    const snap = await db().collection(SPURQS).where(field, "==", uid).limit(ITEMS_PER_STEP).get();
    let deleted = 0;
    let done = snap.size < ITEMS_PER_STEP;
    for (const doc of snap.docs) {
      const replies = await doc.ref.collection(REPLIES).select().limit(BATCH_WRITES).get();
      deleted += await deleteRefs(replies.docs.map((reply) => reply.ref));
      if (replies.size === BATCH_WRITES) {
        done = false;
        continue;
      }
      const spurq = doc.data() as SpurqDoc;
      const batch = db().batch();
      batch.delete(doc.ref);
      if (spurq.recipientId !== uid && !spurq.isRead && !spurq.senderMuted) {
        const badge = db().collection(BADGES).doc(spurq.recipientId);
        batch.set(badge, { unreadSpurqs: FieldValue.increment(-1) }, { merge: true });
      }
      await batch.commit();
      deleted += 1;
    }
    return { deleted, done };
  };
}

/** Each friend's link to the user, with that friend's count of friends, in one batch. */
export async function deleteFriendLinksTo(uid: string): Promise<BatchDeleted> {
  const snap = await db()
    .collectionGroup(FRIENDS)
    .where("friendId", "==", uid)
    .limit(BATCH_WRITES / 2)
    .get();
  if (snap.empty) return { deleted: 0, done: true };
  const owners = snap.docs.map((doc) => doc.ref.parent.parent!);
  const records = await db().getAll(...owners);
  const batch = db().batch();
  snap.docs.forEach((doc, index) => {
    batch.delete(doc.ref);
    if (records[index]!.exists) batch.update(owners[index]!, { friendCount: FieldValue.increment(-1) });
  });
  await batch.commit();
  return { deleted: snap.size, done: snap.size < BATCH_WRITES / 2 };
}

/**
 * The chats the user is a member of: a chat with other members keeps them (its member list,
 * count and cards without the user; a creator that no longer exists); a chat the user was the
 * last member of goes, with its messages.
 */
export async function leaveChats(uid: string): Promise<BatchDeleted> {
  const chats = db().collection(GROUP_CHATS).where("memberIds", "array-contains", uid).limit(ITEMS_PER_STEP);
  const snap = await chats.get();
  let deleted = 0;
  let done = snap.size < ITEMS_PER_STEP;
  for (const chat of snap.docs) {
    if ((chat.get("memberIds") as string[]).every((id) => id === uid)) {
      const step = await deleteFound(chat.ref.collection(MESSAGES));
      deleted += step.deleted;
      if (!step.done) {
        done = false;
        continue;
      }
      await chat.ref.delete();
      deleted += 1;
      continue;
    }
    await db().runTransaction(async (tx) => {
      const current = (await tx.get(chat.ref)).data() as GroupChatDoc | undefined;
      if (!current?.memberIds.includes(uid)) return;
      const memberIds = current.memberIds.filter((id) => id !== uid);
      const { [uid]: _gone, ...members } = current.members;
      tx.update(chat.ref, {
        memberIds,
        memberCount: memberIds.length,
        members,
        ...(current.createdBy === uid ? { createdBy: DELETED_ACCOUNT } : {}),
      });
    });
    deleted += 1;
  }
  return { deleted, done };
}

/** Newest messages read to find a chat's last message not by the deleted user. */
const LAST_MESSAGE_CANDIDATES = 20;

/**
 * The user's messages in chats that go on, per chat in one transaction with the chat's last
 * message: when it was the user's, the newest message left takes its place (or none, when the
 * newest twenty were all theirs).
 */
export async function deleteMessagesBy(uid: string): Promise<BatchDeleted> {
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
    await db().runTransaction(async (tx) => {
      const chat = (await tx.get(chatRef)).data() as GroupChatDoc | undefined;
      const replaceLast = chat?.lastMessage?.sender.id === uid;
      const newest = replaceLast
        ? await tx.get(
            chatRef.collection(MESSAGES).orderBy("createdAt", "desc").limit(LAST_MESSAGE_CANDIDATES),
          )
        : undefined;
      for (const ref of refs) tx.delete(ref);
      if (!chat || !replaceLast) return;
      const last = newest?.docs.find((doc) => doc.get("senderId") !== uid);
      tx.update(chatRef, {
        lastMessage: last
          ? { content: last.get("content"), sender: last.get("sender"), createdAt: last.get("createdAt") }
          : null,
      });
    });
  }
  return { deleted: snap.size, done: snap.size < BATCH_WRITES };
}

/**
 * The user's points totals, and their place in the points distribution behind everyone's rank
 * percentile (the ranking job only sees totals that still exist), in one transaction.
 */
export async function deleteProgress(uid: string): Promise<BatchDeleted> {
  return db().runTransaction(async (tx) => {
    const [progress, distribution] = await Promise.all([
      tx.get(progressRef(uid)),
      tx.get(pointsDistributionRef()),
    ]);
    if (!progress.exists) return { deleted: 0, done: true };
    const ranked = (progress.data() as ProgressDoc).rankedPoints;
    const stored = distribution.data();
    if (stored && typeof ranked === "number") {
      const min = POINTS_BUCKET_MINS[pointsBucket(ranked)]!;
      tx.update(pointsDistributionRef(), {
        buckets: stored.buckets.map((bucket) =>
          bucket.min === min ? { ...bucket, count: Math.max(0, bucket.count - 1) } : bucket,
        ),
        total: Math.max(0, stored.total - 1),
      });
    }
    tx.delete(progressRef(uid));
    return { deleted: 1, done: true };
  });
}

/** The user's card among the week's top contributors (the hourly job would only drop it later). */
export async function leaveTopContributors(uid: string): Promise<BatchDeleted> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(topContributorsRef());
    const items = snap.data()?.items ?? [];
    const kept = items.filter((item) => item.id !== uid);
    if (kept.length !== items.length) tx.update(topContributorsRef(), { items: kept });
    return { deleted: items.length - kept.length, done: true };
  });
}

/**
 * Rewrites `field` from the user's uid to DELETED_ACCOUNT (or null) on what `query` finds: records
 * that belong to someone else, or to the service, and must keep saying that something happened.
 */
export function anonymise(
  query: (uid: string) => Query,
  field: string,
  value: string | null = DELETED_ACCOUNT,
) {
  return async (uid: string): Promise<BatchDeleted> => {
    const snap = await query(uid).select().limit(BATCH_WRITES).get();
    if (snap.empty) return { deleted: 0, done: true };
    const batch = db().batch();
    for (const doc of snap.docs) batch.update(doc.ref, { [field]: value });
    await batch.commit();
    return { deleted: snap.size, done: snap.size < BATCH_WRITES };
  };
}

/**
 * The user's rate-limit counters, found by their ids (`{limit}_{uid}_{window}`): one range per
 * limit. They would expire by themselves within a day; deleting them leaves nothing named by the uid.
 */
export async function deleteRateLimitCounters(uid: string): Promise<BatchDeleted> {
  const counters = db().collection("rateLimits");
  const found = await Promise.all(
    Object.keys(RATE_LIMITS).map((name) => {
      const prefix = `${name}_${encodeURIComponent(uid)}_`;
      return counters
        .where(FieldPath.documentId(), ">=", counters.doc(prefix))
        .where(FieldPath.documentId(), "<", counters.doc(`${prefix}\uf8ff`))
        .select()
        .limit(BATCH_WRITES)
        .get();
    }),
  );
  const refs = found.flatMap((snap) => snap.docs.map((doc) => doc.ref));
  await deleteRefs(refs);
  return { deleted: refs.length, done: found.every((snap) => snap.size < BATCH_WRITES) };
}

/**
 * The user record and its username and e-mail claims (each only while it still names this uid),
 * in one transaction: last, so an interrupted deletion can be confirmed with the username again.
 */
export async function deleteUserRecord(uid: string): Promise<number> {
  return db().runTransaction(async (tx) => {
    const user = (await tx.get(db().collection(USERS).doc(uid))).data() as UserDoc | undefined;
    if (!user) return 0;
    const claims = [
      db().collection(USERNAMES).doc(user.usernameLower),
      db().collection(EMAILS).doc(user.emailLower),
    ];
    const owners = await tx.getAll(...claims);
    const owned = claims.filter((_, index) => owners[index]!.get("uid") === uid);
    for (const ref of owned) tx.delete(ref);
    tx.delete(db().collection(USERS).doc(uid));
    return 1 + owned.length;
  });
}
