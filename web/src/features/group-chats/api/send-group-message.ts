// POST /api/group-chats/{id}/messages: a message from the caller. The sent message joins the
// screen's list at once; the listener (or the next poll) brings everyone else's.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GroupMessage, GroupMessagesPage } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { GROUP_CHATS_URL, groupMessagesUrl } from "./keys";
import { mergeMessages } from "../messages";

export function sendGroupMessage(id: string, content: string): Promise<GroupMessage> {
  return apiRequest<GroupMessage>("POST", groupMessagesUrl(id), { content });
}

export function useSendGroupMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendGroupMessage(id, content),
    onSuccess: (message) => {
      queryClient.setQueryData<GroupMessagesPage>([groupMessagesUrl(id)], (page) =>
        page ? { ...page, items: mergeMessages(page.items, [message]) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: [GROUP_CHATS_URL], exact: true });
    },
  });
}
