// Where a scheduled job's coordinator hands its shards: the queue of the task-queue function that
// works them (Cloud Tasks; on the emulators, the Cloud Tasks emulator), or, for the tests and the
// backlog benchmark, the shard worker called at once in this process.
import { createHash } from "node:crypto";
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

/**
 * The task id for a shard's name. Cloud Tasks serves named tasks whose names share a prefix (a
 * run's time) more slowly, so the id starts with a hash of the name; the name follows, readable.
 */
export function taskId(name: string): string {
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 12);
  return `${hash}-${name.replace(/[^A-Za-z0-9_-]/g, "_")}`.slice(0, 400);
}

/** The queue of the task-queue function `fn`, each task allowed `deadlineSeconds`. */
export function cloudTasksShardQueue<T extends object>(fn: string, deadlineSeconds: number): ShardQueue<T> {
  return {
    async enqueue(shard, name) {
      try {
        await adminFunctions()
          .taskQueue(`locations/us-central1/functions/${fn}`)
          .enqueue(shard as Record<string, unknown>, {
            id: taskId(name),
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
