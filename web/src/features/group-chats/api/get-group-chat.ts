// GET /api/group-chats/{id}: the chat's name and member count (the chat screen's header).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GroupChat } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { groupChatUrl } from "./keys";

export function getGroupChat(id: string): Promise<GroupChat> {
  return apiRequest<GroupChat>("GET", groupChatUrl(id));
}

export const groupChatQueryOptions = (id: string) =>
  queryOptions({ queryKey: [groupChatUrl(id)], queryFn: () => getGroupChat(id) });

export function useGroupChat(id: string) {
  return useQuery(groupChatQueryOptions(id));
}
