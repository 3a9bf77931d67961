// The points ranking's shards: which users each one ranks, and where it counts its moves.
//
// By document id range: totals documents are keyed by uid, and Firebase Authentication's uids
// are 28 characters of [0-9A-Za-z] drawn at random, so RANK_SHARDS equal ranges of the first
// character hold about as many users each. A range on the document id needs no index of its own
// (every index ends with the id), and no field is added to users, so documents marked before the
// fan-out are found as they are.
//
// Counts as deltas: a shard adds the bucket changes of the users it moves to its own document,
// `platform/pointsDistribution/rankShards/{k}`, with increments in the batch that moves them. No
// shard reads or preconditions a document another shard writes, so shards never fail on each
// other, and no document takes more than one shard's commits. The fold (foldRankShards) adds the
// deltas into the one distribution document readers read, and zeroes them, in one transaction.
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type Query,
  type Timestamp,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { POINTS_BUCKET_MINS, pointsBucket, type PointsDistribution } from "../../shared";
import { db, runTransaction } from "../../lib/firebase";
import { platformDocument } from "../../lib/platform";
import { PENDING_RANK, PROGRESS } from "./ledger";

/** Shards a run fans out to (background-queues.ts sizes their queue to run them all at once). */
export const RANK_SHARDS = 8;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SHARD_DOCS = "rankShards";

export type PointsDistributionDoc = PointsDistribution & { updatedAt: Timestamp };

/** A shard's bucket changes not yet folded: counts keyed by the bucket's lower bound. */
export interface RankShardDoc {
  counts: Record<string, number>;
  total: number;
  updatedAt: Timestamp;
}

export const pointsDistributionRef = () => platformDocument<PointsDistributionDoc>("pointsDistribution");
const rankShardRef = (shard: number) =>
  pointsDistributionRef().collection(SHARD_DOCS).doc(String(shard)) as DocumentReference<RankShardDoc>;

/** The lower bound of shard k's ids (none for the first: ids sorting before "0" go there too). */
const lowerBound = (shard: number) => ALPHABET[Math.round((shard * ALPHABET.length) / RANK_SHARDS)]!;

export const isRankShard = (shard: unknown): shard is number =>
  Number.isInteger(shard) && (shard as number) >= 0 && (shard as number) < RANK_SHARDS;

/** The shard whose range holds `uid`. */
export function rankShardOf(uid: string): number {
  let shard = 0;
  while (shard + 1 < RANK_SHARDS && uid >= lowerBound(shard + 1)) shard += 1;
  return shard;
}

/** Shard k's marked totals, in id order. Together the ranges cover every id exactly once. */
export function markedTotalsOf(shard: number): Query {
  let query: Query = db().collection(PROGRESS).where(PENDING_RANK, "==", true);
  if (shard > 0) query = query.where(FieldPath.documentId(), ">=", lowerBound(shard));
  if (shard + 1 < RANK_SHARDS) query = query.where(FieldPath.documentId(), "<", lowerBound(shard + 1));
  return query.orderBy(FieldPath.documentId());
}

/** Bucket changes, keyed by the bucket's lower bound, and the change of the number of users. */
export class RankDelta {
  readonly counts = new Map<number, number>();
  total = 0;

  /** A user counted at `before` (null: never counted; undefined: gone) now counted at `after`. */
  move(before: number | null, after: number | null): void {
    if (before === null) this.total += 1;
    else this.add(before, -1);
    if (after === null) this.total -= 1;
    else this.add(after, 1);
  }

  private add(points: number, by: number) {
    const min = POINTS_BUCKET_MINS[pointsBucket(points)]!;
    this.counts.set(min, (this.counts.get(min) ?? 0) + by);
  }

  get empty(): boolean {
    return this.total === 0 && [...this.counts.values()].every((count) => count === 0);
  }

  /** Adds this delta to shard k's document in `writer`: blind increments, no read. */
  writeTo(writer: WriteBatch | Transaction, shard: number): void {
    const counts = Object.fromEntries(
      [...this.counts]
        .filter(([, by]) => by !== 0)
        .map(([min, by]) => [String(min), FieldValue.increment(by)]),
    );
    // No empty map: under merge it would replace the counts not yet folded, not add nothing.
    (writer as WriteBatch).set(
      rankShardRef(shard),
      {
        ...(Object.keys(counts).length > 0 ? { counts } : {}),
        total: FieldValue.increment(this.total),
        updatedAt: FieldValue.serverTimestamp(),
      } as never,
      { merge: true },
    );
  }
}

export interface FoldReport {
  reads: number;
  writes: number;
}

const emptyDistribution = (): PointsDistribution => ({
  buckets: POINTS_BUCKET_MINS.map((min) => ({ min, count: 0 })),
  total: 0,
});

/**
 * Adds every shard's deltas into platform/pointsDistribution and zeroes them, in one transaction:
 * a fold that runs twice, or beside a shard's commit, counts each delta once. Writes nothing when
 * no shard has moved anyone since the last fold.
 */
export function foldRankShards(report: FoldReport): Promise<void> {
  const refs = Array.from({ length: RANK_SHARDS }, (_, shard) => rankShardRef(shard));
  return runTransaction(async (tx) => {
    const [distributionSnap, ...shardSnaps] = await tx.getAll(
      pointsDistributionRef() as DocumentReference,
      ...(refs as DocumentReference[]),
    );
    report.reads += 1 + RANK_SHARDS;
    const deltas = shardSnaps.map((snap) => snap.data() as RankShardDoc | undefined);
    const moved = deltas.map(
      (delta) => !!delta && (delta.total !== 0 || Object.values(delta.counts ?? {}).some((n) => n !== 0)),
    );
    if (!moved.includes(true)) return;
    const stored = distributionSnap!.data() as PointsDistributionDoc | undefined;
    const distribution = stored ? { buckets: stored.buckets, total: stored.total } : emptyDistribution();
    const counts = new Map(distribution.buckets.map((bucket) => [bucket.min, bucket.count]));
    let total = distribution.total;
    for (const delta of deltas) {
      if (!delta) continue;
      total += delta.total ?? 0;
      for (const [min, by] of Object.entries(delta.counts ?? {})) {
        counts.set(Number(min), (counts.get(Number(min)) ?? 0) + by);
      }
    }
    // Never below zero, as before the fan-out: a negative count could only come from a distribution
    // edited by hand, and a percentile of a negative count means nothing.
    tx.set(pointsDistributionRef(), {
      buckets: POINTS_BUCKET_MINS.map((min) => ({ min, count: Math.max(0, counts.get(min) ?? 0) })),
      total: Math.max(0, total),
      updatedAt: FieldValue.serverTimestamp() as never,
    });
    report.writes += 1;
    moved.forEach((nonzero, shard) => {
      if (!nonzero) return;
      tx.set(refs[shard]!, { counts: {}, total: 0, updatedAt: FieldValue.serverTimestamp() as never });
      report.writes += 1;
    });
  });
}

/**
 * In `tx`, takes a user counted at `points` out of the distribution through their shard's delta
 * (the next fold applies it): a blind increment, so a deletion never contends with the fold.
 */
export function uncount(tx: Transaction, uid: string, points: number): void {
  const delta = new RankDelta();
  delta.move(points, null);
  delta.writeTo(tx, rankShardOf(uid));
}
