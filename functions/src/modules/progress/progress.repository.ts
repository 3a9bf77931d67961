// Firestore reads behind /api/user/points, /achievements and /latest-milestone, and the totals
// document as a transaction reads and changes it. Points themselves change only through the
// ledger (ledger.ts), with the actions that earn them.
import {
  FieldValue,
  type FieldPath,
  type Query,
  type Transaction,
  type UpdateData,
} from "firebase-admin/firestore";
import type { PointsDistribution } from "../../shared";
import { db } from "../../lib/firebase";
import { platformDocument } from "../../lib/platform";
import { buildQuery, type QuerySpec } from "../../lib/query";
import {
  DAYS,
  PENDING_ROLL,
  PROGRESS,
  activityIn,
  dayRef,
  progressRef,
  withDefaults,
  type ActivityDoc,
  type DayDoc,
  type ProgressDoc,
} from "./ledger";

/** platform/pointsDistribution, written by the ranking job (ranking.job.ts). */
const distributionRef = () => platformDocument<Partial<PointsDistribution>>("pointsDistribution");

/** The user's totals (defaults before their first action). */
export async function readProgress(uid: string): Promise<ProgressDoc> {
  return withDefaults(uid, (await progressRef(uid).get()).data());
}

/** The newest `limit` ledger entries, newest first. */
export async function newestActivity(
  uid: string,
  limit: number,
): Promise<Array<ActivityDoc & { id: string }>> {
  const snap = await activityIn(uid).orderBy("at", "desc").limit(limit).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as ActivityDoc) }));
}

/** The points distribution the ranking job keeps, or undefined before its first run. */
export async function pointsDistribution(): Promise<PointsDistribution | undefined> {
  const data = (await distributionRef().get()).data();
  if (!data?.buckets || typeof data.total !== "number") return undefined;
  return { buckets: data.buckets, total: data.total };
}

/** Totals documents read for the week's top contributors at most. */
export const TOP_CONTRIBUTORS_LIMIT = 20;

/** The users active in a week, most contributions first. */
export const weekLeadersSpec = (week: string): QuerySpec => ({
  equals: [["week.key", week]],
  orderBy: ["week.contributions", "desc"],
  inMemory: {},
});

/** The week's leaders' totals documents: at most TOP_CONTRIBUTORS_LIMIT reads. */
export async function weekLeaders(week: string): Promise<ProgressDoc[]> {
  const snap = await buildQuery(weekLeadersSpec(week), db().collection(PROGRESS))
    .limit(TOP_CONTRIBUTORS_LIMIT)
    .get();
  return snap.docs.map((doc) => ({ ...(doc.data() as ProgressDoc), uid: doc.id }));
}

/** The user's day document (their eight counts of that day), if any. */
export async function getDay(uid: string, day: string): Promise<DayDoc | undefined> {
  return (await dayRef(uid, day).get()).data();
}

/**
 * Every user's day documents (users/{uid}/days) marked for the statistics roll-up: changed since
 * it last took them. Ordered by path (the query's only order), so a run can page on from a cursor.
 */
export const daysToRoll = (): Query => db().collectionGroup(DAYS).where(PENDING_ROLL, "==", true);

/**
 * A day's fields once the roll-up has taken its figures `counts`: what it took, and no marker.
 * The roll-up writes it only on condition that the day is as it read it.
 */
export const rolledDay = (counts: NonNullable<DayDoc["rolled"]>): UpdateData<DayDoc> => ({
  rolled: counts,
  [PENDING_ROLL]: FieldValue.delete(),
});

/** The user's totals as read in `tx`: whether the document exists, and its fields with defaults. */
export async function progressIn(
  tx: Transaction,
  uid: string,
): Promise<{ exists: boolean; progress: ProgressDoc }> {
  const snap = await tx.get(progressRef(uid));
  return { exists: snap.exists, progress: withDefaults(uid, snap.data()) };
}

/** Changes fields of the user's totals in `tx` (field paths where a key holds a "-"). */
export function updateProgress(
  tx: Transaction,
  uid: string,
  ...changes: Array<[FieldPath | string, unknown]>
): void {
  const [[field, value], ...more] = changes as [
    [FieldPath | string, unknown],
    ...Array<[FieldPath | string, unknown]>,
  ];
  tx.update(progressRef(uid), field, value, ...more.flat());
}

/** Creates the user's totals document in `tx` (an action before any that earned points). */
export function createProgress(tx: Transaction, uid: string, progress: ProgressDoc): void {
  tx.set(progressRef(uid), progress);
}
