// Spurq rules: a reader of an article asks a friend about it (or one of its highlights); the
// friend becomes a reader; only the recipient marks it read or unread; only sender and recipient
// see and add to its reply thread. Anything else is 404, so ids leak nothing.
import { type Timestamp } from "firebase-admin/firestore";
import type { z } from "zod";
import {
  PAGE_SIZE_DEFAULT,
  type ArticleUser,
  type FriendArticle,
  type Page,
  type SentSpurq,
  type Spurq,
  type SpurqReply,
  type createSpurqBodySchema,
} from "../../shared";
import { badRequest, notFound } from "../../lib/errors";
import { readableArticle } from "../articles/article-access";
import { getHighlight } from "../annotations/annotations.repository";
import { unknownAuthor } from "../annotations/annotation-shapes";
import { getUser } from "../users/users.repository";
import { getFriendLink, isFriend, toCard } from "../friends/friends.repository";
import { getArticlesForReader } from "../articles/articles.repository";
import * as repo from "./spurqs.repository";

const REPLIES_PAGE = 50;
const spurqNotFound = () => notFound("Spurq not found");
const friendNotFound = () => notFound("Friend not found");
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
    highlight: spurq.highlight,
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

/** POST /api/spurqs. */
export async function sendSpurq(
  uid: string,
  body: z.output<typeof createSpurqBodySchema>,
): Promise<SentSpurq> {
  if (body.recipientId === uid)
    throw badRequest("recipientId: You cannot send a spurq to yourself.", { field: "recipientId" });
  const [article, link, sender] = await Promise.all([
    readableArticle(uid, body.articleId),
    getFriendLink(uid, body.recipientId),
    userCard(uid),
  ]);
  if (!link) throw friendNotFound();
  let highlight: { text: string } | null = null;
  if (body.highlightId) {
    const stored = await getHighlight(body.highlightId);
    if (!stored || stored.articleId !== article.id) throw notFound("Highlight not found");
    highlight = { text: stored.text };
  }
  const created = await repo.createSpurq(
    {
      senderId: uid,
      recipientId: body.recipientId,
      articleId: article.id,
      highlightId: body.highlightId,
      question: body.question,
      sender,
      recipient: { id: body.recipientId, username: link.username, avatar: link.avatar ?? null },
      article: { id: article.id, title: article.title },
      highlight,
    },
    article.userId,
  );
  if (!created) throw friendNotFound();
  return toSent(created);
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
  const spurq = await repo.setRead(id, uid, read);
  if (!spurq) throw spurqNotFound();
  return toSpurq(spurq);
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

export async function addReply(uid: string, id: string, text: string): Promise<SpurqReply> {
  const [, user] = await Promise.all([visibleSpurq(uid, id), userCard(uid)]);
  const reply = await repo.createReply(id, { text, userId: uid, user });
  if (!reply) throw spurqNotFound();
  return toReply(id, reply);
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
