// POST /api/friends/requests: 201 pending, or 200 accepted when they had asked the caller first.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SentFriendRequest } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { FRIEND_REQUESTS_URL, refreshFriends } from "./keys";

export function sendFriendRequest(receiverId: string): Promise<SentFriendRequest> {
  return apiRequest<SentFriendRequest>("POST", FRIEND_REQUESTS_URL, { receiverId });
}

export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: sendFriendRequest,
    onSuccess: () => refreshFriends(queryClient),
  });
}
