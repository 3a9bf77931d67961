// GET /api/users/{id}: a person's public profile and how the caller stands with them.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserProfile } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { USERS_URL } from "./keys";

export const userProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [USERS_URL, id],
    queryFn: () => apiRequest<UserProfile>("GET", `${USERS_URL}/${encodeURIComponent(id)}`),
  });

export function useUserProfile(id: string) {
  return useQuery(userProfileQueryOptions(id));
}
