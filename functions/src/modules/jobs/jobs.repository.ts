// Firestore shapes of jobs (docs/architecture.md, "Jobs"):
//   jobs/{kind}-{uid}            one job of each kind per person, the one they see
//   jobs/{jobId}/fileParts/{n}   what a finished export made, in parts under Firestore's
//                                document limit, streamed back in order by GET /api/jobs/{id}/file
// The owner reads their job documents directly (firestore.rules: get only); the parts are
// server-only.
import type { DocumentData, DocumentReference, Timestamp, Transaction } from "firebase-admin/firestore";
import type { JobKind, JobResult, JobState, JobView } from "../../shared";
import { db } from "../../lib/firebase";

export const JOBS = "jobs";
const FILE_PARTS = "fileParts";

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
  /** When a finished job's document (and file) may go: the TTL policy removes it after that. */
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

// --- A job's file -------------------------------------------------------------------------------

const fileParts = (id: string) => jobRef(id).collection(FILE_PARTS);

/**
 * Stores part `index` of a job's file (a retried run overwrites the same numbers). Parts carry
 * their own expiry: the TTL policy that removes an expired job document leaves its subcollections.
 */
export async function putFilePart(
  id: string,
  index: number,
  data: Buffer,
  expiresAt: Timestamp,
): Promise<void> {
  await fileParts(id).doc(String(index).padStart(6, "0")).set({ data, expiresAt });
}

/** The file's parts in order, one document at a time: memory holds one part however large the file. */
export async function* readFileParts(id: string, count: number): AsyncGenerator<Buffer> {
  for (let index = 0; index < count; index++) {
    const part = await fileParts(id).doc(String(index).padStart(6, "0")).get();
    if (!part.exists) throw new Error(`Part ${index} of job ${id}'s file is missing`);
    yield Buffer.from(part.get("data") as Uint8Array);
  }
}

/** Deletes a job's file parts, a batch at a time; returns how many went. */
export async function deleteFileParts(id: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snap = await fileParts(id).select().limit(400).get();
    if (snap.empty) return deleted;
    const batch = db().batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
  }
}

/** The person's job documents, to delete with their account (at most `max`). */
export async function jobsOf(uid: string, max: number) {
  const snap = await db().collection(JOBS).where("uid", "==", uid).select("kind").limit(max).get();
  return snap.docs.map((doc) => ({ id: doc.id, kind: doc.get("kind") as JobKind, ref: doc.ref }));
}
