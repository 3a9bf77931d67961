// What every scheduled job shares: one run at a time (runs never overlap; the job code also queues
// runs within an instance), UTC, and no retry (each job is incremental: the next run goes on with
// what this one left).
import type { ScheduleOptions } from "firebase-functions/scheduler";

export const scheduled = (schedule: string, timeoutSeconds?: number): ScheduleOptions => ({
  schedule,
  timeZone: "UTC",
  region: "us-central1",
  maxInstances: 1,
  ...(timeoutSeconds === undefined ? {} : { timeoutSeconds }),
  retryCount: 0,
});
