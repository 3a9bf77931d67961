// Task queue: runs one slice of a long job (an export, a library import, a search index rebuilt;
// modules/jobs/job-queue.ts, JOB_QUEUE_OF). Each task works within its runner's time budget, far
// inside this function's timeout, and a task that fails is retried with backoff before its job
// ends `failed` (the retry settings and MAX_ATTEMPTS say the same). Short kinds have their own
// queue (run-short-job.ts), so these minutes-long slices never hold them up.
import { onTaskDispatched } from "firebase-functions/tasks";
import type { JobTask } from "../modules/jobs";
import { FUNCTION_SIZES } from "../lib/function-sizes";
import { handleJobTask, jobQueueOptions } from "./job-task-options";

/**
 * Long slices at once across all instances (one instance each). At a million monthly readers
 * about 1,000 long jobs a day start, some 5 minutes of slices each (docs/production.md,
 * "Background load"): 40 at once clear ten days of them, and that day's, within a day.
 */
export const LONG_JOB_DISPATCHES = FUNCTION_SIZES.runJob.maxInstances;

// An export runs in one slice of up to 25 minutes (account/export.job.ts).
export const runJob = onTaskDispatched<JobTask>(jobQueueOptions(LONG_JOB_DISPATCHES, 1800), handleJobTask);
