// GET /api/articles/{id}/readers: who reads the caller's own article, and since when (owner only).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ArticleReader } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { articleUrl } from "./keys";

export const articleReadersUrl = (id: string) => `${articleUrl(id)}/readers`;

/** Fetches the readers of the caller's own article. */
export function getArticleReaders(id: string): Promise<ArticleReader[]> {
  return apiRequest<ArticleReader[]>("GET", articleReadersUrl(id));
}

export const articleReadersQueryOptions = (id: string) =>
  queryOptions({ queryKey: [articleReadersUrl(id)], queryFn: () => getArticleReaders(id) });

export function useArticleReaders(id: string, { enabled = true } = {}) {
  return useQuery({ ...articleReadersQueryOptions(id), enabled });
}
