// Task queue: runs one slice of a job (modules/jobs/jobs.service.ts, runJobTask), whatever its
// kind. One queue for every kind; each task works within its runner's time budget, far inside
// this function's timeout, and a task that fails is retried with backoff before its job ends
// `failed` (the retry settings here and MAX_ATTEMPTS say the same).
import { onTaskDispatched } from "firebase-functions/tasks";
import type * as Runners from "./runners";

export const runJob = onTaskDispatched<{ id: string; slice: number }>(
  {
    region: "us-central1",
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 300, maxDoublings: 4 },
    // Slices of different people's jobs run side by side; one job's slices run one after another.
    rateLimits: { maxConcurrentDispatches: 20 },
    // An export runs in one slice of up to 25 minutes (account/export.job.ts); 1 GiB holds its
    // pages of articles and the file part being filled.
    timeoutSeconds: 1800,
    memory: "1GiB",
    cpu: 1,
  },
  async (request) => {
    // Loaded on the first task only, so other functions' cold starts do not pay for it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { runTask } = require("./runners") as typeof Runners;
    await runTask(request.data, { retryCount: request.retryCount });
  },
);
