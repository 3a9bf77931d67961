// GET /api/friends/{friendUid}/articles: what the caller and a friend exchanged through spurqs,
// page by page.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { FriendArticle } from "@shared";
import { pagedQueryOptions } from "@/lib/paged-query";
import { friendArticlesUrl } from "./keys";

export const friendArticlesQueryOptions = (friendUid: string) =>
  pagedQueryOptions<FriendArticle>(friendArticlesUrl(friendUid));

export function useFriendArticles(friendUid: string | null) {
  return useInfiniteQuery({ ...friendArticlesQueryOptions(friendUid ?? ""), enabled: Boolean(friendUid) });
}
