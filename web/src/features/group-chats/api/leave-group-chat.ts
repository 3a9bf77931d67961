// DELETE /api/group-chats/{id}/members/me: the caller leaves the chat; 204. From then on they read
// and post nothing there, so the chat's cached screen goes and the chat list is fetched again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { GROUP_CHATS_URL, groupChatUrl, groupMessagesUrl, myMembershipUrl } from "./keys";

export function leaveGroupChat(id: string): Promise<void> {
  return apiRequest<void>("DELETE", myMembershipUrl(id));
}

export function useLeaveGroupChat(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveGroupChat(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [groupChatUrl(id)], exact: true });
      queryClient.removeQueries({ queryKey: [groupMessagesUrl(id)], exact: true });
      return queryClient.invalidateQueries({ queryKey: [GROUP_CHATS_URL], exact: true });
    },
  });
}
