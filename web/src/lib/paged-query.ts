// Every server list is paged alike ({ items, nextCursor }, `?cursor=`, 20 a page): one infinite
// query shape for all of them, so a screen shows what it has loaded and a 'Load more' button
// fetches the next page. The key stays the list's URL, so mutations that invalidate the URL
// refresh every loaded page.
import { infiniteQueryOptions, type InfiniteData } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Page } from "@shared";
import { apiRequest } from "./api-client";

/** The URL of one page: `url` itself for the first, with its cursor after that. */
export function pageUrl(url: string, cursor: string | null): string {
  if (!cursor) return url;
  return `${url}${url.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}`;
}

/** An infinite query over a paged list at `url`, keyed under the URL. */
export function pagedQueryOptions<T>(url: string) {
  return infiniteQueryOptions({
    queryKey: [url],
    queryFn: ({ pageParam }) => apiRequest<Page<T>>("GET", pageUrl(url, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.nextCursor,
  });
}

/** The items of every page loaded so far, in order. */
export function loadedItems<T>(data: InfiniteData<Page<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * For pickers (choose a friend), which must offer the whole list: keeps fetching the next page
 * until there is none.
 */
export function useLoadAllPages(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
}) {
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
}
