// Commits sized by index entries as well as by writes. Production refuses a commit whose index
// entries are too many however few documents it holds (docs/production.md, "Commits"), and a
// search-terms document alone is counted as up to ~30,000 (search-terms.ts): such writes are packed into batches that each
// stay within COMMIT_INDEX_ENTRIES and BATCH_WRITES, committed one after another.
import type { WriteBatch } from "firebase-admin/firestore";
import { db } from "./firebase";

/** Writes per batch or transaction at most (Firestore allowed 500). */
export const BATCH_WRITES = 400;

/**
 * Index entries one commit of ours changes at most: below the production guard's budget
 * (40,000, the most one document may hold), with room for a document's few indexed fields.
 */
export const COMMIT_INDEX_ENTRIES = 36_000;

export interface WeightedWrite {
  /** The index entries the write changes (added and removed), as closely as the writer knows. */
  entries: number;
  write(batch: WriteBatch): void;
}

/** Commits the writes in order, in as few batches as the budgets allow; returns how many batches. */
export async function commitWithinBudget(writes: WeightedWrite[]): Promise<number> {
  let batch = db().batch();
  let count = 0;
  let entries = 0;
  let commits = 0;
  for (const write of writes) {
    if (count > 0 && (count + 1 > BATCH_WRITES || entries + write.entries > COMMIT_INDEX_ENTRIES)) {
      await batch.commit();
      commits += 1;
      batch = db().batch();
      count = 0;
      entries = 0;
    }
    write.write(batch);
    count += 1;
    entries += write.entries;
  }
  if (count > 0) {
    await batch.commit();
    commits += 1;
  }
  return commits;
}
