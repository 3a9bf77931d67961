// Jobs in tests: waiting for one that runs on the task queue (the Cloud Tasks emulator dispatches
// it to the `runJob` function on the Functions emulator), and driving one in process, task by
// task, to force the orders of events that a real queue only sometimes shows.
import { getFirestore } from "firebase-admin/firestore";
import { expect } from "vitest";
import type { JobDoc, JobQueue, JobTask, Runners } from "../../src/modules/jobs";
import { runJobTask } from "../../src/modules/jobs";
import type { SyncedUser } from "./users";

const jobDoc = (id: string) => getFirestore().collection("jobs").doc(id);

/**
 * Waits until the job is done or failed, or its document is gone; returns the last document
 * seen, undefined once it is gone. An account deletion forgets its own document just after it is
 * done, so `untilGone` waits for that too.
 */
export async function untilJobEnds(
  id: string,
  { untilGone = false, timeoutMs = 120_000 } = {},
): Promise<JobDoc | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await jobDoc(id).get()).data() as JobDoc | undefined;
    if (!job || job.state === "failed" || (job.state === "done" && !untilGone)) return job;
    if (Date.now() > until) throw new Error(`Job ${id} still ${job.state} at ${job.done}/${job.total}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Waits for the job that refreshes `uid`'s card copies (on the task queue) to finish them all. */
export async function untilCopiesRefreshed(uid: string): Promise<void> {
  for (;;) {
    const job = await untilJobEnds(`cardCopies-${uid}`);
    expect(job?.state).toBe("done");
    const user = await getFirestore().collection("users").doc(uid).get();
    if (!user.get("profileRefresh")) return;
  }
}

/** DELETE /api/user through the route, and then the deletion job to its end. */
export async function deleteAccountToTheEnd(user: SyncedUser): Promise<void> {
  const response = await user.call.delete("/api/user").send({ confirm: user.username });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  expect(await untilJobEnds(String(response.body.id), { untilGone: true })).toBeUndefined();
}

/** A queue that keeps its tasks for the test to run, instead of Cloud Tasks. */
export class HeldQueue implements JobQueue {
  readonly tasks: JobTask[] = [];

  async enqueue(task: JobTask): Promise<void> {
    this.tasks.push(task);
  }

  /** Runs one task in process, as a first delivery of it. */
  run(runners: Runners, task: JobTask): Promise<void> {
    return runJobTask(runners, task, { retryCount: 0 }, this);
  }

  /** Runs the held tasks in process, first in first out, until none is left; returns how many ran. */
  async drain(runners: Runners, max = 10_000): Promise<number> {
    let ran = 0;
    for (let task = this.tasks.shift(); task; task = this.tasks.shift()) {
      if (++ran > max) throw new Error("The job did not finish");
      await this.run(runners, task);
    }
    return ran;
  }
}
