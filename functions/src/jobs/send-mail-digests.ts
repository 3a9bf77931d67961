// Scheduled: sends the notification e-mail digests that are due (modules/mail/digests.job.ts,
// which the tests run directly). Every 5 minutes: a digest waits at most that long after its
// hour allows it; a run with nothing due costs one read.
import { onSchedule } from "firebase-functions/scheduler";
import type * as Digests from "../modules/mail";
import { logJobRun } from "../lib/logger";

export const sendMailDigests = onSchedule(
  {
    schedule: "every 5 minutes",
    timeZone: "UTC",
    region: "us-central1",
    // One run at a time: runs never overlap (the job code also queues runs within an instance).
    maxInstances: 1,
    timeoutSeconds: 300,
    retryCount: 0,
  },
  async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const job = require("../modules/mail") as typeof Digests;
    logJobRun("sendMailDigests", await job.sendMailDigests());
  },
);
