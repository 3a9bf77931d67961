// Scheduled: folds article counters that no change folded (modules/annotations/counts-fold.job.ts,
// which the tests run directly).
import { onSchedule } from "firebase-functions/scheduler";
import type * as Annotations from "../modules/annotations";
import { logJobRun } from "../lib/logger";

export const foldPendingCounts = onSchedule(
  {
    schedule: "every 15 minutes",
    timeZone: "UTC",
    region: "us-central1",
    // Overlapping runs are safe (each fold is conditional); one is enough.
    maxInstances: 1,
    timeoutSeconds: 540,
    retryCount: 0,
  },
  async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const job = require("../modules/annotations") as typeof Annotations;
    logJobRun("foldPendingCounts", await job.foldPendingCounts());
  },
);
