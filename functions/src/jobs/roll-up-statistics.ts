// Scheduled: rolls the changed day documents into weeks, months, years, totals and the platform's
// figures (modules/statistics/roll-up.job.ts, which the tests run directly). Every 15 minutes:
// the statistics screen's "Today" is live anyway, the other periods lag at most this long.
import { onSchedule } from "firebase-functions/scheduler";
import type * as RollUp from "../modules/statistics";
import { logJobRun } from "../lib/logger";

export const rollUpStatistics = onSchedule(
  {
    schedule: "every 15 minutes",
    timeZone: "UTC",
    region: "us-central1",
    // One run at a time: runs never overlap (the job code also queues runs within an instance).
    maxInstances: 1,
    timeoutSeconds: 540,
    retryCount: 0,
  },
  async () => {
    // Loaded on the first run only, so the api function's cold start does not pay for it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const job = require("../modules/statistics") as typeof RollUp;
    logJobRun("rollUpStatistics", await job.rollUpStatistics());
  },
);
