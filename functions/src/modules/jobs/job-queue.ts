// Where a job's next slice is enqueued: the queue of the task-queue function that runs its kind
// (on the emulators, the Cloud Tasks emulator, which the Admin SDK finds through
// CLOUD_TASKS_EMULATOR_HOST). Tests that drive the runner step by step pass their own JobQueue.
//
// Two queues, so that short work never waits behind long work: a library import or an export
// holds a dispatch for minutes, and twenty of them would otherwise hold every dispatch while a
// person's renamed card or deleted account waited. Both functions run the same handler.
import type { JobKind } from "../../shared";
import { adminFunctions } from "../../lib/firebase";
import type { JobTask } from "./jobs.service";

/** The task-queue function that runs long jobs (functions/src/jobs/run-job.ts). */
export const JOB_FUNCTION = "runJob";
/** The task-queue function that runs short jobs (functions/src/jobs/run-short-job.ts). */
export const SHORT_JOB_FUNCTION = "runShortJob";
const REGION = "us-central1";

/**
 * Each kind's queue. Short: slices of I/O (deleting what is found, moving a repaired account's
 * data, rewriting copies of a card) that a person waits on and that end in seconds to a few
 * minutes: an account repair holds its reader at sign-in, so it must not wait behind imports. Long: CPU-bound slices of up
 * to 25 minutes (an export, an import extracting pages, a search index rebuilt).
 */
export const JOB_QUEUE_OF: Record<JobKind, typeof JOB_FUNCTION | typeof SHORT_JOB_FUNCTION> = {
  accountDeletion: SHORT_JOB_FUNCTION,
  accountRepair: SHORT_JOB_FUNCTION,
  cardCopies: SHORT_JOB_FUNCTION,
  export: JOB_FUNCTION,
  libraryImport: JOB_FUNCTION,
  searchIndex: JOB_FUNCTION,
};

/** What a queue needs to know of the job's runner. */
export interface QueuedKind {
  kind: JobKind;
  /** How long the slice may work: its dispatch deadline is a minute more. */
  sliceSeconds: number;
}

export interface JobQueue {
  /** Enqueues the task onto the queue of `runner`'s kind. */
  enqueue(task: JobTask, runner: QueuedKind): Promise<void>;
}

export const cloudTasksQueue: JobQueue = {
  async enqueue(task, runner) {
    await adminFunctions()
      .taskQueue(`locations/${REGION}/functions/${JOB_QUEUE_OF[runner.kind]}`)
      .enqueue(task, {
        dispatchDeadlineSeconds: Math.min(1800, Math.max(15, runner.sliceSeconds + 60)),
      });
  },
};
