// GET /api/articles/{id}/notes?cursor=: the next page of an opened article's notes (other
// readers' highlights in reading order, with their threads). The page is added to the article's
// cache entry, where the annotation layer and every annotation call already look.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Article, ArticleNotes } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { articleUrl } from "@/lib/article-urls";
import { updateArticle } from "./article-cache";

export function getArticleNotes(articleId: string, cursor: string): Promise<ArticleNotes> {
  return apiRequest<ArticleNotes>(
    "GET",
    `${articleUrl(articleId)}/notes?cursor=${encodeURIComponent(cursor)}`,
  );
}

const byId = <T extends { id: string }>(kept: T[], added: T[]) => {
  const known = new Set(kept.map((item) => item.id));
  return [...kept, ...added.filter((item) => !known.has(item.id))];
};

/**
 * The article with a page of notes added: highlights in reading order, comments oldest first, and
 * the page's cursor. A note it holds already (made here meanwhile) is kept once.
 */
export function withNotes(article: Article, page: ArticleNotes): Article {
  const highlights = byId(article.highlights, page.highlights).sort(
    (a, b) => a.startOffset - b.startOffset || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const comments = byId(article.comments, page.comments).sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  );
  return { ...article, highlights, comments, notesCursor: page.notesCursor };
}

/** 'More notes': fetches the page after the article's cursor and adds it to the article. */
export function useMoreNotes(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cursor: string) => getArticleNotes(articleId, cursor),
    onSuccess: (page) => updateArticle(queryClient, articleId, (article) => withNotes(article, page)),
  });
}
