// Highlight and comment rules: anyone who may read an article may highlight it and comment; only
// authors change or delete their own highlights and comments. Authors come from the token, never
// from the body (the spec's client sends a hard-coded user id 1). Objects the caller may not see,
// or may not change, are 404 so ids leak nothing.
import type { ArticleUser, Comment, CreateHighlightBody, Highlight } from "../../shared";
import { notFound } from "../../lib/errors";
import { getUser } from "../users/users.repository";
import { getFriendLink } from "../friends/friends.repository";
import { readableArticle } from "../articles/article-access";
import { titleTokens } from "../articles/article-text";
import * as repo from "./annotations.repository";
import { toComment, toHighlight, unknownAuthor } from "./annotation-shapes";

const highlightNotFound = () => notFound("Highlight not found");
const commentNotFound = () => notFound("Comment not found");

async function author(uid: string): Promise<ArticleUser> {
  const user = await getUser(uid);
  return user ? { id: uid, username: user.username, avatar: user.avatar ?? null } : unknownAuthor(uid);
}

/** A highlight on an article the caller may read, with that article; else 404. */
export async function readableHighlight(uid: string, id: string) {
  const highlight = await repo.getHighlight(id);
  if (!highlight) throw highlightNotFound();
  const article = await readableArticle(uid, highlight.articleId).catch(() => {
    throw highlightNotFound();
  });
  return { highlight, article };
}

/** The caller's own highlight. */
async function ownHighlight(uid: string, id: string) {
  const { highlight } = await readableHighlight(uid, id);
  if (highlight.userId !== uid) throw highlightNotFound();
  return highlight;
}

async function ownComment(uid: string, id: string) {
  const comment = await repo.getComment(id);
  if (!comment || comment.userId !== uid) throw commentNotFound();
  await readableArticle(uid, comment.articleId).catch(() => {
    throw commentNotFound();
  });
  return comment;
}

/** Search tokens for a highlight: the word prefixes of its opening words (long quotes are cut). */
export function highlightTokens(text: string): string[] {
  return titleTokens(text.slice(0, 400)).slice(0, 300);
}

export async function createHighlight(
  uid: string,
  body: CreateHighlightBody & { color: string; prefix: string; suffix: string },
): Promise<Highlight> {
  const article = await readableArticle(uid, body.articleId);
  const user = await author(uid);
  const created = await repo.createHighlight(
    {
      articleId: article.id,
      articleOwnerId: article.userId,
      articleTitle: article.title,
      userId: uid,
      text: body.text,
      textTokens: highlightTokens(body.text),
      startOffset: body.startOffset,
      endOffset: body.endOffset,
      prefix: body.prefix,
      suffix: body.suffix,
      color: body.color,
    },
    await highlightNotice(uid, user, article, body.text),
  );
  return toHighlight(created, user);
}

/**
 * Who hears of a new highlight by e-mail digest ('Highlights from Friends'): the article's owner,
 * when the highlighter is their friend and not muted by them. Readers of a shared article are
 * not told of each other's highlights (that would be a read and a write per reader); the owner's
 * own highlights notify nobody.
 */
async function highlightNotice(
  uid: string,
  user: ArticleUser,
  article: { id: string; userId: string; title: string },
  text: string,
): Promise<repo.Notify | undefined> {
  if (article.userId === uid) return undefined;
  const link = await getFriendLink(article.userId, uid);
  if (!link || link.isMuted) return undefined;
  return {
    recipientId: article.userId,
    event: { actor: user.username, articleTitle: article.title, text },
    path: (highlightId) => `/articles/${article.id}?highlight=${highlightId}`,
  };
}

export async function recolourHighlight(uid: string, id: string, color: string): Promise<Highlight> {
  const highlight = await ownHighlight(uid, id);
  await repo.updateHighlightColor(id, color);
  return toHighlight({ ...highlight, color }, await author(uid));
}

export async function deleteHighlight(uid: string, id: string): Promise<void> {
  await repo.deleteHighlight(await ownHighlight(uid, id));
}

export async function createComment(
  uid: string,
  body: { highlightId: string; text: string },
): Promise<Comment> {
  const [{ highlight, article }, user] = await Promise.all([
    readableHighlight(uid, body.highlightId),
    author(uid),
  ]);
  // 'Comments on Your Articles': the owner hears of everyone's comments but their own.
  const notify: repo.Notify | undefined =
    article.userId === uid
      ? undefined
      : {
          recipientId: article.userId,
          event: { actor: user.username, articleTitle: article.title, text: body.text },
          path: () => `/articles/${article.id}?highlight=${highlight.id}`,
        };
  const created = await repo.createComment(
    { articleId: highlight.articleId, highlightId: highlight.id, userId: uid, text: body.text },
    notify,
  );
  if (!created) throw highlightNotFound();
  return toComment(created, user);
}

export async function editComment(uid: string, id: string, text: string): Promise<Comment> {
  const comment = await ownComment(uid, id);
  const updatedAt = await repo.updateCommentText(id, text);
  return toComment({ ...comment, text, updatedAt }, await author(uid));
}

export async function deleteComment(uid: string, id: string): Promise<void> {
  await repo.deleteComment(await ownComment(uid, id));
}
