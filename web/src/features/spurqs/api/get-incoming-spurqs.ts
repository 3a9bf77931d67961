// GET /api/spurqs/incoming: the spurqs friends sent the caller, newest first, page by page.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { Spurq } from "@shared";
import { pagedQueryOptions } from "@/lib/paged-query";
import { INCOMING_SPURQS_URL } from "./keys";

export const incomingSpurqsQueryOptions = () => pagedQueryOptions<Spurq>(INCOMING_SPURQS_URL);

export function useIncomingSpurqs() {
  return useInfiniteQuery(incomingSpurqsQueryOptions());
}
