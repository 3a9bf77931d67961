// GET /api/user/points: the points summary of the top bar's badge and the insights dialog.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PointsSummary } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { PROGRESS_URLS } from "@/lib/progress-refresh";

export const POINTS_URL = PROGRESS_URLS.points;

export function getPoints(): Promise<PointsSummary> {
  return apiRequest<PointsSummary>("GET", POINTS_URL);
}

export const pointsQueryOptions = () => queryOptions({ queryKey: [POINTS_URL], queryFn: getPoints });

export function usePoints() {
  return useQuery(pointsQueryOptions());
}
