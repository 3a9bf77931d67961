// Backlog figures (recorded in docs/benchmarks.md): ten days of a million-reader day's background
// work at 1/10,000 of its population, caught up by the coordinators and their shard workers in
// process, with the production caps (shard sizes, pages, per-run caps) unchanged. Seeds, for 333
// readers (10 days × 333,000 active readers a day, scaled): 1,332 due digests (4 kinds each, one
// event each), 1,332 marked day documents (4 each) and 333 marked totals. Then runs each job until
// nothing is left, the shards of a run `dispatches` at a time as their queue allows, measuring
// each shard; asserts everything was done once (never a time). Prints, per job, the work, shards and commits
// and the times, and the production catch-up simulated from them: 10,000 times the work, the
// production caps and timeouts, the queues' dispatch caps and the measured shard time (the emulator's
// latency is not production's: the times are this machine's, an upper bound more than a
// forecast). Run: npm run bench:backlog.
import { afterAll, describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/lib/firebase";
import { type ShardQueue } from "../../src/lib/shard-queue";
import {
  DIGESTS_PER_SHARD,
  MAX_DIGESTS_PER_RUN,
  runDigestShard,
  sendMailDigests,
  type DigestShard,
} from "../../src/modules/mail/digests.job";
import {
  DAYS_PER_SHARD,
  MAX_DAYS_PER_RUN,
  rollUpStatistics,
  runRollUpShard,
  type RollUpShard,
} from "../../src/modules/statistics/roll-up.job";
import {
  PAGES_PER_SHARD,
  PAGE_SIZE,
  USERS_PER_BATCH,
  emptyRankingReport,
  pointsDistributionRef,
  rankPoints,
  runRankShard,
  type RankShard,
} from "../../src/modules/progress/ranking.job";
import { RANK_SHARDS } from "../../src/modules/progress/rank-shards";
import { emptyReport } from "../../src/modules/statistics/roll-days";
import { platformTotalsRef } from "../../src/modules/statistics/statistics.repository";
import { DIGEST_SHARDS, RANK_SHARDS_QUEUE, ROLL_UP_SHARDS } from "../../src/jobs/background-queues";
import { createHash } from "node:crypto";

/** The bench's share of a million monthly readers. */
const SCALE = 10_000;
/** Readers with background work in the backlog: 10 days × 333,000 active readers a day, scaled. */
const READERS = Number(process.env.BENCH_READERS ?? 333);
const KINDS = ["friendRequests", "spurqs", "articleComments", "highlights"] as const;
const DAYS_EACH = 4;
const START = new Date("2025-06-02T00:00:00Z");
const DAY = 86_400_000;
const figures: string[] = [];

afterAll(() => {
  console.log(
    `\nBacklog figures (this machine, Firestore emulator, 1/${SCALE} scale)\n${figures.join("\n")}\n`,
  );
});

const UID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/**
 * A uid shaped like Firebase Authentication's (28 characters of [0-9A-Za-z], as good as random),
 * so the ranking's uid ranges hold about as many readers each, as in production.
 */
const uidOf = (i: number) =>
  [...createHash("sha256").update(`backlog-${i}`).digest()]
    .slice(0, 28)
    .map((byte) => UID_ALPHABET[byte % UID_ALPHABET.length])
    .join("");
const emailOf = (i: number) => `reader${i}@bench.spurq.test`;

/** Writes `count` documents made by `make`, 400 to a batch, 4 batches at once. */
async function seed(count: number, make: (i: number) => Array<[string, object]>): Promise<void> {
  const writes = Array.from({ length: count }, (_, i) => make(i)).flat();
  const batches: Array<Array<[string, object]>> = [];
  for (let i = 0; i < writes.length; i += 400) batches.push(writes.slice(i, i + 400));
  for (let i = 0; i < batches.length; i += 4) {
    await Promise.all(
      batches.slice(i, i + 4).map((chunk) => {
        const batch = db().batch();
        for (const [path, data] of chunk) batch.set(db().doc(path), data);
        return batch.commit();
      }),
    );
  }
}

/** A queue that keeps a run's shards, to be worked `dispatches` at a time after the run. */
class RunShards<T> implements ShardQueue<T> {
  shards: T[] = [];
  async enqueue(shard: T): Promise<void> {
    this.shards.push(shard);
  }
}

interface Measured {
  runs: number;
  shards: number;
  coordinatorMs: number[];
  shardMs: number[];
}

/** Works the held shards `dispatches` at a time (the queue's cap), timing each. */
async function work<T>(shards: T[], dispatches: number, run: (shard: T) => Promise<void>, into: Measured) {
  const waiting = [...shards];
  await Promise.all(
    Array.from({ length: dispatches }, async () => {
      for (let shard = waiting.shift(); shard !== undefined; shard = waiting.shift()) {
        const start = performance.now();
        await run(shard);
        into.shardMs.push(performance.now() - start);
      }
    }),
  );
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const hours = (ms: number) => `${(ms / 3_600_000).toFixed(1)} h`;

/**
 * Production's catch-up of `work` × SCALE units: runs every `periodMs` of at most `perRun` units,
 * fewer if the coordinator (its measured time per page) or a single worker (its measured time
 * per commit) would reach `timeoutMs` first; each run's shards (`perShard` units) drain
 * `dispatches` at a time at the measured mean shard time. A run whose shards outlast the period
 * holds the next ones back: the longer of the two sets the pace.
 */
function simulate(
  label: string,
  m: Measured,
  o: {
    work: number;
    perRun: number;
    perShard: number;
    dispatches: number;
    periodMs: number;
    timeoutMs: number;
  },
): number {
  const work = o.work * SCALE;
  const pageMs = mean(m.coordinatorMs) / Math.max(1, m.shards / Math.max(1, m.runs));
  const shardMs = mean(m.shardMs);
  // What one run gets through before its own timeout: the coordinator's pages, or, with no
  // queue (dispatches 1, no coordinator), the worker's commits.
  const pagesInTime = Math.floor(o.timeoutMs / Math.max(1, o.dispatches === 1 ? shardMs : pageMs));
  const perRun = Math.min(o.perRun, pagesInTime * o.perShard);
  const runs = Math.ceil(work / perRun);
  const shardsPerRun = Math.ceil(Math.min(work, perRun) / o.perShard);
  const drainMs = Math.ceil(shardsPerRun / o.dispatches) * shardMs;
  const paceMs = Math.max(o.periodMs, drainMs);
  const total = runs * paceMs;
  figures.push(
    `  ${label} at 1,000,000 readers: ${work.toLocaleString("en")} units in ${runs} runs of ` +
      `${perRun.toLocaleString("en")} (cap ${o.perRun.toLocaleString("en")}; ${shardsPerRun} shards each, ` +
      `${o.dispatches} at once); a run's shards take ${(drainMs / 1000).toFixed(0)} s against a period of ` +
      `${(o.periodMs / 60_000).toFixed(0)} min: caught up in ${hours(total)} at these shard times`,
  );
  return total;
}

describe("backlog figures", () => {
  it("seeds ten days of background work at 1/10,000 scale", async () => {
    const start = performance.now();
    const at = Timestamp.fromDate(START);
    await seed(READERS, (i) => {
      const uid = uidOf(i);
      const writes: Array<[string, object]> = [
        // The record as sign-up stores it (users.repository's UserDoc), its address verified:
        // the only kind of reader a digest goes to.
        [
          `users/${uid}`,
          {
            uid,
            username: `Reader${i}`,
            usernameLower: `reader${i}`,
            email: emailOf(i),
            emailLower: emailOf(i),
            emailVerified: true,
            avatar: null,
            bio: null,
            createdAt: at,
            updatedAt: at,
          },
        ],
        [`usernames/reader${i}`, { uid }],
        [`emails/${emailOf(i)}`, { uid }],
        [`progress/${uid}`, { uid, totalPoints: 10 + (i % 500), rankedPoints: null, pendingRank: true }],
      ];
      for (const kind of KINDS) {
        writes.push([
          `mailDigests/${uid}_${kind}`,
          {
            uid,
            kind,
            count: 1,
            pending: true,
            dueAt: null,
            lastSentAt: null,
            sentUpTo: null,
            updatedAt: at,
          },
        ]);
        writes.push([
          `mailDigests/${uid}_${kind}/digestEvents/e-${kind}`,
          {
            recipientId: uid,
            kind,
            actor: "someone",
            articleTitle: "Salt marshes",
            text: "Tides rise twice a day.",
            path: "/friends",
            at,
            expiresAt: Timestamp.fromMillis(START.getTime() + 7 * DAY),
          },
        ]);
      }
      for (let d = 0; d < DAYS_EACH; d++) {
        const day = new Date(START.getTime() + ((i + d) % 28) * DAY).toISOString().slice(0, 10);
        writes.push([
          `users/${uid}/days/${day}`,
          {
            uid,
            day,
            updatedAt: at,
            highlightsCount: 2,
            commentsCount: 1,
            pointsEarned: 12,
            pendingRoll: true,
          },
        ]);
      }
      return writes;
    });
    figures.push(
      `  seeded ${READERS.toLocaleString("en")} readers: ${(READERS * KINDS.length).toLocaleString("en")} due digests, ` +
        `${(READERS * DAYS_EACH).toLocaleString("en")} marked days, ${READERS.toLocaleString("en")} marked totals ` +
        `in ${((performance.now() - start) / 1000).toFixed(0)} s`,
    );
  });

  it("catches up the digests", { timeout: 900_000 }, async () => {
    const m: Measured = { runs: 0, shards: 0, coordinatorMs: [], shardMs: [] };
    let sent = 0;
    let failed = 0;
    const at = new Date(START.getTime() + DAY);
    for (;;) {
      const queue = new RunShards<DigestShard>();
      const start = performance.now();
      const report = await sendMailDigests(at, queue);
      m.coordinatorMs.push(performance.now() - start);
      if (report.read === 0) break;
      m.runs += 1;
      m.shards += queue.shards.length;
      const sentBefore = sent;
      await work(
        queue.shards,
        DIGEST_SHARDS.dispatches,
        async (shard) => {
          const outcome = await runDigestShard(shard);
          sent += outcome.sent;
          failed += outcome.failed;
        },
        m,
      );
      // Digests that failed stay due: stop rather than retry them for ever.
      if (sent === sentBefore) break;
    }
    expect(failed).toBe(0);
    expect(sent).toBe(READERS * KINDS.length);
    // Each reader got one mail of each kind: sent once, never twice.
    for (const i of [0, Math.floor(READERS / 2), READERS - 1]) {
      const mails = await db().collection("mail").where("to", "==", emailOf(i)).get();
      expect(mails.size).toBe(KINDS.length);
    }
    figures.push(
      `digests: ${sent.toLocaleString("en")} sent in ${m.runs} run(s), ${m.shards} shards of ${DIGESTS_PER_SHARD}; ` +
        `coordinator ${(mean(m.coordinatorMs) / 1000).toFixed(1)} s a run; a shard ${mean(m.shardMs).toFixed(0)} ms ` +
        `(p95 ${p95(m.shardMs).toFixed(0)} ms) with ${DIGEST_SHARDS.dispatches} at once`,
    );
    simulate("digests", m, {
      work: sent,
      perRun: MAX_DIGESTS_PER_RUN,
      perShard: DIGESTS_PER_SHARD,
      dispatches: DIGEST_SHARDS.dispatches,
      periodMs: 5 * 60_000,
      timeoutMs: 300_000,
    });
  });

  it("catches up the roll-up", { timeout: 900_000 }, async () => {
    const m: Measured = { runs: 0, shards: 0, coordinatorMs: [], shardMs: [] };
    const report = emptyReport();
    for (;;) {
      const queue = new RunShards<RollUpShard>();
      const start = performance.now();
      const run = await rollUpStatistics({ queue });
      m.coordinatorMs.push(performance.now() - start);
      if (run.daysRead === 0) break;
      m.runs += 1;
      m.shards += queue.shards.length;
      await work(
        queue.shards,
        ROLL_UP_SHARDS.dispatches,
        (shard) => runRollUpShard(shard, {}, report).then(),
        m,
      );
    }
    expect(report.daysRolled).toBe(READERS * DAYS_EACH);
    // Every day counted into the platform's figures once.
    expect((await platformTotalsRef().get()).data()?.highlights).toBe(READERS * DAYS_EACH * 2);
    figures.push(
      `roll-up: ${report.daysRolled.toLocaleString("en")} days rolled in ${m.runs} run(s), ${m.shards} shards of ` +
        `${DAYS_PER_SHARD}, ${report.commits} commits (${report.conflicts} conflicts); coordinator ` +
        `${(mean(m.coordinatorMs) / 1000).toFixed(1)} s a run; a shard ${mean(m.shardMs).toFixed(0)} ms ` +
        `(p95 ${p95(m.shardMs).toFixed(0)} ms) with ${ROLL_UP_SHARDS.dispatches} at once`,
    );
    simulate("roll-up", m, {
      work: report.daysRolled,
      perRun: MAX_DAYS_PER_RUN,
      perShard: DAYS_PER_SHARD,
      dispatches: ROLL_UP_SHARDS.dispatches,
      periodMs: 15 * 60_000,
      timeoutMs: 540_000,
    });
  });

  it("catches up the ranks", { timeout: 900_000 }, async () => {
    const m: Measured = { runs: 0, shards: 0, coordinatorMs: [], shardMs: [] };
    const report = emptyRankingReport();
    /** A worker's time per USERS_PER_BATCH users, from each shard's time and users. */
    const commitMs: number[] = [];
    for (;;) {
      const queue = new RunShards<RankShard>();
      const start = performance.now();
      await rankPoints({ queue });
      m.coordinatorMs.push(performance.now() - start);
      const readBefore = report.usersRead;
      await work(
        queue.shards,
        RANK_SHARDS_QUEUE.dispatches,
        async (shard) => {
          const before = report.usersRead;
          const started = performance.now();
          await runRankShard(shard, {}, report);
          const users = report.usersRead - before;
          if (users > 0) commitMs.push(((performance.now() - started) / users) * USERS_PER_BATCH);
        },
        m,
      );
      if (report.usersRead === readBefore) break;
      m.runs += 1;
      m.shards += queue.shards.length;
    }
    // The last coordinator run folded every shard's counts: each reader counted once.
    expect(report.usersRanked).toBe(READERS);
    expect((await pointsDistributionRef().get()).data()?.total).toBe(READERS);
    const perCommit = mean(commitMs);
    figures.push(
      `ranks: ${report.usersRanked.toLocaleString("en")} totals ranked in ${m.runs} run(s), ${m.shards} shard tasks ` +
        `(${RANK_SHARDS} ranges of uids, ${RANK_SHARDS_QUEUE.dispatches} at once), ${report.conflicts} conflicts; ` +
        `coordinator (fold and enqueue) ${mean(m.coordinatorMs).toFixed(0)} ms a run; a shard ` +
        `${mean(m.shardMs).toFixed(0)} ms (p95 ${p95(m.shardMs).toFixed(0)} ms), ${perCommit.toFixed(0)} ms per ` +
        `${USERS_PER_BATCH} users; a full shard (${PAGES_PER_SHARD} commits) at that rate: ` +
        `${((PAGES_PER_SHARD * perCommit) / 1000).toFixed(0)} s of its ${RANK_SHARDS_QUEUE.deadlineSeconds} s`,
    );
    // The unit of the simulation is a commit of USERS_PER_BATCH users: RANK_SHARDS workers each
    // work their shard's commits one after another, so a run's commits drain RANK_SHARDS at once.
    simulate(
      "ranks",
      { ...m, shardMs: commitMs.length ? commitMs : [0] },
      {
        work: report.usersRanked,
        perRun: RANK_SHARDS * PAGES_PER_SHARD * PAGE_SIZE,
        perShard: USERS_PER_BATCH,
        dispatches: RANK_SHARDS_QUEUE.dispatches,
        periodMs: 15 * 60_000,
        timeoutMs: 540_000,
      },
    );
  });
});
