// GET /api/statistics/user: the signed-in user's figures keyed by period, plus the last 12 weeks
// (docs/product-spec.md §3, User statistics).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserStatistics } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { PROGRESS_URLS } from "@/lib/progress-refresh";

export const USER_STATISTICS_URL = PROGRESS_URLS.userStatistics;

export function getUserStatistics(): Promise<UserStatistics> {
  return apiRequest<UserStatistics>("GET", USER_STATISTICS_URL);
}

export const userStatisticsQueryOptions = () =>
  queryOptions({ queryKey: [USER_STATISTICS_URL], queryFn: getUserStatistics });

export function useUserStatistics() {
  return useQuery(userStatisticsQueryOptions());
}
