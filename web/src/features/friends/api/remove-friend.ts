// DELETE /api/friends/{id}: ends the friendship on both sides.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { FRIENDS_URL, refreshFriends } from "./keys";

export function removeFriend(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `${FRIENDS_URL}/${encodeURIComponent(id)}`);
}

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFriend, onSuccess: () => refreshFriends(queryClient) });
}
