// GET /api/friends/requests/incoming and /outgoing: pending requests, newest first, page by page.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { IncomingFriendRequest, OutgoingFriendRequest } from "@shared";
import { pagedQueryOptions } from "@/lib/paged-query";
import { INCOMING_REQUESTS_URL, OUTGOING_REQUESTS_URL } from "./keys";

export const incomingRequestsQueryOptions = () =>
  pagedQueryOptions<IncomingFriendRequest>(INCOMING_REQUESTS_URL);

export const outgoingRequestsQueryOptions = () =>
  pagedQueryOptions<OutgoingFriendRequest>(OUTGOING_REQUESTS_URL);

export const useIncomingRequests = () => useInfiniteQuery(incomingRequestsQueryOptions());
export const useOutgoingRequests = () => useInfiniteQuery(outgoingRequestsQueryOptions());
