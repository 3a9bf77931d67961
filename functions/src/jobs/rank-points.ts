// Scheduled: keeps the points distribution behind each user's rank percentile up to date
// (modules/progress/ranking.job.ts, which the tests run directly).
import { onSchedule } from "firebase-functions/scheduler";
import type * as Ranking from "../modules/progress";
import { logJobRun } from "../lib/logger";

export const rankPoints = onSchedule(
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
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const job = require("../modules/progress") as typeof Ranking;
    logJobRun("rankPoints", await job.rankPoints());
  },
);
