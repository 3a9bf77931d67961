// Firestore access for spurqs, their replies and the unread badge:
//   spurqs/{id}                  the question with everything its cards show (sender, recipient,
//                                article title, highlight text), so a page of 20 is 21 reads
//   spurqs/{id}/replies/{id}     the spurq's own conversation between sender and recipient
//   badges/{uid}                 { unreadSpurqs, updatedAt }: the recipient's live badge count,
//                                changed in the same transaction as every change it counts
//   articles/{id}/readers/{uid}  written with the spurq: its recipient may now read the article
//   users/{uid}/exchanged/{friendUid}_{articleId}   { friendId, articleId, lastSpurqAt }: each side's
//                                index of the articles two friends exchanged, written with the spurq,
//                                so the Friends screen pages them at one read per card
// A spurq counts on the badge while it is unread and its sender was not muted when it was sent.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type QueryDocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import type { ArticleUser, Page } from "../../shared";
import { db } from "../../lib/firebase";
import { now } from "../../lib/clock";
import { pageAfter } from "../../lib/paging";
import { Ledger } from "../progress/ledger";
import { buildQuery, readerRef, type ReaderDoc } from "../articles/articles.repository";
import type { QuerySpec } from "../articles/articles.queries";
import { USERS } from "../users/users.repository";
import { friendLinks } from "../friends/friends.repository";
import { addToDigest } from "../mail/digests.repository";
import { articleSpurqsSpec, exchangedSpec, spurqListSpec } from "./spurqs.queries";

export const SPURQS = "spurqs";
export const REPLIES = "replies";
export const BADGES = "badges";
/** Spurqs about one article to one reader marked read on opening it, at most (one transaction). */
const MARK_READ_MAX = 100;
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
  highlight: { text: string } | null;
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
}

export interface ReplyDoc {
  text: string;
  userId: string;
  user: ArticleUser;
  createdAt: Timestamp;
}

export interface BadgeDoc {
  unreadSpurqs: number;
  updatedAt: Timestamp;
}

export type Stored<T> = T & { id: string };

const spurqs = () => db().collection(SPURQS);
const spurqRef = (id: string) => spurqs().doc(id) as DocumentReference<SpurqDoc>;
const repliesOf = (id: string) => spurqRef(id).collection(REPLIES);
export const badgeRef = (uid: string) => db().collection(BADGES).doc(uid) as DocumentReference<BadgeDoc>;

/** Transactions that contend on one user's totals (progress/{uid}) wait their turn. */
const CONTENDED = { maxAttempts: 20 };

const counted = (spurq: Pick<SpurqDoc, "isRead" | "senderMuted">) => !spurq.isRead && !spurq.senderMuted;

function changeBadge(tx: Transaction, uid: string, delta: number) {
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

export type NewSpurq = Omit<
  SpurqDoc,
  "isRead" | "isNew" | "createdAt" | "seenAt" | "replyCount" | "lastReplyAt" | "senderMuted"
>;

/**
 * Stores the spurq, makes its recipient a reader of the article (unless they own it or already
 * are), raises their badge unless they muted the sender and records the sender's points, in one
 * transaction. Returns undefined when the two stopped being friends meanwhile.
 */
export async function createSpurq(
  fields: NewSpurq,
  articleOwnerId: string,
): Promise<Stored<SpurqDoc> | undefined> {
  const ref = spurqs().doc() as DocumentReference<SpurqDoc>;
  return db().runTransaction(async (tx) => {
    const [link, reader, ledger] = await Promise.all([
      tx.get(friendLinks(fields.recipientId).doc(fields.senderId)),
      tx.get(readerRef(fields.articleId, fields.recipientId)),
      Ledger.open(tx, fields.senderId),
    ]);
    if (!link.exists) return undefined;
    const at = Timestamp.fromDate(now());
    const doc: SpurqDoc = {
      ...fields,
      isRead: false,
      isNew: true,
      createdAt: at,
      seenAt: null,
      replyCount: 0,
      lastReplyAt: null,
      senderMuted: link.get("isMuted") === true,
    };
    tx.create(ref, doc);
    if (!reader.exists && fields.recipientId !== articleOwnerId) {
      const readerDoc: ReaderDoc = {
        uid: fields.recipientId,
        addedAt: at,
        lastViewed: null,
        viaSpurqId: ref.id,
      };
      tx.create(readerRef(fields.articleId, fields.recipientId), readerDoc);
    }
    changeBadge(tx, fields.recipientId, counted(doc) ? 1 : 0);
    // The recipient's new-spurq e-mail digest counts it (issue 12); a muted sender's spurq
    // arrives quietly: no badge, no e-mail.
    if (!doc.senderMuted) {
      addToDigest(
        tx,
        fields.recipientId,
        "spurqs",
        {
          eventId: ref.id,
          actor: fields.sender.username,
          articleTitle: fields.article.title,
          text: fields.question,
          path: `/articles/${fields.articleId}?question=${ref.id}`,
        },
        at.toDate(),
      );
    }
    ledger.record(fields.senderId, {
      type: "spurq_sent",
      at: at.toDate(),
      articleId: fields.articleId,
      personId: fields.recipientId,
      context: fields.article.title,
    });
    for (const [uid, friendId] of [
      [fields.senderId, fields.recipientId],
      [fields.recipientId, fields.senderId],
    ] as const) {
      const entry: ExchangedDoc = { friendId, articleId: fields.articleId, lastSpurqAt: at };
      tx.set(exchangedRef(uid, friendId, fields.articleId), entry);
    }
    return { id: ref.id, ...doc };
  }, CONTENDED);
}

/**
 * Marks the recipient's spurq read or unread and moves the badge by what actually changed, in one
 * transaction (marking read twice lowers it once). Undefined when it is not the caller's incoming spurq.
 */
export async function setRead(
  id: string,
  recipientId: string,
  read: boolean,
): Promise<Stored<SpurqDoc> | undefined> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(spurqRef(id));
    const spurq = snap.data();
    if (!spurq || spurq.recipientId !== recipientId) return undefined;
    const changes: Partial<SpurqDoc> = read
      ? { isRead: true, isNew: false }
      : { isRead: false, isNew: false };
    const next = { ...spurq, ...changes };
    if (next.isRead !== spurq.isRead || next.isNew !== spurq.isNew) tx.update(spurqRef(id), changes);
    changeBadge(tx, recipientId, Number(counted(next)) - Number(counted(spurq)));
    return { id, ...next };
  });
}

