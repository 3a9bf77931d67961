// Who may see and change a highlight or a comment: anyone who may read its article sees it; only
// its author changes or deletes it. Objects the caller may not see, or may not change, are 404
// so ids leak nothing. Authors come from the token, never from the body.
import type { ArticleUser } from "../../shared";
import { notFound } from "../../lib/errors";
import { getUser } from "../users";
import { readableArticle } from "../library";
import { unknownAuthor } from "./annotation-shapes";
import * as repo from "./annotations.repository";

export const highlightNotFound = () => notFound("Highlight not found");
const commentNotFound = () => notFound("Comment not found");

/** The caller's card as an annotation shows it. */
export async function author(uid: string): Promise<ArticleUser> {
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
export async function ownHighlight(uid: string, id: string) {
  const { highlight } = await readableHighlight(uid, id);
  if (highlight.userId !== uid) throw highlightNotFound();
  return highlight;
}

export async function ownComment(uid: string, id: string) {
  const comment = await repo.getComment(id);
  if (!comment || comment.userId !== uid) throw commentNotFound();
  await readableArticle(uid, comment.articleId).catch(() => {
    throw commentNotFound();
  });
  return comment;
}
