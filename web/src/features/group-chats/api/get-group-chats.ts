// GET /api/group-chats: the caller's chats, most recent activity first (the Friends screen's list).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GroupChat, Page } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { GROUP_CHATS_URL } from "./keys";

export function getGroupChats(): Promise<Page<GroupChat>> {
  return apiRequest<Page<GroupChat>>("GET", GROUP_CHATS_URL);
}

export const groupChatsQueryOptions = () =>
  queryOptions({ queryKey: [GROUP_CHATS_URL], queryFn: getGroupChats });

export function useGroupChats() {
  return useQuery(groupChatsQueryOptions());
}