/**
 * Opening an article marks the reader's unread incoming spurqs about it read and notes when its
 * recipient first saw each (the sender's 'Seen'). One bounded query; a transaction only when
 * something changes.
 */
export async function markArticleSpurqsSeen(recipientId: string, articleId: string): Promise<void> {
  const query = buildQuery(articleSpurqsSpec(recipientId, articleId), spurqs()).limit(MARK_READ_MAX);
  const needsChange = (doc: QueryDocumentSnapshot) => doc.get("isRead") !== true || !doc.get("seenAt");
  const first = await query.get();
  if (!first.docs.some(needsChange)) return;
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(query);
    const now = Timestamp.now();
    let delta = 0;
    for (const doc of snap.docs.filter(needsChange)) {
      const spurq = doc.data() as SpurqDoc;
      tx.update(doc.ref, { isRead: true, isNew: false, seenAt: spurq.seenAt ?? now });
      delta -= Number(counted(spurq));
    }
    changeBadge(tx, recipientId, delta);
  });
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

/**
 * Adds a reply and counts it on the spurq (the sender's 'Answered'), in one transaction; the
 * recipient's first reply also earns them the points of answering. Undefined when the spurq is gone.
 */
export async function createReply(spurqId: string, fields: Omit<ReplyDoc, "createdAt">) {
  const ref = repliesOf(spurqId).doc();
  const doc: ReplyDoc = { ...fields, createdAt: Timestamp.fromDate(now()) };
  const landed = await db().runTransaction(async (tx) => {
    const spurq = (await tx.get(spurqRef(spurqId))).data();
    if (!spurq) return false;
    const answers = spurq.recipientId === fields.userId && !spurq.answeredAt;
    const ledger = answers ? await Ledger.open(tx, fields.userId) : undefined;
    tx.create(ref, doc);
    tx.update(spurqRef(spurqId), {
      replyCount: FieldValue.increment(1),
      lastReplyAt: doc.createdAt,
      ...(answers ? { answeredAt: doc.createdAt } : {}),
    });
    ledger?.record(fields.userId, {
      type: "spurq_answered",
      at: doc.createdAt.toDate(),
      articleId: spurq.articleId,
      personId: spurq.senderId,
      context: spurq.article.title,
    });
    return true;
  }, CONTENDED);
  return landed ? { id: ref.id, ...doc } : undefined;
}

export interface ExchangedDoc {
  friendId: string;
  articleId: string;
  /** The newest spurq about the article between the two, either way. */
  lastSpurqAt: Timestamp;
}

/** One side's entry for an article exchanged with a friend (the id names both). */
export const exchangedIn = (uid: string) => db().collection(USERS).doc(uid).collection(EXCHANGED);
const exchangedRef = (uid: string, friendUid: string, articleId: string) =>
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
