// GET /api/group-chats/{id}/messages: the newest 50 messages, oldest first. The chat screen loads
// them once and then keeps them current through the live listener (use-live-messages), or by
// polling this every 5,000 ms when the listener fails.
import { queryOptions } from "@tanstack/react-query";
import type { GroupMessagesPage } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { groupMessagesUrl } from "./keys";

export function getGroupMessages(id: string): Promise<GroupMessagesPage> {
  return apiRequest<GroupMessagesPage>("GET", groupMessagesUrl(id));
}

export const groupMessagesQueryOptions = (id: string) =>
  queryOptions({ queryKey: [groupMessagesUrl(id)], queryFn: () => getGroupMessages(id) });

/** The messages before `before` (a page's nextCursor), oldest first: 'Load older messages'. */
export function getOlderGroupMessages(id: string, before: string): Promise<GroupMessagesPage> {
  return apiRequest<GroupMessagesPage>("GET", `${groupMessagesUrl(id)}?${new URLSearchParams({ before })}`);
}
