// An article as lists and screens show it (the API's ArticleSummary).
import type { Timestamp } from "firebase-admin/firestore";
import type { ArticleSummary } from "../../shared";
import type { StoredArticle } from "../library";

const iso = (value: Timestamp | null | undefined) => (value ? value.toDate().toISOString() : null);

export function toSummary(article: StoredArticle): ArticleSummary {
  return {
    id: article.id,
    userId: article.userId,
    title: article.title,
    url: article.url,
    author: article.author,
    siteName: article.siteName ?? null,
    folderId: article.folderId,
    tagIds: article.tagIds ?? [],
    preview: article.preview,
    firstHighlightText: article.firstHighlightText,
    highlightCount: article.highlightCount,
    commentCount: article.commentCount,
    contentType: article.contentType,
    lastViewed: iso(article.lastViewed),
    createdAt: iso(article.createdAt)!,
    updatedAt: iso(article.updatedAt)!,
    deletedAt: iso(article.deletedAt),
  };
}
