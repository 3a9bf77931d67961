// The points distribution behind each user's rank percentile (issue 11, point 3): how many users
// have how many points, in buckets, in one document (platform/pointsDistribution), so a points
// summary reads one document instead of other users.
//
// Incremental: only totals documents changed since the watermark (`changedAt`, the commit time of
// each ledger write) are read. Idempotent and safe to overlap: each totals document remembers the
// points it was last counted with (`rankedPoints`); moving a user from that bucket to their current
// one and setting `rankedPoints` happen in one transaction with the distribution, so a second run
// or a racing one finds every user already where they belong.
import {
  FieldValue,
  type Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from "firebase-admin/firestore";
import { POINTS_BUCKET_MINS, pointsBucket, type PointsDistribution } from "../../shared";
import { db } from "../../lib/firebase";
import { PROGRESS, progressRef, type ProgressDoc } from "../progress/ledger";
import { advanceWatermark, sinceWatermark } from "./roll-up.job";
import { PLATFORM, jobStateRef } from "./statistics.repository";

export const RANKING_JOB = "pointsRanking";
const PAGE_SIZE = 300;
/** Users moved per transaction (each is read again in it, with the distribution). */
const USERS_PER_TRANSACTION = 100;
const MAX_PAGES = 200;

export type PointsDistributionDoc = PointsDistribution & { updatedAt: Timestamp };

export const pointsDistributionRef = () =>
  db().collection(PLATFORM).doc("pointsDistribution") as DocumentReference<PointsDistributionDoc>;

export interface RankingReport {
  /** Totals documents the watermark query returned. */
  usersRead: number;
  /** Users moved to another bucket or counted for the first time. */
  usersRanked: number;
  reads: number;
  writes: number;
}

const emptyDistribution = (): PointsDistribution => ({
  buckets: POINTS_BUCKET_MINS.map((min) => ({ min, count: 0 })),
  total: 0,
});

const needsRanking = (progress: Partial<ProgressDoc> | undefined) =>
  progress !== undefined && (progress.rankedPoints ?? null) !== (progress.totalPoints ?? 0);

/** Brings the points distribution up to date with every totals document changed since the last run. */
export async function rankPoints(options: { pageSize?: number } = {}): Promise<RankingReport> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const report: RankingReport = { usersRead: 0, usersRanked: 0, reads: 1, writes: 0 };
  const state = (await jobStateRef(RANKING_JOB).get()).data();
  const since = sinceWatermark(state);
  const query = db()
    .collection(PROGRESS)
    .where("changedAt", ">=", since)
    .orderBy("changedAt")
    .limit(pageSize);
  let last: DocumentSnapshot | undefined;
  let newest = state?.watermark;
  for (let page = 0; page < MAX_PAGES; page++) {
    const snap = await (last ? query.startAfter(last) : query).get();
    report.usersRead += snap.size;
    report.reads += Math.max(1, snap.size);
    const stale = snap.docs.filter((doc) => needsRanking(doc.data() as ProgressDoc)).map((doc) => doc.id);
    for (let start = 0; start < stale.length; start += USERS_PER_TRANSACTION) {
      await moveUsers(stale.slice(start, start + USERS_PER_TRANSACTION), report);
    }
    last = snap.docs.at(-1);
    const pageNewest = last?.get("changedAt") as Timestamp | undefined;
    if (pageNewest && (!newest || pageNewest.toMillis() > newest.toMillis())) newest = pageNewest;
    if (snap.size < pageSize) break;
  }
  if (newest && (!state || newest.toMillis() > state.watermark.toMillis())) {
    await advanceWatermark(RANKING_JOB, newest);
    report.reads += 1;
    report.writes += 1;
  }
  return report;
}

/** Moves users to the bucket of their current points, with the distribution, in one transaction. */
async function moveUsers(uids: string[], report: RankingReport): Promise<void> {
  const outcome = await db().runTransaction(async (tx) => {
    const [distributionSnap, ...snaps] = await tx.getAll(
      ...([pointsDistributionRef(), ...uids.map(progressRef)] as DocumentReference[]),
    );
    const stored = distributionSnap!.data() as PointsDistributionDoc | undefined;
    const distribution = stored ? { buckets: stored.buckets, total: stored.total } : emptyDistribution();
    const counts = new Map(distribution.buckets.map((bucket) => [bucket.min, bucket.count]));
    let moved = 0;
    for (const snap of snaps as unknown as Array<DocumentSnapshot<ProgressDoc>>) {
      const progress = snap.data();
      if (!progress || !needsRanking(progress)) continue;
      const before = progress.rankedPoints ?? null;
      if (before === null) distribution.total += 1;
      else {
        const min = POINTS_BUCKET_MINS[pointsBucket(before)]!;
        counts.set(min, Math.max(0, (counts.get(min) ?? 0) - 1));
      }
      const min = POINTS_BUCKET_MINS[pointsBucket(progress.totalPoints)]!;
      counts.set(min, (counts.get(min) ?? 0) + 1);
      tx.update(snap.ref, { rankedPoints: progress.totalPoints });
      moved += 1;
    }
    if (moved > 0) {
      tx.set(pointsDistributionRef(), {
        buckets: POINTS_BUCKET_MINS.map((min) => ({ min, count: counts.get(min) ?? 0 })),
        total: distribution.total,
        updatedAt: FieldValue.serverTimestamp() as never,
      });
    }
    return { reads: snaps.length + 1, writes: moved > 0 ? moved + 1 : 0, moved };
  });
  report.reads += outcome.reads;
  report.writes += outcome.writes;
  report.usersRanked += outcome.moved;
}
