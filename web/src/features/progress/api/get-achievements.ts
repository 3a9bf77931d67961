// GET /api/user/achievements: the unlocked achievements, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Achievement } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { PROGRESS_URLS } from "@/lib/progress-refresh";

export const ACHIEVEMENTS_URL = PROGRESS_URLS.achievements;

export function getAchievements(): Promise<Achievement[]> {
  return apiRequest<Achievement[]>("GET", ACHIEVEMENTS_URL);
}

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: [ACHIEVEMENTS_URL], queryFn: getAchievements });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
