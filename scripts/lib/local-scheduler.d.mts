// Types for local-scheduler.mjs, imported by the browser journeys.
export type ScheduledJobName =
  "rollUpStatistics" | "rankPoints" | "rankTopContributors" | "sendMailDigests" | "foldPendingCounts";
export const LOCAL_SCHEDULE: ReadonlyArray<{ name: ScheduledJobName; everyMinutes: number }>;
export function scheduledJobUrl(name: ScheduledJobName, origin?: string): string;
export function runScheduledJob(name: ScheduledJobName, origin?: string): Promise<void>;
export function startLocalScheduler(options?: {
  jobs?: ReadonlyArray<{ name: ScheduledJobName; everyMinutes: number }>;
  origin?: string;
  log?: (message: string) => void;
}): () => void;
