// PATCH /api/friends/requests/{id}: the receiver accepts or rejects.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { FRIEND_REQUESTS_URL, refreshFriends } from "./keys";

export interface AnswerFriendRequest {
  id: string;
  status: "accepted" | "rejected";
}

export function answerFriendRequest({ id, status }: AnswerFriendRequest): Promise<AnswerFriendRequest> {
  return apiRequest<AnswerFriendRequest>("PATCH", `${FRIEND_REQUESTS_URL}/${encodeURIComponent(id)}`, {
    status,
  });
}

export function useAnswerFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: answerFriendRequest,
    onSuccess: () => refreshFriends(queryClient),
  });
}
