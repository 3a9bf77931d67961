// GET /api/contributors/top: this week's top contributors, best first,
// as the scheduled ranking job left them. A failure is shown as the 'under development' notice,
// never as sample contributors.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TopContributor } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const TOP_CONTRIBUTORS_URL = "/api/contributors/top";

export function getTopContributors(): Promise<TopContributor[]> {
  return apiRequest<TopContributor[]>("GET", TOP_CONTRIBUTORS_URL);
}

export const topContributorsQueryOptions = () =>
  queryOptions({ queryKey: [TOP_CONTRIBUTORS_URL], queryFn: getTopContributors });

/** This week's ranking; `enabled` false while the card is not to show (it is asked for only then). */
export function useTopContributors(enabled = true) {
  return useQuery({ ...topContributorsQueryOptions(), enabled });
}
