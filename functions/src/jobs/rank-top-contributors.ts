// Scheduled: ranks the week's top contributors into one document
// (modules/contributors/top-contributors.job.ts, which the tests run directly). Hourly: the card
// is a weekly ranking, and a run reads at most 41 documents.
import { onSchedule } from "firebase-functions/scheduler";
import { scheduled } from "./schedule-options";
import type * as TopContributors from "../modules/contributors";
import { logJobRun } from "../lib/logger";

export const rankTopContributors = onSchedule(scheduled("every 60 minutes"), async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const job = require("../modules/contributors") as typeof TopContributors;
  logJobRun("rankTopContributors", await job.rankTopContributors());
});
