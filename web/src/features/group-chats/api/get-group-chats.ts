// GET /api/group-chats: the caller's chats, most recent activity first (the Friends screen's
// list), page by page.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { GroupChat } from "@shared";
import { pagedQueryOptions } from "@/lib/paged-query";
import { GROUP_CHATS_URL } from "./keys";

export const groupChatsQueryOptions = () => pagedQueryOptions<GroupChat>(GROUP_CHATS_URL);

export function useGroupChats() {
  return useInfiniteQuery(groupChatsQueryOptions());
}
