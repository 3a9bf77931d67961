// GET /api/statistics/platform: the platform's figures and its last 30 days, for admins only
// (others get 403, so the screen asks only when the user record says isAdmin).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlatformStatistics } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const PLATFORM_STATISTICS_URL = "/api/statistics/platform";

export function getPlatformStatistics(): Promise<PlatformStatistics> {
  return apiRequest<PlatformStatistics>("GET", PLATFORM_STATISTICS_URL);
}

export const platformStatisticsQueryOptions = () =>
  queryOptions({ queryKey: [PLATFORM_STATISTICS_URL], queryFn: getPlatformStatistics });

export function usePlatformStatistics() {
  return useQuery(platformStatisticsQueryOptions());
}
