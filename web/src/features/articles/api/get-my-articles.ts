// GET /api/articles/my: My Articles, filtered by the server (view, folder, one tag, title words)
// and paged with its cursor.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ArticleSummary, Page } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { MY_ARTICLES_URL } from "./keys";

export const MY_ARTICLES_PAGE_SIZE = 20;

/** What the screen asks for: a tab, a folder ('all', 'none' or an id), a tag and a title query. */
export interface MyArticlesFilter {
  view: "active" | "trash";
  folder: "all" | "none" | (string & {});
  tagId: string | null;
  q: string;
}

/** The query string for one page of the list; unset filters are left out. */
export function myArticlesSearch(filter: MyArticlesFilter, cursor?: string | null): string {
  const params = new URLSearchParams({ view: filter.view });
  if (filter.folder !== "all") params.set("folderId", filter.folder);
  if (filter.tagId) params.set("tagId", filter.tagId);
  const q = filter.q.trim();
  if (q) params.set("q", q);
  params.set("limit", String(MY_ARTICLES_PAGE_SIZE));
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

/** Fetches one page. */
export function getMyArticles(
  filter: MyArticlesFilter,
  cursor?: string | null,
): Promise<Page<ArticleSummary>> {
  return apiRequest<Page<ArticleSummary>>("GET", `${MY_ARTICLES_URL}?${myArticlesSearch(filter, cursor)}`);
}

export const myArticlesQueryOptions = (filter: MyArticlesFilter) =>
  infiniteQueryOptions({
    queryKey: [MY_ARTICLES_URL, { ...filter, q: filter.q.trim() }],
    queryFn: ({ pageParam }) => getMyArticles(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMyArticles(filter: MyArticlesFilter) {
  return useInfiniteQuery(myArticlesQueryOptions(filter));
}
