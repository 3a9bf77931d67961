// Firestore shapes and queries of spurqs, their replies and the unread badge:
//   spurqs/{id}                  the question with everything its cards show (sender, recipient,
//                                article title, highlight text), so a page of 20 is 21 reads
//   spurqs/{id}/replies/{id}     the spurq's own conversation between sender and recipient
//   badges/{uid}                 { unreadSpurqs, updatedAt }: the recipient's live badge count,
//                                changed in the same transaction as every change it counts
//   users/{uid}/exchanged/{friendUid}_{articleId}   { friendId, articleId, lastSpurqAt }: each side's
//                                index of the articles two friends exchanged, written with the spurq,
//                                so the Friends screen pages them at one read per card
// A spurq counts on the badge while it is unread and its sender was not muted when it was sent.
// The use cases that write them, each in one transaction, are in spurqs.service.ts.
import {
  FieldValue,
  type DocumentReference,
  type Query,
  type Timestamp,
  type Transaction,
} from "firebase-admin/firestore";
import type { ArticleUser, Page } from "../../shared";
import { db } from "../../lib/firebase";
import { pageAfter } from "../../lib/paging";
import { buildQuery, type QuerySpec } from "../../lib/query";
import { userDocument } from "../../lib/user-document";
import {
  articleSentSpurqsSpec,
  articleSpurqsSpec,
  exchangedSpec,
  spurqListSpec,
  spurqSearchSpec,
} from "./spurqs.queries";

export const SPURQS = "spurqs";
export const REPLIES = "replies";
export const BADGES = "badges";
/** Spurqs about one article to one reader marked read on opening it, at most (one transaction). */
export const MARK_READ_MAX = 100;
export const EXCHANGED = "exchanged";

export interface SpurqDoc {
  senderId: string;
  recipientId: string;
  articleId: string;
  highlightId: string | null;
  question: string | null;
  isRead: boolean;
  isNew: boolean;
  createdAt: Timestamp;
  sender: ArticleUser;
  recipient: ArticleUser;
  article: { id: string; title: string };
  /** A copy taken when asked; spurqs sent before colours were copied have none. */
  highlight: { text: string; color?: string } | null;
  seenAt: Timestamp | null;
  replyCount: number;
  lastReplyAt: Timestamp | null;
  /** The recipient had muted the sender when it was sent: it arrives but never raises the badge. */
  senderMuted: boolean;
  /**
   * When its recipient first replied: that reply earned them points, later ones do not, so
   * answering cannot be farmed (absent until then).
   */
  answeredAt?: Timestamp;
  /**
   * Search tokens of its question and of its replies' words (SPURQ_TOKENS_MAX at most), so the
   * search box finds the thread by either; absent on spurqs sent before threads were searched.
   */
  searchTokens?: string[];
}

export interface ReplyDoc {
  text: string;
  userId: string;
  user: ArticleUser;
  createdAt: Timestamp;
  /** Search tokens of its words: which reply of a thread the search found (absent on older replies). */
  textTokens?: string[];
}

export interface BadgeDoc {
  unreadSpurqs: number;
  updatedAt: Timestamp;
}

export type Stored<T> = T & { id: string };

export const spurqs = () => db().collection(SPURQS);
export const spurqRef = (id: string) => spurqs().doc(id) as DocumentReference<SpurqDoc>;
export const repliesOf = (id: string) => spurqRef(id).collection(REPLIES);
export const badgeRef = (uid: string) => db().collection(BADGES).doc(uid) as DocumentReference<BadgeDoc>;

export const counted = (spurq: Pick<SpurqDoc, "isRead" | "senderMuted">) =>
  !spurq.isRead && !spurq.senderMuted;

