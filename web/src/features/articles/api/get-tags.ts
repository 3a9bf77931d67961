// GET /api/tags: the user's tags with their colours.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tag } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { TAGS_URL } from "./keys";

/** Fetches the user's tags. */
export function getTags(): Promise<Tag[]> {
  return apiRequest<Tag[]>("GET", TAGS_URL);
}

export const tagsQueryOptions = () => queryOptions({ queryKey: [TAGS_URL], queryFn: getTags });

export function useTags() {
  return useQuery(tagsQueryOptions());
}
