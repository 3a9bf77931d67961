// Recounts a user's statistics from the ledger (users/{uid}/activity: each entry counts one, or
// minus one for an undo, into its action's count on its day, and its points), plus the day
// figures that earn no points (messages, time spent) from the day documents, and compares them
// with what the roll-up stored (users/{uid}/statistics). Used by the API test and the benchmark.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { ACTIONS } from "../../src/shared";
import { db } from "../../src/lib/firebase";
import type { ActivityDoc, DayDoc } from "../../src/modules/progress/ledger";
import {
  ROLLED_COUNTS,
  countsOf,
  periodId,
  zeroCounts,
  type Counts,
  type RolledPeriod,
} from "../../src/modules/statistics/statistics.repository";

const PERIODS: RolledPeriod[] = ["weekly", "monthly", "yearly", "total"];

/** Every period's counts as the ledger says they should be, by statistics document id. */
export async function recount(uid: string): Promise<Record<string, Counts>> {
  const user = db().collection("users").doc(uid);
  const [activity, days] = await Promise.all([
    user.collection("activity").get(),
    user.collection("days").get(),
  ]);
  const byDay = new Map<string, Counts>();
  const dayCounts = (day: string) => {
    let counts = byDay.get(day);
    if (!counts) byDay.set(day, (counts = zeroCounts()));
    return counts;
  };
  for (const doc of activity.docs) {
    const entry = doc.data() as ActivityDoc;
    const counts = dayCounts(entry.day);
    counts[ACTIONS[entry.type].stat] += entry.undo ? -1 : 1;
    counts.pointsEarned += entry.points;
  }
  for (const doc of days.docs) {
    const stored = countsOf(doc.data() as DayDoc);
    const counts = dayCounts(doc.id);
    counts.messagesCount += stored.messagesCount;
    counts.timeSpentMinutes += stored.timeSpentMinutes;
  }
  const periods: Record<string, Counts> = {};
  for (const [day, counts] of byDay) {
    for (const period of PERIODS) {
      const id = periodId(period, day);
      const sum = (periods[id] ??= zeroCounts());
      for (const key of ROLLED_COUNTS) sum[key] += counts[key];
    }
  }
  return periods;
}

/** What the roll-up stored for the user, by statistics document id (counts only). */
export async function rolledUp(uid: string): Promise<Record<string, Counts>> {
  const snap = await db().collection("users").doc(uid).collection("statistics").get();
  return Object.fromEntries(snap.docs.map((doc) => [doc.id, countsOf(doc.data())]));
}

/** The update times of every statistics and day document of the users: equal before and after means untouched. */
export async function versions(uids: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const uid of uids) {
    const user = db().collection("users").doc(uid);
    const [stats, days] = await Promise.all([
      user.collection("statistics").get(),
      user.collection("days").get(),
    ]);
    for (const doc of [...stats.docs, ...days.docs])
      out[doc.ref.path] = `${doc.updateTime.seconds}.${doc.updateTime.nanoseconds}`;
  }
  return out;
}

const require = createRequire(import.meta.url);
const main = require.resolve("@google-cloud/firestore");
// The client library's two read paths, as read-counter.ts wraps them (internal modules).
const { DocumentReader } = require(join(dirname(main), "document-reader.js"));
const { Query } = require(join(dirname(main), "reference", "query.js"));

type Getter = (this: unknown, ...args: unknown[]) => Promise<{ result: unknown }>;

/** Runs `fn` and returns the paths of the documents read meanwhile (by anyone in process), in order. */
export async function readPaths<T>(fn: () => Promise<T>): Promise<{ result: T; paths: string[] }> {
  const paths: string[] = [];
  const docGet: Getter = DocumentReader.prototype._get;
  const queryGet: Getter = Query.prototype._get;
  DocumentReader.prototype._get = async function (this: unknown, ...args: unknown[]) {
    const answer = await docGet.apply(this, args);
    for (const snap of answer.result as Array<{ ref: { path: string } }>) paths.push(snap.ref.path);
    return answer;
  };
  Query.prototype._get = async function (this: unknown, ...args: unknown[]) {
    const answer = await queryGet.apply(this, args);
    for (const doc of (answer.result as { docs: Array<{ ref: { path: string } }> }).docs)
      paths.push(doc.ref.path);
    return answer;
  };
  try {
    return { result: await fn(), paths };
  } finally {
    DocumentReader.prototype._get = docGet;
    Query.prototype._get = queryGet;
  }
}
