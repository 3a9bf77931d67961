// The points ranking fanned out: shards by range of uids, each counting into its own delta
// document, and the fold that adds the deltas into the one distribution readers read. The jobs
// run directly against the emulator, which other test files share: checks look at this file's
// own users, and at the distribution against a recount of every ranked total.
import { describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { db } from "../../src/lib/firebase";
import { atTime } from "../../src/lib/clock";
import { Ledger, progressRef } from "../../src/modules/progress/ledger";
import {
  emptyRankingReport,
  pointsDistributionRef,
  rankPoints,
  runRankShard,
} from "../../src/modules/progress/ranking.job";
import { RANK_SHARDS, foldRankShards, rankShardOf } from "../../src/modules/progress/rank-shards";
import { POINTS_BUCKET_MINS, pointsBucket, type ActionType } from "../../src/shared";
import { countWrites } from "../helpers/progress";
import { cloudTasksShardQueue } from "../../src/lib/shard-queue";
import { RANK_SHARDS_QUEUE } from "../../src/jobs/background-queues";
import type { RankShard } from "../../src/modules/progress/ranking.job";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** A uid as Firebase Authentication draws them: 28 characters of [0-9A-Za-z]. */
const authLikeUid = () => Array.from({ length: 28 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

/** `each` new uids in every shard's range. */
function uidsInEveryShard(each: number): string[][] {
  const shards: string[][] = Array.from({ length: RANK_SHARDS }, () => []);
  while (shards.some((uids) => uids.length < each)) {
    const uid = authLikeUid();
    const uids = shards[rankShardOf(uid)]!;
    if (uids.length < each) uids.push(uid);
  }
  return shards;
}

/** Records actions for a user known only to the ledger, one transaction each. */
async function act(uid: string, types: ActionType[]): Promise<void> {
  for (const type of types) {
    await atTime(new Date("2001-03-05T10:00:00Z"), () =>
      db().runTransaction(async (tx) => {
        const ledger = await Ledger.open(tx, uid);
        ledger.record(uid, { type });
      }),
    );
  }
}

/** The distribution as a recount of every ranked totals document would give it. */
async function recountDistribution() {
  const snap = await db().collection("progress").where("rankedPoints", "!=", null).get();
  const counts = new Map<number, number>(POINTS_BUCKET_MINS.map((min) => [min, 0]));
  for (const doc of snap.docs) {
    const min = POINTS_BUCKET_MINS[pointsBucket(doc.get("rankedPoints") as number)]!;
    counts.set(min, counts.get(min)! + 1);
  }
  return { buckets: POINTS_BUCKET_MINS.map((min) => ({ min, count: counts.get(min)! })), total: snap.size };
}
const stored = async () => {
  const data = (await pointsDistributionRef().get()).data()!;
  return { buckets: data.buckets, total: data.total };
};
const totalsOf = async (uid: string) => (await progressRef(uid).get()).data()!;
const ACTIONS: ActionType[][] = [
  ["highlight_created"],
  ["article_created"],
  ["friend_made", "highlight_created"],
];

describe("the points ranking's shards", () => {
  it("when users are marked in every shard's range, then one run counts each once and the distribution equals a recount", async () => {
    await rankPoints();
    const shards = uidsInEveryShard(2);
    const uids = shards.flat();
    await Promise.all(uids.map((uid, i) => act(uid, ACTIONS[i % ACTIONS.length]!)));
    const report = await rankPoints();
    expect(report.shards).toBe(RANK_SHARDS);
    expect(report.usersRanked).toBeGreaterThanOrEqual(uids.length);
    for (const uid of uids) {
      const totals = await totalsOf(uid);
      expect(totals.rankedPoints).toBe(totals.totalPoints);
      expect(totals.pendingRank).toBeUndefined();
    }
    expect(await stored()).toEqual(await recountDistribution());
  });

  it("when a shard task is delivered twice, then the second delivery writes nothing of its users", async () => {
    const [uid] = uidsInEveryShard(1)[3]!;
    await act(uid!, ["article_created"]);
    const first = await runRankShard({ shard: 3 });
    expect(first.usersRanked).toBeGreaterThanOrEqual(1);
    const ranked = await totalsOf(uid!);
    expect(ranked.rankedPoints).toBe(ranked.totalPoints);
    const { result: again, writes } = await countWrites(() => runRankShard({ shard: 3 }));
    expect(writes.filter((path) => path.includes(uid!))).toEqual([]);
    expect(again.usersRanked).toBe(0);
    await rankPoints();
    expect(await stored()).toEqual(await recountDistribution());
  });

  it("when a task names no shard, then it ranks nothing", async () => {
    for (const shard of [-1, RANK_SHARDS, 1.5, "2", null]) {
      const { result, writes } = await countWrites(() => runRankShard({ shard } as never));
      expect([result.usersRead, writes]).toEqual([0, []]);
    }
  });

  it("when a user's totals change between a shard's read and its write, then the user is counted at the new total", async () => {
    const [uid] = uidsInEveryShard(1)[5]!;
    await act(uid!, ["highlight_created"]);
    let forced = false;
    const report = await runRankShard(
      { shard: 5 },
      {
        afterRead: async (users) => {
          if (forced || !users.some((user) => user.id === uid)) return;
          forced = true;
          await act(uid!, ["article_created"]);
        },
      },
    );
    expect(forced).toBe(true);
    expect(report.conflicts).toBeGreaterThan(0);
    const totals = await totalsOf(uid!);
    expect(totals.rankedPoints).toBe(totals.totalPoints);
    expect(totals.pendingRank).toBeUndefined();
    await rankPoints();
    expect(await stored()).toEqual(await recountDistribution());
  });

  it("when every shard runs at once and the fold runs twice at once, then nothing conflicts and each delta is added once", async () => {
    await rankPoints();
    const uids = uidsInEveryShard(3).flat();
    await Promise.all(uids.map((uid, i) => act(uid, ACTIONS[i % ACTIONS.length]!)));
    const report = emptyRankingReport();
    await Promise.all(Array.from({ length: RANK_SHARDS }, (_, shard) => runRankShard({ shard }, {}, report)));
    expect(report.conflicts).toBe(0);
    expect(report.usersRanked).toBeGreaterThanOrEqual(uids.length);
    const folds = { reads: 0, writes: 0 };
    await Promise.all([foldRankShards(folds), foldRankShards(folds)]);
    expect(await stored()).toEqual(await recountDistribution());
    // Folded already: a third fold finds every delta at zero and writes nothing.
    const { writes } = await countWrites(() => foldRankShards({ reads: 0, writes: 0 }));
    expect(writes.filter((path) => path.startsWith("platform/pointsDistribution"))).toEqual([]);
  });

  it("when a shard goes through the Cloud Tasks emulator, then rankShard ranks its range", async () => {
    const [uid] = uidsInEveryShard(1)[6]!;
    await act(uid!, ["highlight_created"]);
    const queue = cloudTasksShardQueue<RankShard>(RANK_SHARDS_QUEUE.fn, RANK_SHARDS_QUEUE.deadlineSeconds);
    await queue.enqueue({ shard: 6 }, `test-${uid}`);
    for (const until = Date.now() + 60_000; (await totalsOf(uid!)).pendingRank;) {
      if (Date.now() > until) throw new Error("rankShard ranked nothing");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const totals = await totalsOf(uid!);
    expect(totals.rankedPoints).toBe(totals.totalPoints);
    // The emulators dispatch and cold-start the function: more than the default 30 s on a busy machine.
  }, 90_000);
});
