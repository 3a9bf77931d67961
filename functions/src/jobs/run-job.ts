// Task queue: runs one slice of a job (modules/jobs/jobs.service.ts, runJobTask), whatever its
// kind. One queue for every kind; each task works within its runner's time budget, far inside
// this function's timeout, and a task that fails is retried with backoff before its job ends
// `failed` (the retry settings here and MAX_ATTEMPTS say the same).
import { onTaskDispatched } from "firebase-functions/tasks";
import { FUNCTION_SIZES } from "../lib/function-sizes";
import type * as Runners from "./runners";

/** Slices the queue runs at once across all instances: one instance per slice, as many as that. */
const MAX_CONCURRENT_DISPATCHES = 20;
const size = FUNCTION_SIZES.runJob;

export const runJob = onTaskDispatched<{ id: string; slice: number }>(
  {
    region: "us-central1",
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 300, maxDoublings: 4 },
    // Slices of different people's jobs run side by side; one job's slices run one after another.
    rateLimits: { maxConcurrentDispatches: MAX_CONCURRENT_DISPATCHES },
    // One slice per instance: a slice is CPU-bound work for its whole budget (a library import
    // extracts 8 pages at a time), so a second one on the same CPU would only halve both, and
    // each slice gets the whole 1 GiB (an export fills its file part; an import slice peaks as
    // bench:memory measures). maxInstances × concurrency = the dispatch cap: no task waits for an
    // instance the queue is allowed to use, and none can be started past it.
    concurrency: size.concurrency,
    maxInstances: MAX_CONCURRENT_DISPATCHES / size.concurrency,
    // An export runs in one slice of up to 25 minutes (account/export.job.ts).
    timeoutSeconds: 1800,
    memory: size.memory,
    cpu: size.cpu,
  },
  async (request) => {
    // Loaded on the first task only, so other functions' cold starts do not pay for it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { runTask } = require("./runners") as typeof Runners;
    await runTask(request.data, { retryCount: request.retryCount });
  },
);
