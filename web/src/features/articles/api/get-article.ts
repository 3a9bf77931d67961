// GET /api/articles/{id}: the whole article (content, highlights, comments); 404 when it does not
// exist or is not the caller's.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Article, ArticleReader } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { articleUrl } from "./keys";

/** Fetches one article. */
export function getArticle(id: string): Promise<Article> {
  return apiRequest<Article>("GET", articleUrl(id));
}

/**
 * Fetches one article with its readers when it is the caller's own (an opened article's first
 * request: the owner's screen shows who reads it above the text). The readers come apart.
 */
export async function getArticleWithReaders(
  id: string,
): Promise<{ article: Article; readers?: ArticleReader[] }> {
  const { readers, ...article } = await apiRequest<Article>("GET", `${articleUrl(id)}?readers=true`);
  return { article, readers };
}

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: [articleUrl(id)], queryFn: () => getArticle(id) });

export function useArticle(id: string, enabled = true) {
  return useQuery({ ...articleQueryOptions(id), enabled });
}
