// GET /api/articles/recent: Home's 'My Recent Articles' in one of three sorts: newest, lastViewed,
// mostComments.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ArticleSummary, HomeSort, Page } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { RECENT_ARTICLES_URL } from "./keys";

/** How many cards Home shows; the rest are one click away on My Articles. */
export const RECENT_ARTICLES_LIMIT = 6;

/** The query string of the home list. */
export function recentArticlesSearch(sort: HomeSort, limit = RECENT_ARTICLES_LIMIT): string {
  return new URLSearchParams({ sort, limit: String(limit) }).toString();
}

/** Fetches the first page of the user's articles in the given order. */
export function getRecentArticles(sort: HomeSort): Promise<Page<ArticleSummary>> {
  return apiRequest<Page<ArticleSummary>>("GET", `${RECENT_ARTICLES_URL}?${recentArticlesSearch(sort)}`);
}

export const recentArticlesQueryOptions = (sort: HomeSort) =>
  queryOptions({ queryKey: [RECENT_ARTICLES_URL, { sort }], queryFn: () => getRecentArticles(sort) });

export function useRecentArticles(sort: HomeSort) {
  return useQuery(recentArticlesQueryOptions(sort));
}
