// GET /api/friends: the first page of the caller's friends, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FriendLink, Page } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { FRIENDS_URL } from "./keys";

export function getFriends(): Promise<Page<FriendLink>> {
  return apiRequest<Page<FriendLink>>("GET", FRIENDS_URL);
}

export const friendsQueryOptions = () => queryOptions({ queryKey: [FRIENDS_URL], queryFn: getFriends });

export function useFriends() {
  return useQuery(friendsQueryOptions());
}
