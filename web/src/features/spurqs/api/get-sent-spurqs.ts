// GET /api/spurqs/sent: the first page of spurqs the caller sent, with 'Seen' and replies.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page, SentSpurq } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { SENT_SPURQS_URL } from "./keys";

export function getSentSpurqs(): Promise<Page<SentSpurq>> {
  return apiRequest<Page<SentSpurq>>("GET", SENT_SPURQS_URL);
}

export const sentSpurqsQueryOptions = () =>
  queryOptions({ queryKey: [SENT_SPURQS_URL], queryFn: getSentSpurqs });

export function useSentSpurqs() {
  return useQuery(sentSpurqsQueryOptions());
}
