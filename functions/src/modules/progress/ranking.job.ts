// The points distribution behind each user's rank percentile: how many users
// have how many points, in buckets, in one document (platform/pointsDistribution), so a points
// summary reads one document instead of other users.
//
// Incremental: only totals documents changed since the watermark (`changedAt`, the commit time of
// each ledger write) are read. Idempotent and safe to overlap: each totals document remembers the
// points it was last counted with (`rankedPoints`); moving a user from that bucket to their current
// one and setting `rankedPoints` happen in one atomic batch with the distribution, conditional on
// both being as read, so a second run or a racing one finds every user already where they belong.
import {
  FieldValue,
  type Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from "firebase-admin/firestore";
import { POINTS_BUCKET_MINS, pointsBucket, type PointsDistribution } from "../../shared";
import { db } from "../../lib/firebase";
import { oneAtATime } from "../../lib/one-at-a-time";
import { PROGRESS, type ProgressDoc } from "./ledger";
import { forEachChangeSinceWatermark } from "../../lib/watermark";
import { platformDocument } from "../../lib/platform";
import { CONFLICT_ATTEMPTS, backOff, isConflict } from "../../lib/conflicts";

export const RANKING_JOB = "pointsRanking";
const PAGE_SIZE = 300;
/** Users moved per batch (with the distribution). */
const USERS_PER_BATCH = 100;

export type PointsDistributionDoc = PointsDistribution & { updatedAt: Timestamp };

export const pointsDistributionRef = () => platformDocument<PointsDistributionDoc>("pointsDistribution");

export interface RankingReport {
  /** Totals documents the watermark query returned. */
  usersRead: number;
  /** Users moved to another bucket or counted for the first time. */
  usersRanked: number;
  /** Batches read and tried again because a user's totals or the distribution changed meanwhile. */
  conflicts: number;
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
export const rankPoints = oneAtATime((options: { pageSize?: number } = {}): Promise<RankingReport> =>
  rankPointsNow(options),
);

async function rankPointsNow(options: { pageSize?: number }): Promise<RankingReport> {
  const report: RankingReport = { usersRead: 0, usersRanked: 0, conflicts: 0, reads: 0, writes: 0 };
  const own = await forEachChangeSinceWatermark(
    {
      job: RANKING_JOB,
      source: db().collection(PROGRESS),
      field: "changedAt",
      pageSize: options.pageSize ?? PAGE_SIZE,
    },
    async (docs) => {
      report.usersRead += docs.length;
      const stale = (docs as unknown as Array<DocumentSnapshot<ProgressDoc>>).filter((doc) =>
        needsRanking(doc.data()),
      );
      for (let start = 0; start < stale.length; start += USERS_PER_BATCH) {
        await moveUsers(stale.slice(start, start + USERS_PER_BATCH), report);
      }
    },
  );
  report.reads += own.reads;
  report.writes += own.writes;
  return report;
}

/**
 * Moves users to the bucket of their current points, first from the page's own reads, in one
 * atomic batch with the distribution. Each write is conditional on the document being as read (a
 * user's totals, which every action rewrites; the distribution, which an overlapping run may have
 * moved), so a race fails the whole batch and the users are read again. Optimistic rather than a
 * transaction, whose read locks would make users' actions wait for the job.
 */
async function moveUsers(users: Array<DocumentSnapshot<ProgressDoc>>, report: RankingReport): Promise<void> {
  let snaps = users;
  for (let attempt = 1; ; attempt++) {
    try {
      const distributionSnap = await pointsDistributionRef().get();
      report.reads += 1;
      const stored = distributionSnap.data();
      const distribution = stored ? { buckets: stored.buckets, total: stored.total } : emptyDistribution();
      const counts = new Map(distribution.buckets.map((bucket) => [bucket.min, bucket.count]));
      const batch = db().batch();
      let moved = 0;
      for (const snap of snaps) {
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
        batch.update(snap.ref, { rankedPoints: progress.totalPoints }, { lastUpdateTime: snap.updateTime! });
        moved += 1;
      }
      if (moved === 0) return;
      const written = {
        buckets: POINTS_BUCKET_MINS.map((min) => ({ min, count: counts.get(min) ?? 0 })),
        total: distribution.total,
        updatedAt: FieldValue.serverTimestamp() as never,
      };
      if (distributionSnap.exists) {
        batch.update(pointsDistributionRef(), written, { lastUpdateTime: distributionSnap.updateTime! });
      } else batch.create(pointsDistributionRef(), written);
      await batch.commit();
      report.writes += moved + 1;
      report.usersRanked += moved;
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= CONFLICT_ATTEMPTS) throw error;
      report.conflicts += 1;
      const refs = snaps.map((snap) => snap.ref);
      snaps = (await db().getAll(...(refs as DocumentReference[]))) as unknown as Array<
        DocumentSnapshot<ProgressDoc>
      >;
      report.reads += snaps.length;
      await backOff(attempt);
    }
  }
}
