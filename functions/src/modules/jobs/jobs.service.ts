// The job runner (docs/architecture.md, "Jobs"): long work as a chain of tasks on Cloud Tasks
// (the `runJob` queue for long kinds, `runShortJob` for short ones: job-queue.ts). Each task
// runs one bounded slice of a job within a time budget, records the job's progress and where it
// goes on from, and enqueues the next slice.
//
// Why it holds:
// - Each job document carries `slice`, the number of the slice the next task runs. A task whose
//   number is not the job's is a repeated or stale delivery and does nothing; a slice's progress
//   is committed only if the job is still at that slice, so two deliveries of one task advance
//   the job once. The work of a slice itself must be idempotent (each runner's is: deleting what
//   is found, rewriting to the latest state, overwriting numbered file parts).
// - A task that fails throws, and Cloud Tasks retries it with backoff; on its last attempt the
//   job ends `failed` with a sentence a person can read, and the runner undoes what must not stay
//   half-made (an export's parts).
// - A task that was lost (an instance killed between committing and enqueueing) is found when
//   the job is asked for again: a job not updated for STALLED_AFTER_MS goes on from its cursor.
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import type { JobKind, JobResult, JobView } from "../../shared";
import { AppError, notFound } from "../../lib/errors";
import { runTransaction } from "../../lib/firebase";
import { now, wallClock } from "../../lib/clock";
import {
  jobId,
  jobRef,
  readJob,
  readJobInTransaction,
  toJobView,
  updateJob,
  writeJob,
  type JobDoc,
} from "./jobs.repository";
import { cloudTasksQueue, type JobQueue } from "./job-queue";

/** Attempts of one task before its job ends `failed` (the queue's retryConfig says the same). */
export const MAX_ATTEMPTS = 5;

/** A job whose document has not changed for this long lost its task: asking again resumes it. */
export const STALLED_AFTER_MS = 35 * 60_000;

/** What a runner is given for one slice. */
export interface SliceInput {
  id: string;
  job: JobDoc;
  /** True once the slice's time budget is spent: finish the step at hand and return. */
  outOfTime(): boolean;
  /** Records how far a long slice has got, while it works (nothing if the job moved on). */
  report(progress: Progress): Promise<void>;
}

export interface Progress {
  stage: string;
  done: number;
  total: number;
}

/** What a slice did: where to go on from and how far the job has got, or that it is finished. */
export interface SliceOutcome extends Progress {
  cursor: DocumentData | null;
  finished?: { result?: JobResult | null };
}

/** One kind of job: how its slices run. Each kind's runner lives in its own module. */
export interface JobRunner {
  kind: JobKind;
  /** Seconds one task may work before handing over to the next. */
  sliceSeconds: number;
  /** Seconds a finished job's document stays for its owner to see (and download). */
  keepSeconds: number;
  /** The first figures shown, before the first slice runs. */
  start(uid: string, params: DocumentData): Promise<{ stage: string; total: number }>;
  runSlice(input: SliceInput): Promise<SliceOutcome>;
  /** After the job is recorded done (the account deletion forgets its own document). */
  afterDone?(id: string, job: JobDoc, outcome: SliceOutcome): Promise<void>;
  /** After the last attempt failed: removes what must not stay half-made. */
  afterFailed?(id: string, job: JobDoc): Promise<void>;
  /** The sentence shown when the job fails for a reason that is not the person's. */
  failureMessage: string;
}

/** Delivery facts of one task (Cloud Tasks' retry count). */
export interface TaskDelivery {
  retryCount: number;
}

export interface JobTask {
  id: string;
  slice: number;
}

export type Runners = Partial<Record<JobKind, JobRunner>>;

const secondsFromNow = (seconds: number) => Timestamp.fromMillis(now().getTime() + seconds * 1000);

const isActive = (job: JobDoc) => job.state === "queued" || job.state === "running";
const isStalled = (job: JobDoc) => wallClock().getTime() - job.updatedAt.toMillis() > STALLED_AFTER_MS;

/**
 * Starts the person's job of this kind, or returns the one already at work. Asked again while it
 * runs, a runner that refreshes to the latest state (`again`) runs once more when it is done;
 * one still queued will read the latest state anyway. A stalled one goes on from its cursor.
 */
export async function startJob(
  runner: JobRunner,
  uid: string,
  params: DocumentData = {},
  options: { again?: boolean; queue?: JobQueue } = {},
): Promise<JobView> {
  const id = jobId(runner.kind, uid);
  const first = await runner.start(uid, params);
  const queue = options.queue ?? cloudTasksQueue;
  const { view, enqueue } = await runTransaction(async (tx) => {
    const existing = await readJobInTransaction(tx, id);
    const at = Timestamp.fromDate(now());
    if (existing && isActive(existing) && !isStalled(existing)) {
      if (options.again && existing.state === "running" && !existing.again)
        updateJob(tx, id, { again: true });
      return { view: toJobView(id, existing), enqueue: undefined };
    }
    if (existing && isActive(existing)) {
      // Stalled: its task was lost. Go on from where it stood, under a new slice number.
      const resumed: Partial<JobDoc> = { state: "queued", slice: existing.slice + 1, updatedAt: at };
      updateJob(tx, id, resumed);
      return { view: toJobView(id, { ...existing, ...resumed }), enqueue: existing.slice + 1 };
    }
    const job: JobDoc = {
      uid,
      kind: runner.kind,
      state: "queued",
      stage: first.stage,
      done: 0,
      total: first.total,
      startedAt: at,
      updatedAt: at,
      error: null,
      result: null,
      slice: (existing?.slice ?? -1) + 1,
      cursor: null,
      params,
      again: false,
      expiresAt: null,
    };
    writeJob(tx, id, job);
    return { view: toJobView(id, job), enqueue: job.slice };
  });
  if (enqueue !== undefined) await queue.enqueue({ id, slice: enqueue }, runner);
  return view;
}

