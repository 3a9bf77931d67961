// Long work that runs as a job on the task queue (docs/architecture.md, "Jobs"): what the web app
// sees of one, through GET /api/jobs/{id} and the live listener on jobs/{id}.
import type { LibraryImportSummary } from "./library-import";

/** The kinds of job; each has a runner in its own module. */
export const JOB_KINDS = [
  "accountDeletion",
  "accountRepair",
  "export",
  "cardCopies",
  "libraryImport",
  "searchIndex",
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATES = ["queued", "running", "done", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * A job as its owner sees it. `done` of `total` units (articles, documents or steps, as `stage`
 * says) are finished; `stage` names what is being done now (a key the web app translates);
 * `error` is a sentence a person can read; `result` is what the job made (an export's file).
 */
export interface JobView {
  id: string;
  kind: JobKind;
  state: JobState;
  stage: string;
  done: number;
  total: number;
  startedAt: string;
  updatedAt: string;
  error: string | null;
  result: JobResult | null;
}

/**
 * What a finished export or library import leaves: a file in Cloud Storage (the export, or the
 * import's report) that the owner downloads through the link GET /api/jobs/{id}/file answers
 * with, and an import's counts.
 */
export interface JobResult {
  fileName: string;
  bytes: number;
  contentType: string;
  summary?: LibraryImportSummary;
}

/**
 * GET /api/jobs/{id}/file: a signed link to the job's file in Cloud Storage, which saves it under
 * its name; it works for 15 minutes (`expiresAt`), then the app asks for a new one.
 */
export interface JobFileLink {
  url: string;
  fileName: string;
  expiresAt: string;
}

/** A job still at work: the web app keeps watching it. */
export const isJobActive = (job: Pick<JobView, "state">) => job.state === "queued" || job.state === "running";

/**
 * True when an answer that is a job or something else is the account repair job: POST
 * /api/auth/fix-current-uid answers with the user record (200) or the job (202).
 */
export const isRepairJob = (answer: object): answer is JobView =>
  "kind" in answer && answer.kind === "accountRepair";
