// GET /api/spurqs/incoming: the first page of spurqs friends sent the caller, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page, Spurq } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { INCOMING_SPURQS_URL } from "./keys";

export function getIncomingSpurqs(): Promise<Page<Spurq>> {
  return apiRequest<Page<Spurq>>("GET", INCOMING_SPURQS_URL);
}

export const incomingSpurqsQueryOptions = () =>
  queryOptions({ queryKey: [INCOMING_SPURQS_URL], queryFn: getIncomingSpurqs });

export function useIncomingSpurqs() {
  return useQuery(incomingSpurqsQueryOptions());
}
