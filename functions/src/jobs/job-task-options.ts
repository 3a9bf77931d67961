// What the two job queues (run-job.ts, run-short-job.ts) share: the retry settings MAX_ATTEMPTS
// counts on, one slice per instance, and the handler, which loads the runners on the first task
// only, so other functions' cold starts do not pay for them.
import type { TaskQueueOptions, Request } from "firebase-functions/tasks";
import { FUNCTION_SIZES } from "../lib/function-sizes";
import type * as Runners from "./runners";
import type { JobTask } from "../modules/jobs";

/**
 * A queue of `dispatches` slices at once. One slice per instance: a slice is CPU-bound work for
 * its whole budget (a library import extracts 8 pages at a time), so a second one on the same CPU
 * would only halve both, and each slice gets the whole 1 GiB (an export fills its file part; an
 * import slice peaks as bench:memory measures). maxInstances × concurrency = the dispatch cap: no
 * task waits for an instance the queue is allowed to use, and none can be started past it.
 */
export function jobQueueOptions(dispatches: number, timeoutSeconds: number): TaskQueueOptions {
  const size = FUNCTION_SIZES.runJob;
  return {
    region: "us-central1",
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 300, maxDoublings: 4 },
    // Slices of different people's jobs run side by side; one job's slices run one after another.
    rateLimits: { maxConcurrentDispatches: dispatches },
    concurrency: size.concurrency,
    maxInstances: dispatches / size.concurrency,
    timeoutSeconds,
    memory: size.memory,
    cpu: size.cpu,
  };
}

export async function handleJobTask(request: Request<JobTask>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runTask } = require("./runners") as typeof Runners;
  await runTask(request.data, { retryCount: request.retryCount });
}
