// The points distribution behind each user's rank percentile: how many users have how many
// points, in buckets, in one document (platform/pointsDistribution), so a points summary reads one
// document instead of other users.
//
// Incremental by marker, not by time: every write of a user's totals that leaves them different
// from what was last counted also sets `pendingRank`, in that same write (ledger.ts), and a run
// reads only the marked totals, in pages in id order. Counting a user removes the marker in the
// write that records what was counted (`rankedPoints`), on condition that the totals are still as
// the run read them: a change either commits before that write, which then fails on its condition
// and the user is read again, or after it, and then it marks the totals again for the next run.
// A watermark on commit times cannot promise that (a change can become visible after a query
// returned one stamped later; see modules/statistics/roll-up.job.ts, which reads markers for the
// same reason).
//
// A coordinator and its shards (rank-shards.ts says how users and counts are split). The
// scheduled run (the coordinator) first folds what the shards counted since the last run into the
// distribution, then hands one task per shard to the ranking queue (`rankShard`, all at once).
// Readers therefore see the distribution at most one run behind, as before the fan-out.
//
// Idempotent and safe to overlap: a shard moves a user from the bucket of `rankedPoints` to that
// of their current total and sets `rankedPoints` in one atomic batch with the increments of its
// delta document, each user conditional on being as read, so a second delivery, an overlapping
// run or a racing shard finds every user already where they belong, and a failed batch counts
// nothing.
import { FieldValue, type DocumentReference, type DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { oneAtATime } from "../../lib/one-at-a-time";
import { inProcessShardQueue, type ShardQueue } from "../../lib/shard-queue";
import { PENDING_RANK, needsRanking, type ProgressDoc } from "./ledger";
import { CONFLICT_ATTEMPTS, backOff, isConflict } from "../../lib/conflicts";
import { RANK_SHARDS, RankDelta, foldRankShards, isRankShard, markedTotalsOf } from "./rank-shards";

export { pointsDistributionRef, type PointsDistributionDoc } from "./rank-shards";

// Caps (docs/production.md, "Background load"): a shard reads at most PAGES_PER_SHARD pages of
// PAGE_SIZE marked totals a run, so a run takes up to RANK_SHARDS × 75 × 300 = 180,000, 4 times
// a peak quarter hour's at a million monthly readers; the rest wait for the next run.
export const PAGE_SIZE = 300;
/** A shard stops after this many pages; the next run goes on with what is still marked. */
export const PAGES_PER_SHARD = 75;
/** Users moved per batch (with the shard's delta): 301 small writes, inside BATCH_WRITES. */
export const USERS_PER_BATCH = 300;

/** One shard: the range of uids (rank-shards.ts) one task ranks. */
export interface RankShard {
  shard: number;
}

export interface RankingReport {
  /** Tasks the coordinator handed to the queue. */
  shards: number;
  /** Marked totals documents the shards read. */
  usersRead: number;
  /** Users moved to another bucket or counted for the first time. */
  usersRanked: number;
  /** Batches read and tried again because a user's totals changed meanwhile. */
  conflicts: number;
  reads: number;
  writes: number;
}

export interface RankingOptions {
  pageSize?: number;
  /** Tests only: runs after a page of totals is read and before it is counted. */
  afterRead?: (users: Array<DocumentSnapshot<ProgressDoc>>) => Promise<void>;
  /** Where the shards go; without one they run at once in this process (tests, benchmark). */
  queue?: ShardQueue<RankShard>;
}

export const emptyRankingReport = (): RankingReport => ({
  shards: 0,
  usersRead: 0,
  usersRanked: 0,
  conflicts: 0,
  reads: 0,
  writes: 0,
});

/**
 * The coordinator: folds the shards' counts into the distribution, then hands every shard to the
 * queue. Without a queue the shards run here, one after another, and a second fold then leaves
 * the distribution current when the call returns (what the tests and the seed scripts read).
 */
export const rankPoints = oneAtATime(async (options: RankingOptions = {}): Promise<RankingReport> => {
  const report = emptyRankingReport();
  await foldRankShards(report);
  const queue =
    options.queue ?? inProcessShardQueue<RankShard>((task) => runRankShard(task, options, report).then());
  const run = Date.now();
  for (let shard = 0; shard < RANK_SHARDS; shard++) {
    await queue.enqueue({ shard }, `rank-${run}-${shard}`);
    report.shards += 1;
  }
  if (!options.queue) await foldRankShards(report);
  return report;
});

/**
 * Ranks one shard's marked totals, at most PAGES_PER_SHARD pages. Idempotent: delivered again, it
 * finds its users unmarked (or marked again by a later change, which it then counts once).
 */
export async function runRankShard(
  task: RankShard,
  options: Pick<RankingOptions, "pageSize" | "afterRead"> = {},
  report: RankingReport = emptyRankingReport(),
): Promise<RankingReport> {
  // A task names one shard by number; anything else ranks nothing.
  if (!isRankShard(task?.shard)) return report;
  const pageSize = Math.min(options.pageSize ?? PAGE_SIZE, PAGE_SIZE);
  const query = markedTotalsOf(task.shard).limit(pageSize);
  let last: DocumentSnapshot | undefined;
  for (let page = 0; page < PAGES_PER_SHARD; page++) {
    // From the last user read on: totals marked again behind the cursor wait for the next run.
    const snap = await (last ? query.startAfter(last) : query).get();
    const users = snap.docs as unknown as Array<DocumentSnapshot<ProgressDoc>>;
    report.reads += Math.max(1, snap.size);
    report.usersRead += snap.size;
    await options.afterRead?.(users);
    for (let start = 0; start < users.length; start += USERS_PER_BATCH) {
      await moveUsers(task.shard, users.slice(start, start + USERS_PER_BATCH), report);
    }
    last = snap.docs.at(-1);
    if (snap.size < pageSize) break;
  }
  return report;
}

/**
 * Moves users to the bucket of their current points, first from the page's own reads, in one
 * atomic batch with the shard's delta. Each user's write is conditional on their totals being as
 * read (every action rewrites them), so a race fails the whole batch, nothing is counted, and the
 * users are read again. Optimistic rather than a transaction, whose read locks would make users'
 * actions wait for the job.
 */
async function moveUsers(
  shard: number,
  users: Array<DocumentSnapshot<ProgressDoc>>,
  report: RankingReport,
): Promise<void> {
  let snaps = users;
  for (let attempt = 1; ; attempt++) {
    try {
      const batch = db().batch();
      const delta = new RankDelta();
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
        delta.move(progress.rankedPoints ?? null, progress.totalPoints);
        batch.update(
          snap.ref,
          { rankedPoints: progress.totalPoints, [PENDING_RANK]: FieldValue.delete() },
          { lastUpdateTime: snap.updateTime! },
        );
        moved += 1;
      }
      if (moved + unmarked === 0) return;
      if (!delta.empty) delta.writeTo(batch, shard);
      await batch.commit();
      report.writes += moved + unmarked + (delta.empty ? 0 : 1);
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
