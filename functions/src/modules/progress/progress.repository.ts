// Firestore reads and small changes behind /api/user/points, /achievements and /latest-milestone.
// Points themselves change only through the ledger (ledger.ts), with the actions that earn them;
// here only what the user looked at is marked (achievements seen, the last milestone shown).
import { FieldPath, type Query } from "firebase-admin/firestore";
import { dayKey, type PointsDistribution } from "../../shared";
import { db } from "../../lib/firebase";
import { platformDocument } from "../../lib/platform";
import { buildQuery, type QuerySpec } from "../../lib/query";
import {
  DAYS,
  Ledger,
  PROGRESS,
  countIntoDay,
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

/**
 * Clears isNew on the user's achievements with these ids, in a transaction, so an unlock landing
 * meanwhile is not lost (ids that are not theirs, or already seen, change nothing). Only those
 * fields are written: seeing an achievement is no change of points, so the ranking job's
 * watermark (changedAt) stays.
 */
export async function markAchievementsSeen(uid: string, ids: readonly number[]): Promise<void> {
  const wanted = new Set(ids);
  await db().runTransaction(
    async (tx) => {
      const snap = await tx.get(progressRef(uid));
      if (!snap.exists) return;
      const { achievements } = withDefaults(uid, snap.data());
      const keys = Object.entries(achievements)
        .filter(([, achievement]) => wanted.has(achievement.id) && achievement.isNew)
        .map(([key]) => key);
      if (!keys.length) return;
      // Field paths, not dotted strings: achievement keys hold a "-" ("highlight-10").
      const [first, ...rest] = keys.map((key) => new FieldPath("achievements", key, "isNew"));
      tx.update(progressRef(uid), first!, false, ...rest.flatMap((path) => [path, false]));
    },
    { maxAttempts: 20 },
  );
}

/**
 * Notes that the milestone dialog showed the milestone with achievement id `id` (and so every
 * older one). False when the user has no such achievement.
 */
export async function markMilestoneShown(
  uid: string,
  id: number,
  isMilestoneId: (progress: ProgressDoc) => boolean,
): Promise<boolean> {
  return db().runTransaction(
    async (tx) => {
      const snap = await tx.get(progressRef(uid));
      const progress = withDefaults(uid, snap.data());
      if (!snap.exists || !isMilestoneId(progress)) return false;
      if (progress.milestoneShownId < id) tx.update(progressRef(uid), { milestoneShownId: id });
      return true;
    },
    { maxAttempts: 20 },
  );
}

/**
 * Forgets the expertise area of a deleted tag (its articles lost the tag already), in a
 * transaction with the ledger.
 */
export async function forgetExpertiseArea(uid: string, tagId: string): Promise<void> {
  await db().runTransaction(
    async (tx) => {
      const ledger = await Ledger.open(tx, uid);
      ledger.dropExpertise(uid, tagId);
    },
    { maxAttempts: 20 },
  );
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
 * Counts a minute of time spent into the user's day, at most once per minute per user whatever
 * the number of tabs or requests (the totals document remembers the minute). A repeated beat
 * within the minute costs one read and writes nothing. Returns whether this one counted.
 */
export function countMinute(uid: string, at: Date): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(progressRef(uid));
    const progress = withDefaults(uid, snap.data());
    const minute = Math.floor(at.getTime() / 60_000);
    if (progress.lastHeartbeatMinute !== undefined && progress.lastHeartbeatMinute >= minute) return false;
    // Only the minute changes: the ranking job's watermark (changedAt) is about points.
    if (snap.exists) tx.update(progressRef(uid), { lastHeartbeatMinute: minute });
    else tx.set(progressRef(uid), { ...progress, lastHeartbeatMinute: minute });
    countIntoDay(tx, uid, dayKey(at, progress.timeZone), "timeSpentMinutes");
    return true;
  });
}

/** Every user's day documents (users/{uid}/days): what the statistics roll-up reads. */
export const allDays = (): Query => db().collectionGroup(DAYS);
