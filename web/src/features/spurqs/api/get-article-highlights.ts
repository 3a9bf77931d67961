// An article previewed, not opened: the Ask a friend dialog's highlights and the Friends screen's
// right panel read it with GET /api/articles/{id}?preview=true, which records no view and marks
// no spurq read (only opening it on the reading screen does). Its own key under the
// article's URL, so a change to the article refreshes it too, but the reading screen never takes
// a preview from the cache for an opening.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Article } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { articleUrl } from "@/lib/article-urls";

export const articlePreviewUrl = (id: string) => `${articleUrl(id)}?preview=true`;

export const articlePreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [articleUrl(id), "preview"],
    queryFn: () => apiRequest<Article>("GET", articlePreviewUrl(id)),
  });

export function useArticleHighlights(articleId: string | null) {
  const article = useQuery({ ...articlePreviewQueryOptions(articleId ?? ""), enabled: Boolean(articleId) });
  return { highlights: article.data?.highlights ?? [], isLoading: article.isLoading, article };
}
