// Spurq rules: a reader of an article asks a friend about it (or one of its highlights); the
// friend becomes a reader; only the recipient marks it read or unread; only sender and recipient
// see and add to its reply thread. Anything else is 404, so ids leak nothing. Each change and
// what it counts (the unread badge, points, the e-mail digest) land in one transaction.
import { FieldValue, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { z } from "zod";
import {
  DEFAULT_HIGHLIGHT_COLOR,
  LAYER_REPLIES_MAX,
  LAYER_SPURQS_MAX,
  PAGE_SIZE_DEFAULT,
  type LayerSpurq,
  type ArticleUser,
  type FriendArticle,
  type Page,
  type SentSpurq,
  type Spurq,
  type SpurqReply,
  type createSpurqBodySchema,
} from "../../shared";
import { runTransaction } from "../../lib/firebase";
import { textTokens } from "../../lib/search-text";
import { now } from "../../lib/clock";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { getUser, readActiveUser, toCard } from "../users";
import {
  admitReader,
  articleNotFound,
  askableAbout,
  getArticlesForReader,
  readableArticle,
  readableInTransaction,
  readerInTransaction,
} from "../library";
import { getHighlight, unknownAuthor } from "../annotations";
import { friendLinkInTransaction, isFriend } from "../friends";
import { Ledger } from "../progress";
import { addToDigest } from "../mail";
import * as repo from "./spurqs.repository";
import type { ExchangedDoc, ReplyDoc, SpurqDoc } from "./spurqs.repository";

/** Search tokens a spurq keeps for its question and replies together, at most. */
export const SPURQ_TOKENS_MAX = 1000;

/** Search tokens of a reply: the word prefixes of its opening thousand characters. */
export const replyTokens = (text: string) => textTokens(text.slice(0, 1000), 300);

/** The thread's tokens with a new reply's: a long thread keeps its first SPURQ_TOKENS_MAX. */
function threadTokens(spurq: SpurqDoc, reply: string[]): string[] {
  const known = spurq.searchTokens ?? textTokens(spurq.question ?? "", SPURQ_TOKENS_MAX);
  return [...new Set([...known, ...reply])].slice(0, SPURQ_TOKENS_MAX);
}

const REPLIES_PAGE = 50;
const spurqNotFound = () => notFound("Spurq not found");
const friendNotFound = () => notFound("Friend not found");
export const NO_LONGER_FRIENDS = "You are no longer friends, so this spurq can no longer be answered.";
const noLongerFriends = () => forbidden(NO_LONGER_FRIENDS);
const iso = (value: Timestamp | null | undefined) => (value ? value.toDate().toISOString() : null);

function toSpurq(spurq: repo.Stored<repo.SpurqDoc>): Spurq {
  return {
    id: spurq.id,
    question: spurq.question,
    articleId: spurq.articleId,
    highlightId: spurq.highlightId,
    senderId: spurq.senderId,
    recipientId: spurq.recipientId,
    createdAt: iso(spurq.createdAt)!,
    isRead: spurq.isRead,
    isNew: spurq.isNew,
    sender: spurq.sender,
    article: spurq.article,
    highlight: spurq.highlight
      ? { text: spurq.highlight.text, color: spurq.highlight.color ?? DEFAULT_HIGHLIGHT_COLOR }
      : null,
    replyCount: spurq.replyCount,
  };
}

const toSent = (spurq: repo.Stored<repo.SpurqDoc>): SentSpurq => ({
  ...toSpurq(spurq),
  recipient: spurq.recipient,
  seenAt: iso(spurq.seenAt),
});

async function userCard(uid: string): Promise<ArticleUser> {
  const user = await getUser(uid);
  return user ? toCard(uid, user) : unknownAuthor(uid);
}

/** Transactions that contend on one user's totals (progress/{uid}) wait their turn. */
const CONTENDED = { maxAttempts: 20 };

/**
 * POST /api/spurqs: the sender asks a friend about an article they may read (or one of its
 * highlights). In one transaction, where the friendship is checked: the spurq, its recipient made
 * a reader of the article (unless they own it or already are), their badge raised and their
 * digest told unless they muted the sender, the sender's points, and both sides' index of the
 * articles they exchanged.
 */
export async function sendSpurq(
  uid: string,
  body: z.output<typeof createSpurqBodySchema>,
): Promise<SentSpurq> {
  if (body.recipientId === uid)
    throw badRequest("recipientId: You cannot send a spurq to yourself.", { field: "recipientId" });
  const [article, sender] = await Promise.all([readableArticle(uid, body.articleId), userCard(uid)]);
  // Only the owner widens the circle: a reader asks only people who already read the article.
  // Anyone else gets the answer a stranger gets, so a 404 tells nothing about who reads it.
  const askable = await askableAbout(uid, article);
  if (askable && !askable.has(body.recipientId)) throw friendNotFound();
  const ref = repo.spurqs().doc();
  return runTransaction(async (tx) => {
    // Both sides of a friendship are written together: the sender's link carries the recipient's
    // card, the recipient's says whether they muted the sender.
    const [link, theirs, reader, stillReadable, recipient, ledger] = await Promise.all([
      friendLinkInTransaction(tx, uid, body.recipientId),
      friendLinkInTransaction(tx, body.recipientId, uid),
      readerInTransaction(tx, article.id, body.recipientId),
      readableInTransaction(tx, uid, article.id),
      // A recipient whose account is being deleted is asked nothing more (docs/decisions.md, Accounts).
      readActiveUser(tx, body.recipientId),
      Ledger.open(tx, uid),
    ]);
    // The sender's own access is read in the transaction too: an unfriending that lands first wins.
    if (!stillReadable) throw articleNotFound();
    if (!link || !theirs || !recipient) throw friendNotFound();
    let highlight: { text: string; color: string } | null = null;
    if (body.highlightId) {
      const stored = await getHighlight(body.highlightId);
      if (!stored || stored.articleId !== article.id) throw notFound("Highlight not found");
      highlight = { text: stored.text, color: stored.color };
    }
    const at = Timestamp.fromDate(now());
    const doc: SpurqDoc = {
      senderId: uid,
      recipientId: body.recipientId,
      articleId: article.id,
      highlightId: body.highlightId,
      question: body.question,
      sender,
      recipient: { id: body.recipientId, username: link.username, avatar: link.avatar ?? null },
      article: { id: article.id, title: article.title },
      highlight,
      isRead: false,
      isNew: true,
      createdAt: at,
      seenAt: null,
      replyCount: 0,
      lastReplyAt: null,
      senderMuted: theirs.isMuted === true,
      searchTokens: textTokens(body.question ?? "", SPURQ_TOKENS_MAX),
    };
    tx.create(ref, doc);
    if (!reader && body.recipientId !== article.userId) {
      admitReader(tx, article.id, {
        uid: body.recipientId,
        addedAt: at,
        lastViewed: null,
        viaSpurqId: ref.id,
      });
    }
    repo.changeBadge(tx, body.recipientId, repo.counted(doc) ? 1 : 0);
    // A muted sender's spurq arrives quietly: no badge, no e-mail.
    if (!doc.senderMuted) {
      addToDigest(
        tx,
        body.recipientId,
        "spurqs",
        {
          eventId: ref.id,
          actor: sender.username,
          articleTitle: article.title,
          text: body.question,
          path: `/articles/${article.id}?question=${ref.id}`,
        },
        at.toDate(),
      );
    }
    ledger.record(uid, {
      type: "spurq_sent",
      at: at.toDate(),
      articleId: article.id,
      personId: body.recipientId,
      context: article.title,
    });
    for (const [self, friendId] of [
      [uid, body.recipientId],
      [body.recipientId, uid],
    ] as const) {
      const entry: ExchangedDoc = { friendId, articleId: article.id, lastSpurqAt: at };
      tx.set(repo.exchangedRef(self, friendId, article.id), entry);
    }
    return toSent({ id: ref.id, ...doc });
  }, CONTENDED);
}

export async function incomingSpurqs(uid: string, cursor?: string): Promise<Page<Spurq>> {
  const page = await repo.listSpurqs("recipientId", uid, PAGE_SIZE_DEFAULT, cursor);
  return { items: page.items.map(toSpurq), nextCursor: page.nextCursor };
}

export async function sentSpurqs(uid: string, cursor?: string): Promise<Page<SentSpurq>> {
  const page = await repo.listSpurqs("senderId", uid, PAGE_SIZE_DEFAULT, cursor);
  return { items: page.items.map(toSent), nextCursor: page.nextCursor };
}

/** PATCH /api/spurqs/{id}/read and /unread: the recipient's own spurq only. */
export async function markSpurq(uid: string, id: string, read: boolean): Promise<Spurq> {
  // The badge moves by what actually changed, in the same transaction (marking read twice lowers it once).
  const spurq = await runTransaction(async (tx) => {
    const current = (await tx.get(repo.spurqRef(id))).data();
    if (!current || current.recipientId !== uid) return undefined;
    const changes: Partial<SpurqDoc> = { isRead: read, isNew: false };
    const next = { ...current, ...changes };
    if (next.isRead !== current.isRead || next.isNew !== current.isNew) tx.update(repo.spurqRef(id), changes);
    repo.changeBadge(tx, uid, Number(repo.counted(next)) - Number(repo.counted(current)));
    return { id, ...next };
  });
  if (!spurq) throw spurqNotFound();
  return toSpurq(spurq);
}

/**
 * Opening an article marks the reader's unread incoming spurqs about it read and notes when its
 * recipient first saw each (the sender's 'Seen'). One bounded query; a transaction only when
 * something changes.
 */
export async function markArticleSpurqsSeen(recipientId: string, articleId: string): Promise<void> {
  const query = repo.articleSpurqs(recipientId, articleId);
  const needsChange = (doc: QueryDocumentSnapshot) => doc.get("isRead") !== true || !doc.get("seenAt");
  const first = await query.get();
  if (!first.docs.some(needsChange)) return;
  await runTransaction(async (tx) => {
    const snap = await tx.get(query);
    const seenAt = Timestamp.fromDate(now());
    let delta = 0;
    for (const doc of snap.docs.filter(needsChange)) {
      const spurq = doc.data() as SpurqDoc;
      tx.update(doc.ref, { isRead: true, isNew: false, seenAt: spurq.seenAt ?? seenAt });
      delta -= Number(repo.counted(spurq));
    }
    repo.changeBadge(tx, recipientId, delta);
  });
}

export async function unreadSpurqCount(uid: string) {
  return { count: await repo.unreadCount(uid) };
}

/** A spurq its sender or recipient may see (with its thread), else 404. */
async function visibleSpurq(uid: string, id: string) {
  const spurq = await repo.getSpurq(id);
  if (!spurq || (spurq.senderId !== uid && spurq.recipientId !== uid)) throw spurqNotFound();
  return spurq;
}

/** GET /api/spurqs/{id}: what the reading screen's question banner shows. */
export async function getSpurq(uid: string, id: string): Promise<SentSpurq> {
  return toSent(await visibleSpurq(uid, id));
}

const toReply = (spurqId: string, reply: repo.Stored<repo.ReplyDoc>): SpurqReply => ({
  id: reply.id,
  spurqId,
  text: reply.text,
  userId: reply.userId,
  user: reply.user,
  createdAt: iso(reply.createdAt)!,
});

export async function listReplies(uid: string, id: string, cursor?: string): Promise<Page<SpurqReply>> {
  await visibleSpurq(uid, id);
  const page = await repo.listReplies(id, REPLIES_PAGE, cursor);
  return { items: page.items.map((reply) => toReply(id, reply)), nextCursor: page.nextCursor };
}

/**
 * The spurqs about an article that the caller sent or received (the newest LAYER_SPURQS_MAX), each
 * with the first LAYER_REPLIES_MAX replies of its thread: what the browser extension's side panel
 * shows on the article's page. The caller's access to the article is checked by the caller of this.
 */
export async function spurqThreadsAbout(uid: string, articleId: string): Promise<LayerSpurq[]> {
  const found = await repo.spurqsAboutArticle(uid, articleId, LAYER_SPURQS_MAX);
  return Promise.all(
    found.map(async (spurq) => {
      const replies = spurq.replyCount
        ? (await repo.listReplies(spurq.id, LAYER_REPLIES_MAX)).items.map((reply) => toReply(spurq.id, reply))
        : [];
      return { ...toSent(spurq), replies };
    }),
  );
}

/**
 * POST /api/spurqs/{id}/replies: adds a reply and counts it on the spurq (the sender's
 * 'Answered'), in one transaction; the recipient's first reply also earns them the points of
 * answering, later ones do not, so answering cannot be farmed.
 */
export async function addReply(uid: string, id: string, text: string): Promise<SpurqReply> {
  const [, user] = await Promise.all([visibleSpurq(uid, id), userCard(uid)]);
  const ref = repo.repliesOf(id).doc();
  const tokens = replyTokens(text);
  const doc: ReplyDoc = { text, userId: uid, user, createdAt: Timestamp.fromDate(now()), textTokens: tokens };
  const landed = await runTransaction(async (tx) => {
    const spurq = (await tx.get(repo.spurqRef(id))).data();
    if (!spurq) return false;
    // A spurq's conversation lives within the friendship: once they are not friends, the spurq
    // stays as history and a reply is refused (read here, so an unfriending that lands first wins).
    if (!(await friendLinkInTransaction(tx, spurq.senderId, spurq.recipientId))) throw noLongerFriends();
    const answers = spurq.recipientId === uid && !spurq.answeredAt;
    const ledger = answers ? await Ledger.open(tx, uid) : undefined;
    tx.create(ref, doc);
    tx.update(repo.spurqRef(id), {
      replyCount: FieldValue.increment(1),
      lastReplyAt: doc.createdAt,
      searchTokens: threadTokens(spurq, tokens),
      ...(answers ? { answeredAt: doc.createdAt } : {}),
    });
    ledger?.record(uid, {
      type: "spurq_answered",
      at: doc.createdAt.toDate(),
      articleId: spurq.articleId,
      personId: spurq.senderId,
      context: spurq.article.title,
    });
    return true;
  }, CONTENDED);
  if (!landed) throw spurqNotFound();
  return toReply(id, { id: ref.id, ...doc });
}

/**
 * GET /api/friends/{friendUid}/articles: the articles the caller and a friend exchanged through
 * spurqs, newest spurq first, as spurq-related article cards with the caller's own lastViewed.
 * Articles deleted, or in their owner's trash (for anyone else), are left out.
 */
export async function friendArticles(
  uid: string,
  friendUid: string,
  cursor?: string,
): Promise<Page<FriendArticle>> {
  if (!(await isFriend(uid, friendUid))) throw friendNotFound();
  const { items: page, nextCursor } = await repo.exchangedArticles(uid, friendUid, PAGE_SIZE_DEFAULT, cursor);
  if (!page.length) return { items: [], nextCursor };
  const found = await getArticlesForReader(
    page.map((entry) => entry.articleId),
    uid,
  );
  const items: FriendArticle[] = [];
  page.forEach((entry, index) => {
    const { article, reader } = found[index]!;
    if (!article) return;
    const own = article.userId === uid;
    if (!own && article.inTrash) return;
    items.push({
      id: article.id,
      title: article.title,
      userId: article.userId,
      firstHighlightText: article.firstHighlightText,
      highlightCount: article.highlightCount,
      commentCount: article.commentCount,
      lastViewed: iso(own ? article.lastViewed : reader?.lastViewed),
      lastSpurqAt: iso(entry.lastSpurqAt)!,
      createdAt: iso(article.createdAt)!,
    });
  });
  return { items, nextCursor };
}

export { newestIncoming } from "./spurqs.repository";