/** GET /api/jobs/{id}: the caller's own job; anyone else's is 404, as any object they may not see. */
export async function getOwnJob(uid: string, id: string): Promise<JobView> {
  const job = await readJob(id);
  if (!job || job.uid !== uid) throw notFound("Job not found");
  return toJobView(id, job);
}

/** The caller's job of a kind, if they have one (a reload finds the job where it stands). */
export async function findOwnJob(uid: string, kind: JobKind): Promise<JobView | null> {
  const id = jobId(kind, uid);
  const job = await readJob(id);
  return job ? toJobView(id, job) : null;
}

/** The job document itself, for the runner that made it (an export's file download). */
export async function readOwnJobDoc(uid: string, id: string): Promise<JobDoc> {
  const job = await readJob(id);
  if (!job || job.uid !== uid) throw notFound("Job not found");
  return job;
}

/**
 * Runs one task of the job runner: the slice it names, if the job is still at it. Throws to have
 * Cloud Tasks retry it, except on the last attempt, which ends the job `failed`.
 */
export async function runJobTask(
  runners: Runners,
  task: JobTask,
  delivery: TaskDelivery,
  queue: JobQueue = cloudTasksQueue,
): Promise<void> {
  const claimed = await claimSlice(task, delivery);
  if (claimed === "resend") {
    const job = await readJob(task.id);
    if (job) await queue.enqueue({ id: task.id, slice: task.slice + 1 }, runnerFor(runners, job));
    return;
  }
  if (!claimed) return;
  const runner = runnerFor(runners, claimed);
  const deadline = wallClock().getTime() + runner.sliceSeconds * 1000;
  try {
    const outcome = await runner.runSlice({
      id: task.id,
      job: claimed,
      outOfTime: () => wallClock().getTime() >= deadline,
      report: (progress) => reportProgress(task, progress),
    });
    const next = await recordSlice(runner, task, outcome);
    if (next === "continue") await queue.enqueue({ id: task.id, slice: task.slice + 1 }, runner);
    if (next === "done") await runner.afterDone?.(task.id, claimed, outcome);
  } catch (error) {
    if (delivery.retryCount + 1 < MAX_ATTEMPTS) throw error;
    const failed = await failJob(task, error instanceof AppError ? error.message : runner.failureMessage);
    if (failed) await runner.afterFailed?.(task.id, claimed);
  }
}

function runnerFor(runners: Runners, job: JobDoc): JobRunner {
  const runner = runners[job.kind];
  if (!runner) throw new Error(`No runner for jobs of kind ${job.kind}`);
  return runner;
}

/**
 * Marks the job running at this slice, or says why the task has nothing to do. "resend": a retry
 * of a task whose slice was recorded but whose next task may never have been enqueued.
 */
function claimSlice(task: JobTask, delivery: TaskDelivery): Promise<JobDoc | "resend" | null> {
  return runTransaction(async (tx) => {
    const job = await readJobInTransaction(tx, task.id);
    if (!job || !isActive(job)) return null;
    if (job.slice === task.slice + 1 && delivery.retryCount > 0) return "resend";
    if (job.slice !== task.slice) return null;
    updateJob(tx, task.id, { state: "running", updatedAt: Timestamp.fromDate(now()) });
    return { ...job, state: "running" };
  });
}

/** Records a slice's outcome if the job is still at that slice; says what comes next. */
function recordSlice(
  runner: JobRunner,
  task: JobTask,
  outcome: SliceOutcome,
): Promise<"continue" | "done" | "stale"> {
  return runTransaction(async (tx) => {
    const job = await readJobInTransaction(tx, task.id);
    if (!job || !isActive(job) || job.slice !== task.slice) return "stale";
    const at = Timestamp.fromDate(now());
    const progress = { stage: outcome.stage, done: outcome.done, total: outcome.total, updatedAt: at };
    if (!outcome.finished) {
      updateJob(tx, task.id, { ...progress, cursor: outcome.cursor, slice: task.slice + 1 });
      return "continue";
    }
    if (job.again) {
      // Asked again while it ran: once more from the start, to the latest state.
      updateJob(tx, task.id, { ...progress, done: 0, cursor: null, again: false, slice: task.slice + 1 });
      return "continue";
    }
    updateJob(tx, task.id, {
      ...progress,
      state: "done",
      cursor: null,
      result: outcome.finished.result ?? null,
      expiresAt: secondsFromNow(runner.keepSeconds),
    });
    return "done";
  });
}

function reportProgress(task: JobTask, progress: Progress): Promise<void> {
  return runTransaction(async (tx) => {
    const job = await readJobInTransaction(tx, task.id);
    if (!job || !isActive(job) || job.slice !== task.slice) return;
    updateJob(tx, task.id, { ...progress, updatedAt: Timestamp.fromDate(now()) });
  });
}

/** Ends the job `failed` with `message`, if it is still at this slice. */
function failJob(task: JobTask, message: string): Promise<boolean> {
  return runTransaction(async (tx) => {
    const job = await readJobInTransaction(tx, task.id);
    if (!job || !isActive(job) || job.slice !== task.slice) return false;
    updateJob(tx, task.id, {
      state: "failed",
      error: message,
      updatedAt: Timestamp.fromDate(now()),
      expiresAt: secondsFromNow(7 * 24 * 3600),
    });
    return true;
  });
}

/** Deletes a job document (a finished account deletion's, once its owner has seen it end). */
export async function forgetJob(id: string): Promise<void> {
  await jobRef(id).delete();
}
