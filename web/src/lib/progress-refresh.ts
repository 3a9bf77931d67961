// Points, achievements, the milestone and the user's statistics change on the server in the same
// transaction as the action that earns them. Rather than every feature knowing which
// queries that touches, a mutation says so with `meta: CHANGES_PROGRESS`, and the query client's
// mutation cache refreshes these queries once it succeeds (see query-client.ts).
import type { QueryClient } from "@tanstack/react-query";

/** The progress endpoints; the feature fetchers key their queries on these URLs. */
export const PROGRESS_URLS = {
  points: "/api/user/points",
  achievements: "/api/user/achievements",
  latestMilestone: "/api/user/latest-milestone",
  userStatistics: "/api/statistics/user",
} as const;

export interface ProgressMeta extends Record<string, unknown> {
  /** The mutation earns (or takes back) points: refresh the progress queries after it succeeds. */
  changesProgress?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: ProgressMeta;
  }
}

/** The `meta` of a mutation that earns or takes back points. */
export const CHANGES_PROGRESS = { changesProgress: true } as const satisfies ProgressMeta;

/**
 * Marks the progress queries stale: the ones on screen refetch now, the others when next shown.
 * Not awaited by the mutation, so a slow points request never holds up the action's own UI.
 */
export function refreshProgress(queryClient: QueryClient): void {
  for (const url of Object.values(PROGRESS_URLS)) {
    void queryClient.invalidateQueries({ queryKey: [url] });
  }
}
