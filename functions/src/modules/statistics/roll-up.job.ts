// The statistics roll-up: the day documents changed since the last run go into each user's week,
// month, year and total, and into the platform's figures (roll-days.ts says how a day is rolled,
// and why markers rather than a watermark find the changed days).
//
// A coordinator and its shards. The scheduled run (the coordinator) reads the names of the marked
// days, a page at a time in path order, and hands each page to the roll-up queue as one shard
// (`rollUpShard`, a few at once). A shard reads its days as they are then and rolls them: a day
// rolled already, by an earlier delivery of the shard, an overlapping run or another shard that
// also named it, has nothing new and is left alone, and a day that changed under a commit fails
// that commit and is read again. So shards may be delivered twice, overlap and run in any order.
//
// Caps (docs/production.md, "Background load"): a run names at most MAX_DAYS_PER_RUN days, 11
// times a peak quarter hour's at a million monthly readers, so a backlog of ten days' changes
// clears within a day; a shard rolls at most DAYS_PER_SHARD days in DAYS_PER_COMMIT-day commits.
import type { DocumentReference, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { oneAtATime } from "../../lib/one-at-a-time";
import { inProcessShardQueue, type ShardQueue } from "../../lib/shard-queue";
import { daysToRoll, type DayDoc } from "../progress";
import { emptyReport, rollDays, type DaySnap, type RollUpReport } from "./roll-days";
import { dayOwner } from "./statistics.repository";

export { hasNews, rollDays, type RollUpReport } from "./roll-days";

/** Day documents per page the coordinator reads, and so per shard. */
export const DAYS_PER_SHARD = 300;
/** A run names at most this many days; the days still marked wait for the next run. */
export const MAX_DAYS_PER_RUN = 162_000;

const DAY_PATH = /^users\/[^/]+\/days\/[^/]+$/;

/** One shard: the paths of the marked days one task rolls. */
export interface RollUpShard {
  days: string[];
}

export interface RollUpOptions {
  /** Day documents per query page (DAYS_PER_SHARD). */
  pageSize?: number;
  /**
   * Called with each shard's days once it has read them, before any of them is rolled. A seam
   * for the tests, which commit users' actions there to force an interleaving; the schedule
   * passes nothing.
   */
  afterRead?: (days: readonly DaySnap[]) => Promise<void>;
  /** Where the shards go; without one they run at once in this process (tests, benchmark). */
  queue?: ShardQueue<RollUpShard>;
}

/**
 * Rolls one shard's days as they are now. Idempotent: delivered again, it finds them rolled
 * (nothing new) and writes nothing.
 */
export async function runRollUpShard(
  shard: RollUpShard,
  options: Pick<RollUpOptions, "afterRead"> = {},
  report: RollUpReport = emptyReport(),
): Promise<RollUpReport> {
  // Only users' day documents: a shard names nothing else, and a malformed name rolls nothing.
  const refs = (Array.isArray(shard?.days) ? shard.days : [])
    .slice(0, DAYS_PER_SHARD)
    .filter((path) => typeof path === "string" && DAY_PATH.test(path))
    .map((path) => db().doc(path) as DocumentReference<DayDoc>)
    .filter((ref) => dayOwner(ref));
  if (refs.length === 0) return report;
  const days = (await db().getAll(...(refs as DocumentReference[]))) as unknown as DaySnap[];
  report.reads += days.length;
  await options.afterRead?.(days);
  return rollDays(
    days.filter((day) => day.exists),
    report,
  );
}

/** The coordinator: hands every marked day to the shards. Returns what it (and they) read and wrote. */
export const rollUpStatistics = oneAtATime((options: RollUpOptions = {}): Promise<RollUpReport> =>
  coordinate(options),
);

async function coordinate(options: RollUpOptions): Promise<RollUpReport> {
  const report = emptyReport();
  const owners = new Set<string>();
  const pageSize = Math.min(options.pageSize ?? DAYS_PER_SHARD, DAYS_PER_SHARD);
  const queue =
    options.queue ??
    inProcessShardQueue<RollUpShard>((shard) => runRollUpShard(shard, options, report).then());
  const run = Date.now();
  // Names only: the shard reads each day as it is when it rolls it.
  const query = daysToRoll().select().limit(pageSize);
  let last: QueryDocumentSnapshot | undefined;
  for (let page = 0, named = 0; named < MAX_DAYS_PER_RUN; page++) {
    // From the last day read on: a day marked again behind the cursor waits for the next run.
    const snap = await (last ? query.startAfter(last) : query).get();
    report.reads += Math.max(1, snap.size);
    report.daysRead += snap.size;
    named += snap.size;
    for (const day of snap.docs) owners.add(day.ref.parent.parent?.id ?? "");
    if (snap.size > 0) {
      await queue.enqueue({ days: snap.docs.map((day) => day.ref.path) }, `roll-up-${run}-${page}`);
      report.shards += 1;
    }
    last = snap.docs.at(-1);
    if (snap.size < pageSize) break;
  }
  report.usersRead = owners.size;
  return report;
}
