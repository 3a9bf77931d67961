// DELETE /api/friends/requests/{id}: the sender withdraws a pending request.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { FRIEND_REQUESTS_URL, refreshFriends } from "./keys";

export function cancelFriendRequest(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `${FRIEND_REQUESTS_URL}/${encodeURIComponent(id)}`);
}

export function useCancelFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelFriendRequest, onSuccess: () => refreshFriends(queryClient) });
}
