// GET /api/spurqs/{id}/replies: the spurq's conversation, oldest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page, SpurqReply } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { spurqRepliesUrl } from "./keys";

export function getSpurqReplies(id: string): Promise<Page<SpurqReply>> {
  return apiRequest<Page<SpurqReply>>("GET", spurqRepliesUrl(id));
}

export const spurqRepliesQueryOptions = (id: string) =>
  queryOptions({ queryKey: [spurqRepliesUrl(id)], queryFn: () => getSpurqReplies(id) });

export function useSpurqReplies(id: string) {
  return useQuery(spurqRepliesQueryOptions(id));
}
