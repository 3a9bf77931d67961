// GET /api/spurqs/sent: the spurqs the caller sent, with 'Seen' and replies, page by page.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { SentSpurq } from "@shared";
import { pagedQueryOptions } from "@/lib/paged-query";
import { SENT_SPURQS_URL } from "./keys";

export const sentSpurqsQueryOptions = () => pagedQueryOptions<SentSpurq>(SENT_SPURQS_URL);

export function useSentSpurqs() {
  return useInfiniteQuery(sentSpurqsQueryOptions());
}
