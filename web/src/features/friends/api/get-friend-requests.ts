// GET /api/friends/requests/incoming and /outgoing: pending requests, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { IncomingFriendRequest, OutgoingFriendRequest, Page } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { INCOMING_REQUESTS_URL, OUTGOING_REQUESTS_URL } from "./keys";

export const incomingRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [INCOMING_REQUESTS_URL],
    queryFn: () => apiRequest<Page<IncomingFriendRequest>>("GET", INCOMING_REQUESTS_URL),
  });

export const outgoingRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [OUTGOING_REQUESTS_URL],
    queryFn: () => apiRequest<Page<OutgoingFriendRequest>>("GET", OUTGOING_REQUESTS_URL),
  });

export const useIncomingRequests = () => useQuery(incomingRequestsQueryOptions());
export const useOutgoingRequests = () => useQuery(outgoingRequestsQueryOptions());
