// Scheduled: folds article counters that no change folded (modules/annotations/counts-fold.job.ts,
// which the tests run directly).
import { onSchedule } from "firebase-functions/scheduler";
import { scheduled } from "./schedule-options";
import type * as Annotations from "../modules/annotations";
import { logJobRun } from "../lib/logger";

export const foldPendingCounts = onSchedule(scheduled("every 15 minutes", 540), async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const job = require("../modules/annotations") as typeof Annotations;
  logJobRun("foldPendingCounts", await job.foldPendingCounts());
});
