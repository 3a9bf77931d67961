// GET /api/user/latest-milestone: the newest milestone the dialog has not shown, or null. Keyed on the
// progress URL, so an action that earns points refreshes it (lib/progress-refresh).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Milestone } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { PROGRESS_URLS } from "@/lib/progress-refresh";

export const LATEST_MILESTONE_URL = PROGRESS_URLS.latestMilestone;

export function getLatestMilestone(): Promise<Milestone | null> {
  return apiRequest<Milestone | null>("GET", LATEST_MILESTONE_URL);
}

export const latestMilestoneQueryOptions = () =>
  queryOptions({ queryKey: [LATEST_MILESTONE_URL], queryFn: getLatestMilestone });

export function useLatestMilestone() {
  return useQuery(latestMilestoneQueryOptions());
}
