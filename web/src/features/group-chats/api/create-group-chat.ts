// POST /api/group-chats: a new chat of the caller and some of their friends.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateGroupChatBody, GroupChat } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { GROUP_CHATS_URL } from "./keys";

export function createGroupChat(body: CreateGroupChatBody): Promise<GroupChat> {
  return apiRequest<GroupChat>("POST", GROUP_CHATS_URL, body);
}

export function useCreateGroupChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroupChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GROUP_CHATS_URL], exact: true }),
  });
}