export function changeBadge(tx: Transaction, uid: string, delta: number) {
  if (!delta) return;
  tx.set(
    badgeRef(uid),
    { unreadSpurqs: FieldValue.increment(delta), updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}

const stored = <T>(snap: { id: string; data(): unknown }): Stored<T> => ({
  id: snap.id,
  ...(snap.data() as T),
});

export async function getSpurq(id: string): Promise<Stored<SpurqDoc> | undefined> {
  const snap = await spurqRef(id).get();
  return snap.exists ? stored<SpurqDoc>(snap) : undefined;
}

/** The recipient's spurqs about one article (what opening it marks read), bounded. */
export const articleSpurqs = (recipientId: string, articleId: string): Query =>
  buildQuery(articleSpurqsSpec(recipientId, articleId), spurqs()).limit(MARK_READ_MAX);

/** Up to `limit` of the spurqs about one article that `uid` sent and that they received, newest first. */
export async function spurqsAboutArticle(
  uid: string,
  articleId: string,
  limit: number,
): Promise<Array<Stored<SpurqDoc>>> {
  const [sent, received] = await Promise.all([
    buildQuery(articleSentSpurqsSpec(uid, articleId), spurqs()).limit(limit).get(),
    buildQuery(articleSpurqsSpec(uid, articleId), spurqs()).limit(limit).get(),
  ]);
  return [...sent.docs, ...received.docs]
    .map((doc) => stored<SpurqDoc>(doc))
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())
    .slice(0, limit);
}

export async function unreadCount(uid: string): Promise<number> {
  const badge = (await badgeRef(uid).get()).data();
  return Math.max(0, badge?.unreadSpurqs ?? 0);
}

// ---- Pages ----

export function listSpurqs(field: "recipientId" | "senderId", uid: string, limit: number, cursor?: string) {
  return pageAfter(buildQuery(spurqListSpec(field, uid), spurqs()), "createdAt", limit, cursor, (doc) =>
    stored<SpurqDoc>(doc),
  );
}

const repliesSpec: QuerySpec = { equals: [], orderBy: ["createdAt", "asc"], inMemory: {} };

export function listReplies(spurqId: string, limit: number, cursor?: string) {
  return pageAfter(buildQuery(repliesSpec, repliesOf(spurqId)), "createdAt", limit, cursor, (doc) =>
    stored<ReplyDoc>(doc),
  );
}

export interface ExchangedDoc {
  friendId: string;
  articleId: string;
  /** The newest spurq about the article between the two, either way. */
  lastSpurqAt: Timestamp;
}

/** One side's entry for an article exchanged with a friend (the id names both). */
export const exchangedIn = (uid: string) => userDocument(uid).collection(EXCHANGED);
export const exchangedRef = (uid: string, friendUid: string, articleId: string) =>
  exchangedIn(uid).doc(`${friendUid}_${articleId}`) as DocumentReference<ExchangedDoc>;

/**
 * A page of the articles two friends exchanged through spurqs, newest spurq first, each once:
 * the caller's own index of them, so a page of 20 costs 21 reads.
 */
export function exchangedArticles(
  uid: string,
  friendUid: string,
  limit: number,
  cursor: string | undefined,
): Promise<Page<ExchangedDoc>> {
  return pageAfter(
    buildQuery(exchangedSpec(friendUid), exchangedIn(uid)),
    "lastSpurqAt",
    limit,
    cursor,
    (doc) => doc.data() as ExchangedDoc,
  );
}

/** The user's newest incoming spurqs (the articles shared with them, and friends' questions). */
export async function newestIncoming(uid: string, limit: number): Promise<Array<Stored<SpurqDoc>>> {
  const snap = await buildQuery(spurqListSpec("recipientId", uid), spurqs()).limit(limit).get();
  return snap.docs.map((doc) => stored<SpurqDoc>(doc));
}

/** The caller's sent or received spurqs whose question or replies have a word starting with `token`, newest first. */
export async function searchSpurqs(
  field: "senderId" | "recipientId",
  uid: string,
  token: string,
  limit: number,
): Promise<Array<Stored<SpurqDoc>>> {
  const snap = await buildQuery(spurqSearchSpec(field, uid, token), spurqs())
    .limit(limit)
    .get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as SpurqDoc) }));
}

/** A thread's replies with a word starting with `token`, oldest first, at most `limit`. */
export async function searchReplies(
  id: string,
  token: string,
  limit: number,
): Promise<Array<Stored<ReplyDoc>>> {
  const snap = await repliesOf(id).where("textTokens", "array-contains", token).limit(limit).get();
  return snap.docs
    .map((doc) => ({ id: doc.id, ...(doc.data() as ReplyDoc) }))
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}
