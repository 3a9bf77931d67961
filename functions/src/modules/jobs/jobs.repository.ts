// Firestore shapes of jobs (docs/architecture.md, "Jobs"):
//   jobs/{kind}-{uid}            one job of each kind per person, the one they see
// What a finished job made (an export, an import report) is one object in Cloud Storage,
// `jobs/{jobId}/file` (job-files.ts). The owner reads their job documents directly
// (firestore.rules: get only).
import type { DocumentData, DocumentReference, Timestamp, Transaction } from "firebase-admin/firestore";
import type { JobKind, JobResult, JobState, JobView } from "../../shared";
import { db } from "../../lib/firebase";

export const JOBS = "jobs";

export interface JobDoc {
  uid: string;
  kind: JobKind;
  state: JobState;
  /** What is being done now: a key the web app translates. */
  stage: string;
  done: number;
  total: number;
  startedAt: Timestamp;
  updatedAt: Timestamp;
  error: string | null;
  result: JobResult | null;
  /** The slice the next task runs: a task carrying another number is a stale or repeated one. */
  slice: number;
  /** Where the runner goes on from, in its own shape (server-only meaning). */
  cursor: DocumentData | null;
  /** What the job was asked to do (an export's format). */
  params: DocumentData;
  /** Asked again while it ran: the runner starts over once it is done (to the latest state). */
  again: boolean;
  /** When a finished job's document may go: the TTL policy removes it after that (its file goes by the bucket's lifecycle rule). */
  expiresAt: Timestamp | null;
}

/** Job documents have fixed ids: one job of each kind per person. */
export const jobId = (kind: JobKind, uid: string) => `${kind}-${uid}`;

export const jobRef = (id: string) => db().collection(JOBS).doc(id) as DocumentReference<JobDoc>;

export async function readJob(id: string): Promise<JobDoc | undefined> {
  return (await jobRef(id).get()).data();
}

export async function readJobInTransaction(tx: Transaction, id: string): Promise<JobDoc | undefined> {
  return (await tx.get(jobRef(id))).data();
}

export function writeJob(tx: Transaction, id: string, job: JobDoc): void {
  tx.set(jobRef(id), job);
}

export function updateJob(tx: Transaction, id: string, change: Partial<JobDoc>): void {
  tx.update(jobRef(id), change as DocumentData);
}

export function toJobView(id: string, job: JobDoc): JobView {
  return {
    id,
    kind: job.kind,
    state: job.state,
    stage: job.stage,
    done: job.done,
    total: job.total,
    startedAt: job.startedAt.toDate().toISOString(),
    updatedAt: job.updatedAt.toDate().toISOString(),
    error: job.error,
    result: job.result,
  };
}

/** The person's job documents, to delete with their account (at most `max`). */
export async function jobsOf(uid: string, max: number) {
  const snap = await db().collection(JOBS).where("uid", "==", uid).select("kind").limit(max).get();
  return snap.docs.map((doc) => ({ id: doc.id, kind: doc.get("kind") as JobKind, ref: doc.ref }));
}
