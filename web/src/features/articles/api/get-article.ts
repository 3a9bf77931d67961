// GET /api/articles/{id}: the whole article (content, highlights, comments); 404 when it does not
// exist or is not the caller's.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Article } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { articleUrl } from "./keys";

/** Fetches one article. */
export function getArticle(id: string): Promise<Article> {
  return apiRequest<Article>("GET", articleUrl(id));
}

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: [articleUrl(id)], queryFn: () => getArticle(id) });

export function useArticle(id: string, enabled = true) {
  return useQuery({ ...articleQueryOptions(id), enabled });
}
