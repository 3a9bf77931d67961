// Reads a user's points as the ledger stored them (progress/{uid}, users/{uid}/activity and
// users/{uid}/days), and counts the writes that code under test commits, for the API tests of
// points and statistics.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { db } from "../../src/lib/firebase";
import type { ActivityDoc, DayDoc, ProgressDoc } from "../../src/modules/progress/ledger";

export async function progressOf(uid: string): Promise<ProgressDoc | undefined> {
  return (await db().collection("progress").doc(uid).get()).data() as ProgressDoc | undefined;
}

/** Every ledger entry of the user, oldest first (tests only: a user of a test has few). */
export async function activityOf(uid: string): Promise<ActivityDoc[]> {
  const snap = await db().collection("users").doc(uid).collection("activity").orderBy("at").get();
  return snap.docs.map((doc) => doc.data() as ActivityDoc);
}

export async function daysOf(uid: string): Promise<Record<string, DayDoc>> {
  const snap = await db().collection("users").doc(uid).collection("days").get();
  return Object.fromEntries(snap.docs.map((doc) => [doc.id, doc.data() as DayDoc]));
}

/** Points of the entries of one type (an undo counts negative). */
export const pointsOfType = (entries: ActivityDoc[], type: ActivityDoc["type"]) =>
  entries.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.points, 0);

const require = createRequire(import.meta.url);
const main = require.resolve("@google-cloud/firestore");
// The client library's write batch, which transactions commit through too (internal module,
// loaded by file: the same class the Admin SDK loaded).
const { WriteBatch } = require(join(dirname(main), "write-batch.js"));

type Commit = (this: { _ops: Array<{ docPath: string }> }, ...args: unknown[]) => Promise<unknown>;

/**
 * Runs `fn` and returns what it resolved to with the document writes committed meanwhile (by
 * anyone in process), as Firestore bills them: one per write in a committed batch or
 * transaction (an attempt that failed and was retried is not counted), with their paths.
 */
export async function countWrites<T>(fn: () => Promise<T>): Promise<{ result: T; writes: string[] }> {
  const writes: string[] = [];
  const commit: Commit = WriteBatch.prototype._commit;
  WriteBatch.prototype._commit = async function (this: { _ops: Array<{ docPath: string }> }, ...args) {
    const paths = this._ops.map((op) => op.docPath);
    const answer = await commit.apply(this, args);
    writes.push(...paths);
    return answer;
  } as Commit;
  try {
    return { result: await fn(), writes };
  } finally {
    WriteBatch.prototype._commit = commit;
  }
}
