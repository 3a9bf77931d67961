// The job runner (modules/jobs): slices within a budget with progress recorded, tasks delivered
// twice or lost, retries and the last attempt, asking again, a stalled job, and who may read a
// job. Driven in process with a counting runner through HeldQueue, so each order of events is
// forced, not hoped for; the real queue is exercised by the account deletion and export tests.
import { describe, expect, it } from "vitest";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import type { JobKind } from "../../src/shared";
import { AppError } from "../../src/lib/errors";
import {
  runJobTask,
  startJob,
  type JobDoc,
  type JobQueue,
  type JobRunner,
  type JobTask,
  type SliceOutcome,
} from "../../src/modules/jobs";
import { HeldQueue } from "../helpers/jobs";
import { syncedUser } from "../helpers/users";
import { uniqueName } from "../helpers/auth-emulator";

const db = () => getFirestore();
const read = async (id: string) => (await db().collection("jobs").doc(id).get()).data() as JobDoc;

/**
 * A job of `units` steps that counts each step it does in a document of its own (so repeated
 * work shows), one step per slice, and the passes it starts (so a second pass shows).
 */
function countingRunner(units = 4, fail?: () => Error | undefined) {
  const calls = { slices: 0, failedCleanups: 0 };
  const runner: JobRunner = {
    kind: "export" as JobKind,
    sliceSeconds: 0,
    keepSeconds: 60,
    failureMessage: "The counting could not finish.",
    async start() {
      return { stage: "counting", total: units };
    },
    async runSlice({ job }): Promise<SliceOutcome> {
      calls.slices += 1;
      const error = fail?.();
      if (error) throw error;
      const at = ((job.cursor as { at?: number } | null)?.at ?? 0) + 1;
      return {
        cursor: { at },
        stage: "counting",
        done: at,
        total: units,
        ...(at >= units ? { finished: {} } : {}),
      };
    },
    async afterFailed() {
      calls.failedCleanups += 1;
    },
  };
  return { runner, runners: { export: runner }, calls };
}

const someone = () => uniqueName("owner");

