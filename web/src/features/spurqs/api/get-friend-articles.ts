// GET /api/friends/{friendUid}/articles: what the caller and a friend exchanged through spurqs.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FriendArticle, Page } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { friendArticlesUrl } from "./keys";

export function getFriendArticles(friendUid: string): Promise<Page<FriendArticle>> {
  return apiRequest<Page<FriendArticle>>("GET", friendArticlesUrl(friendUid));
}

export const friendArticlesQueryOptions = (friendUid: string) =>
  queryOptions({ queryKey: [friendArticlesUrl(friendUid)], queryFn: () => getFriendArticles(friendUid) });

export function useFriendArticles(friendUid: string | null) {
  return useQuery({ ...friendArticlesQueryOptions(friendUid ?? ""), enabled: Boolean(friendUid) });
}
