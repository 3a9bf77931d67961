// GET /api/friends: the caller's friends, newest first, page by page.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { FriendLink } from "@shared";
import { pagedQueryOptions } from "@/lib/paged-query";
import { FRIENDS_URL } from "./keys";

export const friendsQueryOptions = () => pagedQueryOptions<FriendLink>(FRIENDS_URL);

export function useFriends({ enabled = true } = {}) {
  return useInfiniteQuery({ ...friendsQueryOptions(), enabled });
}
