// Scheduled: keeps the points distribution behind each user's rank percentile up to date
// (modules/progress/ranking.job.ts, which the tests run directly).
import { onSchedule } from "firebase-functions/scheduler";
import { scheduled } from "./schedule-options";
import type * as Ranking from "../modules/progress";
import { logJobRun } from "../lib/logger";

export const rankPoints = onSchedule(scheduled("every 15 minutes", 540), async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const job = require("../modules/progress") as typeof Ranking;
  logJobRun("rankPoints", await job.rankPoints());
});
