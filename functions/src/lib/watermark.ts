// The watermark incremental scheduled jobs read changes from: the time of the newest change a
// run took in, kept in one document per job (jobState/{job}). A run reads only the documents
// changed at or after it, page by page in change order, and then moves it forward.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { db } from "./firebase";

export const JOB_STATE = "jobState";

export interface JobStateDoc {
  /** The newest change time the job has taken in; the next run reads from there. */
  watermark: Timestamp;
  updatedAt: Timestamp;
}

const jobStateRef = (job: string) => db().collection(JOB_STATE).doc(job) as DocumentReference<JobStateDoc>;

/** A run stops after this many pages; the next run goes on from its watermark. */
const MAX_PAGES = 200;

/**
 * Where a run starts reading: at its watermark, inclusive (which re-reads only the documents
 * changed at that very instant, which a page may have cut apart).
 *
 * This assumes that no change becomes visible after a query returned one stamped later. Firestore
 * does not promise that: a server timestamp is fixed when the commit is processed, not when its
 * writes become visible, so a run can move past a change for good. The statistics roll-up
 * therefore reads markers its writers set (modules/statistics/roll-up.job.ts). The
 * points ranking still reads by this watermark: a change it misses leaves one user's place in
 * the distribution stale until their next change of points.
 */
export const sinceWatermark = (state: { watermark: Timestamp } | undefined): Timestamp =>
  state?.watermark ?? Timestamp.fromMillis(0);

/** Moves a job's watermark forward, never back (an overlapping run may have gone further). */
export async function advanceWatermark(job: string, to: Timestamp): Promise<void> {
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(jobStateRef(job))).data();
    if (current && current.watermark.toMillis() >= to.toMillis()) return;
    tx.set(jobStateRef(job), { watermark: to, updatedAt: FieldValue.serverTimestamp() as never });
  });
}

/**
 * Hands `onPage` every document of `source` whose `field` (a commit time) is at or past the job's
 * watermark, a page at a time in change order, then moves the watermark to the newest change read.
 * Returns the reads and writes it made itself (the job state, the pages, the watermark).
 */
export async function forEachChangeSinceWatermark(
  { job, source, field, pageSize }: { job: string; source: Query; field: string; pageSize: number },
  onPage: (docs: QueryDocumentSnapshot[]) => Promise<void>,
): Promise<{ reads: number; writes: number }> {
  const counted = { reads: 1, writes: 0 };
  const state = (await jobStateRef(job).get()).data();
  const query = source.where(field, ">=", sinceWatermark(state)).orderBy(field).limit(pageSize);
  let last: QueryDocumentSnapshot | undefined;
  let newest = state?.watermark;
  for (let page = 0; page < MAX_PAGES; page++) {
    const snap = await (last ? query.startAfter(last) : query).get();
    counted.reads += Math.max(1, snap.size);
    await onPage(snap.docs);
    last = snap.docs.at(-1);
    // Pages go in change order, so the last document read carries the newest change taken in. A
    // change committed later gets a later time, so nothing older than it can still appear.
    const through = last?.get(field) as Timestamp | undefined;
    if (through && (!newest || through.toMillis() > newest.toMillis())) newest = through;
    if (snap.size < pageSize) break;
  }
  if (newest && (!state || newest.toMillis() > state.watermark.toMillis())) {
    await advanceWatermark(job, newest);
    counted.reads += 1;
    counted.writes += 1;
  }
  return counted;
}
