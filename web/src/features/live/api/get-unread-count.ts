// GET /api/spurqs/unread-count: the badge's number, polled only when the live listener fails.
import { queryOptions } from "@tanstack/react-query";
import type { UnreadSpurqCount } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const UNREAD_COUNT_URL = "/api/spurqs/unread-count";

export function getUnreadCount(): Promise<UnreadSpurqCount> {
  return apiRequest<UnreadSpurqCount>("GET", UNREAD_COUNT_URL);
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: [UNREAD_COUNT_URL], queryFn: getUnreadCount });
