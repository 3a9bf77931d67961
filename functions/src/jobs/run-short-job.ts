// Task queue: runs one slice of a short job (card copies refreshed, an account deleted;
// modules/jobs/job-queue.ts, JOB_QUEUE_OF), on a queue of its own so that these never wait
// behind a long import or export holding every dispatch of `runJob`. The same handler, retries
// and instance size as runJob (job-task-options.ts).
import { onTaskDispatched } from "firebase-functions/tasks";
import type { JobTask } from "../modules/jobs";
import { handleJobTask, jobQueueOptions } from "./job-task-options";

/**
 * Short slices at once. At a million monthly readers about 6,700 short jobs a day start, some
 * 30 seconds of slices each (docs/production.md, "Background load"): 40 at once clear ten days of
 * them, and that day's, within a day.
 */
export const SHORT_JOB_DISPATCHES = 40;

// A deletion slice works two minutes (account/deletion.job.ts); the deadline leaves room.
export const runShortJob = onTaskDispatched<JobTask>(
  jobQueueOptions(SHORT_JOB_DISPATCHES, 600),
  handleJobTask,
);