describe("the job runner", () => {
  it("when a job runs, then each task does one slice, records its progress, and the last ends it done", async () => {
    const { runner, runners, calls } = countingRunner(4);
    const queue = new HeldQueue();
    const started = await startJob(runner, someone(), {}, { queue });
    expect(started).toMatchObject({ state: "queued", stage: "counting", done: 0, total: 4 });
    const seen: Array<[string, number]> = [];
    for (let task = queue.tasks.shift(); task; task = queue.tasks.shift()) {
      await runJobTask(runners, task, { retryCount: 0 }, queue);
      const job = await read(started.id);
      seen.push([job.state, job.done]);
    }
    expect(seen).toEqual([
      ["running", 1],
      ["running", 2],
      ["running", 3],
      ["done", 4],
    ]);
    expect(calls.slices).toBe(4);
    expect((await read(started.id)).expiresAt).toBeInstanceOf(Timestamp);
  });

  it("when a task is delivered twice, one after the other or at once, then the job advances once", async () => {
    const { runner, runners, calls } = countingRunner(3);
    const queue = new HeldQueue();
    const { id } = await startJob(runner, someone(), {}, { queue });
    const first = queue.tasks.shift()!;
    await runJobTask(runners, first, { retryCount: 0 }, queue);
    await runJobTask(runners, first, { retryCount: 0 }, queue);
    expect(calls.slices).toBe(1);
    expect(queue.tasks).toEqual([{ id, slice: 1 }]);

    const second = queue.tasks.shift()!;
    await Promise.all([
      runJobTask(runners, second, { retryCount: 0 }, queue),
      runJobTask(runners, second, { retryCount: 0 }, queue),
    ]);
    expect(queue.tasks).toEqual([{ id, slice: 2 }]);
    expect((await read(id)).done).toBe(2);
    await queue.drain(runners);
    expect(await read(id)).toMatchObject({ state: "done", done: 3, slice: 2 });
  });

  it("when the next task could not be enqueued, then the retry of the task before it enqueues it", async () => {
    const { runner, runners } = countingRunner(2);
    const queue = new HeldQueue();
    const { id } = await startJob(runner, someone(), {}, { queue });
    const first = queue.tasks.shift()!;
    const broken: JobQueue = {
      enqueue: async () => {
        throw new Error("Cloud Tasks unavailable");
      },
    };
    await expect(runJobTask(runners, first, { retryCount: 0 }, broken)).rejects.toThrow("unavailable");
    expect((await read(id)).slice).toBe(1);
    await runJobTask(runners, first, { retryCount: 1 }, queue);
    expect(queue.tasks).toEqual([{ id, slice: 1 }]);
    await queue.drain(runners);
    expect(await read(id)).toMatchObject({ state: "done", done: 2 });
  });

  it("when a slice keeps failing, then it is retried, and on the last attempt the job ends failed with a sentence", async () => {
    let failures = 0;
    const { runner, runners, calls } = countingRunner(2, () =>
      failures++ < 10 ? new Error("socket hang up") : undefined,
    );
    const queue = new HeldQueue();
    const { id } = await startJob(runner, someone(), {}, { queue });
    const task = queue.tasks.shift()!;
    for (const retryCount of [0, 1, 2, 3]) {
      await expect(runJobTask(runners, task, { retryCount }, queue)).rejects.toThrow("socket hang up");
      expect((await read(id)).state).toBe("running");
    }
    await runJobTask(runners, task, { retryCount: 4 }, queue);
    expect(await read(id)).toMatchObject({ state: "failed", error: "The counting could not finish." });
    expect(calls.failedCleanups).toBe(1);
    expect(queue.tasks).toEqual([]);
    // A late repeat of the failed task does nothing.
    await runJobTask(runners, task, { retryCount: 0 }, queue);
    expect(calls.slices).toBe(5);
  });

  it("when a slice fails for a reason the person can act on, then the job ends failed with that reason", async () => {
    const { runner, runners } = countingRunner(
      2,
      () => new AppError(413, "Your library is too large to export."),
    );
    const queue = new HeldQueue();
    const { id } = await startJob(runner, someone(), {}, { queue });
    await runJobTask(runners, queue.tasks.shift()!, { retryCount: 4 }, queue);
    expect(await read(id)).toMatchObject({ state: "failed", error: "Your library is too large to export." });
  });

  it("when it is asked again while queued, then nothing changes; while running, then it runs once more at the end", async () => {
    const { runner, runners, calls } = countingRunner(2);
    const queue = new HeldQueue();
    const uid = someone();
    const { id } = await startJob(runner, uid, {}, { queue });
    expect((await startJob(runner, uid, {}, { queue, again: true })).id).toBe(id);
    expect(queue.tasks).toHaveLength(1);
    await runJobTask(runners, queue.tasks.shift()!, { retryCount: 0 }, queue);
    // Running now: two more asks in a row make one more pass, not two.
    await startJob(runner, uid, {}, { queue, again: true });
    await startJob(runner, uid, {}, { queue, again: true });
    await queue.drain(runners);
    expect(calls.slices).toBe(4);
    expect(await read(id)).toMatchObject({ state: "done", done: 2, again: false });
    // Once done, asking again starts a new run (and stale tasks of the old one do nothing).
    const restarted = await startJob(runner, uid, {}, { queue });
    expect(restarted).toMatchObject({ id, state: "queued", done: 0 });
    await runJobTask(runners, { id, slice: 0 }, { retryCount: 0 }, queue);
    expect(calls.slices).toBe(4);
    await queue.drain(runners);
    expect(await read(id)).toMatchObject({ state: "done", done: 2 });
  });

  it("when a job's task was lost, then asking again after it stalled goes on from its cursor", async () => {
    const { runner, runners, calls } = countingRunner(3);
    const queue = new HeldQueue();
    const uid = someone();
    const { id } = await startJob(runner, uid, {}, { queue });
    await runJobTask(runners, queue.tasks.shift()!, { retryCount: 0 }, queue);
    const lost: JobTask = queue.tasks.shift()!;
    // Not stalled yet: asking again returns the job as it stands and enqueues nothing.
    expect(await startJob(runner, uid, {}, { queue })).toMatchObject({ state: "running", done: 1 });
    expect(queue.tasks).toEqual([]);
    await db()
      .collection("jobs")
      .doc(id)
      .update({ updatedAt: Timestamp.fromMillis(Date.now() - 36 * 60_000) });
    expect(await startJob(runner, uid, {}, { queue })).toMatchObject({ state: "queued", done: 1 });
    await runJobTask(runners, lost, { retryCount: 0 }, queue);
    await queue.drain(runners);
    expect(calls.slices).toBe(3);
    expect(await read(id)).toMatchObject({ state: "done", done: 3 });
  });
});

describe("GET /api/jobs/{id}", () => {
  it("when the owner asks, then 200 with its progress; a second and a third user get 404", async () => {
    const [owner, second, third] = await Promise.all([
      syncedUser("owner"),
      syncedUser("second"),
      syncedUser("third"),
    ]);
    const { runner } = countingRunner(2);
    const { id } = await startJob(runner, owner.uid, {}, { queue: new HeldQueue() });
    const mine = await owner.call.get(`/api/jobs/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      id,
      kind: "export",
      state: "queued",
      stage: "counting",
      done: 0,
      total: 2,
      startedAt: expect.any(String),
      updatedAt: expect.any(String),
      error: null,
      result: null,
    });
    for (const other of [second, third]) {
      expect((await other.call.get(`/api/jobs/${id}`)).status).toBe(404);
      expect((await other.call.get(`/api/jobs/export-${other.uid}`)).status).toBe(404);
    }
    expect((await owner.call.get(`/api/jobs/${"x".repeat(201)}`)).status).toBe(400);
  });
});
