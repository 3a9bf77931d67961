// GET /api/users/search?q=: people by username prefix, with how the caller stands with each.
import { useQuery } from "@tanstack/react-query";
import { USER_SEARCH_MIN, type UserSearchResult } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { USERS_URL } from "./keys";

export function searchUsers(q: string): Promise<UserSearchResult[]> {
  return apiRequest<UserSearchResult[]>("GET", `${USERS_URL}/search?q=${encodeURIComponent(q)}`);
}

/** Runs only from 2 trimmed characters; the caller debounces the text. */
export function useUserSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: [USERS_URL, "search", q],
    queryFn: () => searchUsers(q),
    enabled: q.length >= USER_SEARCH_MIN,
  });
}
