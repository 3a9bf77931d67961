// The points distribution behind each user's rank percentile: how many users
// have how many points, in buckets, in one document (platform/pointsDistribution), so a points
// summary reads one document instead of other users.
//
// Incremental by marker, not by time: every write of a user's totals that leaves them different
// from what was last counted also sets `pendingRank`, in that same write (ledger.ts), and a run
// reads only the marked totals, in pages in path order. Counting a user removes the marker in the
// write that records what was counted (`rankedPoints`), on condition that the totals are still as
// the run read them: a change either commits before that write, which then fails on its condition
// and the user is read again, or after it, and then it marks the totals again for the next run.
// A watermark on commit times cannot promise that (a change can become visible after a query
// returned one stamped later; see modules/statistics/roll-up.job.ts, which reads markers for the
// same reason).
//
// Idempotent and safe to overlap: moving a user from the bucket of `rankedPoints` to that of their
// current total and setting `rankedPoints` happen in one atomic batch with the distribution,
// conditional on both being as read, so a second run or a racing one finds every user already
// where they belong.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Timestamp,
} from "firebase-admin/firestore";
import { POINTS_BUCKET_MINS, pointsBucket, type PointsDistribution } from "../../shared";
import { db } from "../../lib/firebase";
import { oneAtATime } from "../../lib/one-at-a-time";
import { PENDING_RANK, PROGRESS, needsRanking, type ProgressDoc } from "./ledger";
import { platformDocument } from "../../lib/platform";
import { CONFLICT_ATTEMPTS, backOff, isConflict } from "../../lib/conflicts";

// Caps (docs/production.md, "Background load"). Not fanned out: every batch rewrites the one
// distribution document, so batches from parallel workers would only fail on each other's
// preconditions. One worker moves USERS_PER_BATCH users per commit instead: a run takes up to
// 180,000 marked totals in 600 commits, 11 times a peak quarter hour's at a million monthly
// readers, and stays inside its 540 s at the commit times bench:backlog measures.
const PAGE_SIZE = 300;
/** A run stops after this many pages; the next run goes on with what is still marked. */
export const MAX_PAGES = 600;
/** Users moved per batch (with the distribution): 301 small writes, inside BATCH_WRITES. */
export const USERS_PER_BATCH = 300;

export type PointsDistributionDoc = PointsDistribution & { updatedAt: Timestamp };

export const pointsDistributionRef = () => platformDocument<PointsDistributionDoc>("pointsDistribution");

export interface RankingReport {
  /** Marked totals documents the run read. */
  usersRead: number;
  /** Users moved to another bucket or counted for the first time. */
  usersRanked: number;
  /** Batches read and tried again because a user's totals or the distribution changed meanwhile. */
  conflicts: number;
  reads: number;
  writes: number;
}

export interface RankingOptions {
  pageSize?: number;
  /** Tests only: runs after a page of totals is read and before it is counted. */
  afterRead?: (users: Array<DocumentSnapshot<ProgressDoc>>) => Promise<void>;
}

const emptyDistribution = (): PointsDistribution => ({
  buckets: POINTS_BUCKET_MINS.map((min) => ({ min, count: 0 })),
  total: 0,
});

/** Brings the points distribution up to date with every marked totals document. */
export const rankPoints = oneAtATime((options: RankingOptions = {}): Promise<RankingReport> =>
  rankPointsNow(options),
);

async function rankPointsNow(options: RankingOptions): Promise<RankingReport> {
  const report: RankingReport = { usersRead: 0, usersRanked: 0, conflicts: 0, reads: 0, writes: 0 };
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const query = db().collection(PROGRESS).where(PENDING_RANK, "==", true).limit(pageSize);
  let last: DocumentSnapshot | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    // From the last user read on: totals marked again behind the cursor wait for the next run.
    const snap = await (last ? query.startAfter(last) : query).get();
    const users = snap.docs as unknown as Array<DocumentSnapshot<ProgressDoc>>;
    report.reads += Math.max(1, snap.size);
    report.usersRead += snap.size;
    await options.afterRead?.(users);
    for (let start = 0; start < users.length; start += USERS_PER_BATCH) {
      await moveUsers(users.slice(start, start + USERS_PER_BATCH), report);
    }
    last = snap.docs.at(-1);
    if (snap.size < pageSize) break;
  }
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
      let unmarked = 0;
      for (const snap of snaps) {
        const progress = snap.data();
        if (!progress) continue;
        if (!needsRanking(progress)) {
          // Marked, but back at the total already counted (a change and its undo): only the marker goes.
          if (progress.pendingRank) {
            batch.update(
              snap.ref,
              { [PENDING_RANK]: FieldValue.delete() },
              { lastUpdateTime: snap.updateTime! },
            );
            unmarked += 1;
          }
          continue;
        }
        const before = progress.rankedPoints ?? null;
        if (before === null) distribution.total += 1;
        else {
          const min = POINTS_BUCKET_MINS[pointsBucket(before)]!;
          counts.set(min, Math.max(0, (counts.get(min) ?? 0) - 1));
        }
        const min = POINTS_BUCKET_MINS[pointsBucket(progress.totalPoints)]!;
        counts.set(min, (counts.get(min) ?? 0) + 1);
        batch.update(
          snap.ref,
          { rankedPoints: progress.totalPoints, [PENDING_RANK]: FieldValue.delete() },
          { lastUpdateTime: snap.updateTime! },
        );
        moved += 1;
      }
      if (moved === 0) {
        if (unmarked === 0) return;
        await batch.commit();
        report.writes += unmarked;
        return;
      }
      const written = {
        buckets: POINTS_BUCKET_MINS.map((min) => ({ min, count: counts.get(min) ?? 0 })),
        total: distribution.total,
        updatedAt: FieldValue.serverTimestamp() as never,
      };
      if (distributionSnap.exists) {
        batch.update(pointsDistributionRef(), written, { lastUpdateTime: distributionSnap.updateTime! });
      } else batch.create(pointsDistributionRef(), written);
      await batch.commit();
      report.writes += moved + unmarked + 1;
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
