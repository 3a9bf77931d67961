// Stored highlights and comments in the API's shape (shared/schemas/annotations), for the article
// page and for the highlight and comment endpoints alike.
import type { Timestamp } from "firebase-admin/firestore";
import type { ArticleUser, Comment, Highlight } from "../../shared";
import type { CommentDoc, HighlightDoc, Stored } from "./annotations.repository";

const iso = (value: Timestamp | undefined) => value?.toDate().toISOString() ?? new Date(0).toISOString();

/** The author of an annotation whose user record is gone. */
export const unknownAuthor = (id: string): ArticleUser => ({ id, username: "Unknown user", avatar: null });

export function toHighlight(doc: Stored<HighlightDoc>, user: ArticleUser): Highlight {
  return {
    id: doc.id,
    articleId: doc.articleId,
    userId: doc.userId,
    text: doc.text,
    startOffset: doc.startOffset,
    endOffset: doc.endOffset,
    prefix: doc.prefix ?? "",
    suffix: doc.suffix ?? "",
    color: doc.color,
    createdAt: iso(doc.createdAt),
    user,
    orphaned: doc.orphaned === true,
  };
}

export function toComment(doc: Stored<CommentDoc>, user: ArticleUser): Comment {
  return {
    id: doc.id,
    articleId: doc.articleId,
    highlightId: doc.highlightId,
    userId: doc.userId,
    text: doc.text,
    createdAt: iso(doc.createdAt),
    user,
  };
}
