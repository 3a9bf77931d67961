// Where a scheduled job's coordinator hands its shards: the queue of the task-queue function that
// works them (Cloud Tasks; on the emulators, the Cloud Tasks emulator), or, for the tests and the
// backlog benchmark, the shard worker called at once in this process.
import { adminFunctions } from "./firebase";

export interface ShardQueue<T> {
  /**
   * Enqueues one shard. `name` makes it unique: a coordinator run that is retried enqueues the
   * same names, and Cloud Tasks refuses a name it has seen, so no shard is queued twice.
   */
  enqueue(shard: T, name: string): Promise<void>;
}

/** Cloud Tasks' answer to a task name it already holds: the shard is queued, which is the point. */
const isAlreadyQueued = (error: unknown) =>
  (error as { code?: string } | null)?.code === "functions/task-already-exists";

/** The queue of the task-queue function `fn`, each task allowed `deadlineSeconds`. */
export function cloudTasksShardQueue<T extends object>(fn: string, deadlineSeconds: number): ShardQueue<T> {
  return {
    async enqueue(shard, name) {
      try {
        await adminFunctions()
          .taskQueue(`locations/us-central1/functions/${fn}`)
          .enqueue(shard as Record<string, unknown>, {
            id: name.replace(/[^A-Za-z0-9_-]/g, "_"),
            dispatchDeadlineSeconds: deadlineSeconds,
          });
      } catch (error) {
        if (!isAlreadyQueued(error)) throw error;
      }
    },
  };
}

/** Runs each shard at once with `work`, in call order; for the tests and the benchmark. */
export function inProcessShardQueue<T>(work: (shard: T) => Promise<void>): ShardQueue<T> {
  return { enqueue: (shard) => work(shard) };
}
