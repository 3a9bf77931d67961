// Where a job's next slice is enqueued: the `runJob` task-queue function's queue on Cloud Tasks
// (on the emulators, the Cloud Tasks emulator, which the Admin SDK finds through
// CLOUD_TASKS_EMULATOR_HOST). Tests that drive the runner step by step pass their own JobQueue.
import { adminFunctions } from "../../lib/firebase";
import type { JobTask } from "./jobs.service";

/** The task-queue function that runs jobs (functions/src/jobs/run-job.ts). */
export const JOB_FUNCTION = "runJob";
const REGION = "us-central1";

export interface JobQueue {
  /** Enqueues the task; `sliceSeconds` is how long it may work, its deadline a minute more. */
  enqueue(task: JobTask, sliceSeconds: number): Promise<void>;
}

export const cloudTasksQueue: JobQueue = {
  async enqueue(task, sliceSeconds) {
    await adminFunctions()
      .taskQueue(`locations/${REGION}/functions/${JOB_FUNCTION}`)
      .enqueue(task, { dispatchDeadlineSeconds: Math.min(1800, Math.max(15, sliceSeconds + 60)) });
  },
};
