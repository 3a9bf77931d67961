// The highlights of the article a spurq is about, for the Ask a friend dialog: read from the
// article (GET /api/articles/{id}), under the article's own query key so the reading screen's
// cache is shared.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Article } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { articleUrl } from "@/lib/article-urls";

export const articleForSpurqQueryOptions = (id: string) =>
  queryOptions({ queryKey: [articleUrl(id)], queryFn: () => apiRequest<Article>("GET", articleUrl(id)) });

export function useArticleHighlights(articleId: string | null) {
  const article = useQuery({ ...articleForSpurqQueryOptions(articleId ?? ""), enabled: Boolean(articleId) });
  return { highlights: article.data?.highlights ?? [], isLoading: article.isLoading, article };
}
