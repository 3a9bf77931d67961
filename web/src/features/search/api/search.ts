// GET /api/search?q=: own articles by title, own highlights by text, people by username.
import { useQuery } from "@tanstack/react-query";
import type { SearchResult } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const SEARCH_URL = "/api/search";

export function search(query: string): Promise<SearchResult> {
  return apiRequest<SearchResult>("GET", `${SEARCH_URL}?q=${encodeURIComponent(query)}`);
}

/** Runs only for a non-empty trimmed query; the caller debounces it. */
export function useSearch(query: string) {
  const q = query.trim();
  return useQuery({ queryKey: [SEARCH_URL, q], queryFn: () => search(q), enabled: q.length > 0 });
}
