// Background work fanned out: the digests and roll-up coordinators split what is due into shards
// (a page each), a shard delivered twice or two at once sends no second mail and counts no day
// twice, the shards reach their task-queue functions through the Cloud Tasks emulator, and a
// short job's slices go to their own queue, so long imports holding every dispatch of `runJob`
// do not hold them up.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isDeepStrictEqual } from "node:util";
import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/lib/firebase";
import { atTime } from "../../src/lib/clock";
import { cloudTasksShardQueue, type ShardQueue } from "../../src/lib/shard-queue";
import {
  DIGESTS_PER_SHARD,
  runDigestShard,
  sendMailDigests,
  type DigestShard,
} from "../../src/modules/mail/digests.job";
import { Ledger } from "../../src/modules/progress/ledger";
import { rollUpStatistics, runRollUpShard, type RollUpShard } from "../../src/modules/statistics/roll-up.job";
import {
  JOB_FUNCTION,
  JOB_QUEUE_OF,
  SHORT_JOB_FUNCTION,
  runJobTask,
  startJob,
  type JobQueue,
  type JobRunner,
  type JobTask,
  type Runners,
} from "../../src/modules/jobs";
import { DIGEST_SHARDS, ROLL_UP_SHARDS } from "../../src/jobs/background-queues";
import { untilJobEnds } from "../helpers/jobs";
import { countWrites } from "../helpers/progress";
import { recount, rolledUp } from "../helpers/statistics";
import { verifiedUser, type SyncedUser } from "../helpers/users";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Keeps the shards for the test to run, as a queue that has not dispatched them yet. */
class HeldShards<T> implements ShardQueue<T> {
  readonly shards: Array<{ shard: T; name: string }> = [];
  async enqueue(shard: T, name: string): Promise<void> {
    this.shards.push({ shard, name });
  }
}

const mailTo = async (user: SyncedUser) =>
  (await db().collection("mail").where("to", "==", user.email).get()).size;

async function requestFriendship(sender: SyncedUser, receiver: SyncedUser, when: Date) {
  await atTime(when, async () => {
    const response = await sender.call.post("/api/friends/requests").send({ receiverId: receiver.uid });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });
}

/** Pending digests of people who do not exist: each shard that decides one deletes it. */
async function orphanDigests(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => `shard-${randomUUID()}`);
  const batch = db().batch();
  for (const uid of ids) {
    batch.set(db().collection("mailDigests").doc(`${uid}_spurqs`), {
      uid,
      kind: "spurqs",
      count: 1,
      pending: true,
      dueAt: null,
      lastSentAt: null,
      sentUpTo: null,
      updatedAt: Timestamp.now(),
    });
  }
  await batch.commit();
  return ids;
}

describe("the digests coordinator", () => {
  it("when more digests are pending than one shard takes, then it hands them out in pages, each digest in one shard", async () => {
    const ids = await orphanDigests(DIGESTS_PER_SHARD + 30);
    const held = new HeldShards<DigestShard>();
    const report = await sendMailDigests(new Date(Date.now() + 500 * 24 * HOUR), held);
    expect(report.shards).toBe(held.shards.length);
    expect(held.shards.length).toBeGreaterThanOrEqual(2);
    for (const { shard } of held.shards) expect(shard.digests.length).toBeLessThanOrEqual(DIGESTS_PER_SHARD);
    // Names are unique, so a retried run's enqueues are refused by Cloud Tasks as duplicates.
    expect(new Set(held.shards.map((s) => s.name)).size).toBe(held.shards.length);
    const named = held.shards.flatMap(({ shard }) => shard.digests.map((d) => d.uid));
    for (const uid of ids)
      expect(
        named.filter((n) => n === uid),
        uid,
      ).toHaveLength(1);
    // Nothing was decided yet: the coordinator only reads names.
    expect((await db().collection("mailDigests").doc(`${ids[0]}_spurqs`).get()).exists).toBe(true);
    // Only these digests are decided here: the others belong to tests running beside this one.
    for (const { shard } of held.shards) {
      await runDigestShard({ ...shard, digests: shard.digests.filter((d) => ids.includes(d.uid)) });
    }
    expect((await db().collection("mailDigests").doc(`${ids[0]}_spurqs`).get()).exists).toBe(false);
  });

  it("when a shard is delivered twice, and twice at once, then its recipient gets one mail", async () => {
    const base = Date.now() + 700 * 24 * HOUR + Math.floor(Math.random() * 1000) * HOUR;
    const [receiver, sender] = await Promise.all([verifiedUser("shardee"), verifiedUser("sender")]);
    await requestFriendship(sender, receiver, new Date(base));
    const held = new HeldShards<DigestShard>();
    await sendMailDigests(new Date(base + MINUTE), held);
    const mine = held.shards.filter(({ shard }) => shard.digests.some((d) => d.uid === receiver.uid));
    expect(mine).toHaveLength(1);
    const shard = { ...mine[0]!.shard, digests: [{ uid: receiver.uid, kind: "friendRequests" as const }] };
    const [first, overlapping] = await Promise.all([runDigestShard(shard), runDigestShard(shard)]);
    expect(first.sent + overlapping.sent).toBeGreaterThanOrEqual(1);
    const again = await runDigestShard(shard);
    expect(again.sent).toBe(0);
    expect(await mailTo(receiver)).toBe(1);
  });

  it("when a shard goes through the Cloud Tasks emulator, then sendDigestShard sends the mail", async () => {
    const [receiver, sender] = await Promise.all([verifiedUser("queued"), verifiedUser("sender")]);
    // At the real time: the shard function decides at its own now (never earlier than the run's).
    await requestFriendship(sender, receiver, new Date());
    const queue = cloudTasksShardQueue<DigestShard>(DIGEST_SHARDS.fn, DIGEST_SHARDS.deadlineSeconds);
    // This digest only (a whole run would decide other tests' digests at the real time).
    const shard = { at: Date.now(), digests: [{ uid: receiver.uid, kind: "friendRequests" as const }] };
    await queue.enqueue(shard, `test-${receiver.uid}`);
    for (const until = Date.now() + 60_000; (await mailTo(receiver)) === 0;) {
      if (Date.now() > until) throw new Error("sendDigestShard sent nothing");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await mailTo(receiver)).toBe(1);
    // The emulators dispatch and cold-start the function: more than the default 30 s on a busy machine.
  }, 90_000);
});

/** Actions for a user known only to the ledger, each on its own day of a week no other test uses. */
async function activeDays(uid: string, days: number): Promise<void> {
  const monday = Date.UTC(1980, 0, 7) + Math.floor(Math.random() * 500) * 7 * 86_400_000;
  for (let day = 0; day < days; day++) {
    await atTime(new Date(monday + day * 86_400_000 + 12 * HOUR), () =>
      db().runTransaction(async (tx) => {
        const ledger = await Ledger.open(tx, uid);
        ledger.setTimeZone(uid, "UTC");
        ledger.record(uid, { type: "highlight_created" });
      }),
    );
  }
}

describe("the roll-up coordinator", () => {
  it("when days are marked, then it names them in shards of a page each, and a shard delivered again counts nothing twice", async () => {
    const users = [`shards-${randomUUID()}`, `shards-${randomUUID()}`];
    for (const uid of users) await activeDays(uid, 3);
    const held = new HeldShards<RollUpShard>();
    const report = await rollUpStatistics({ pageSize: 2, queue: held });
    expect(report.shards).toBe(held.shards.length);
    // The coordinator wrote nothing and rolled nothing: it read names.
    expect(report.commits).toBe(0);
    for (const { shard } of held.shards) expect(shard.days.length).toBeLessThanOrEqual(2);
    const named = held.shards.flatMap(({ shard }) => shard.days);
    for (const uid of users)
      expect(named.filter((path) => path.startsWith(`users/${uid}/days/`))).toHaveLength(3);
    const mine = held.shards.filter(({ shard }) =>
      shard.days.some((path) => users.some((u) => path.includes(u))),
    );
    expect(mine.length).toBeGreaterThanOrEqual(3);

    // Only these users' days (the others' belong to tests running beside this one), the same
    // shards twice at once, then once more: every figure once.
    const ours = mine.map(({ shard }) => ({
      days: shard.days.filter((path) => users.some((uid) => path.startsWith(`users/${uid}/`))),
    }));
    await Promise.all(ours.flatMap((shard) => [runRollUpShard(shard), runRollUpShard(shard)]));
    const { writes } = await countWrites(async () => {
      for (const shard of ours) await runRollUpShard(shard);
    });
    expect(writes.filter((path) => users.some((uid) => path.includes(uid)))).toEqual([]);
    for (const uid of users) expect(await rolledUp(uid), uid).toEqual(await recount(uid));
    // Pages of 2 over every marked day on the shared emulators: many more queries than a run makes.
  }, 90_000);

  it("when a shard goes through the Cloud Tasks emulator, then rollUpShard rolls its days", async () => {
    const uid = `shards-${randomUUID()}`;
    await activeDays(uid, 2);
    const days = (await db().collection("users").doc(uid).collection("days").get()).docs.map(
      (d) => d.ref.path,
    );
    expect(days).toHaveLength(2);
    const queue = cloudTasksShardQueue<RollUpShard>(ROLL_UP_SHARDS.fn, ROLL_UP_SHARDS.deadlineSeconds);
    await queue.enqueue({ days }, `test-${uid}`);
    const want = await recount(uid);
    for (const until = Date.now() + 60_000; !isDeepStrictEqual(await rolledUp(uid), want);) {
      if (Date.now() > until) throw new Error("rollUpShard rolled nothing");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The emulators dispatch and cold-start the function: more than the default 30 s on a busy machine.
  }, 90_000);
});

/** A queue per task-queue function, keeping the tasks each would dispatch. */
class QueuesByFunction implements JobQueue {
  readonly tasks: Record<string, JobTask[]> = { [JOB_FUNCTION]: [], [SHORT_JOB_FUNCTION]: [] };
  async enqueue(task: JobTask, runner: Pick<JobRunner, "kind">): Promise<void> {
    this.tasks[JOB_QUEUE_OF[runner.kind]]!.push(task);
  }
}

const fakeRunner = (kind: JobRunner["kind"], slicesToFinish: number): JobRunner => ({
  kind,
  sliceSeconds: 60,
  keepSeconds: 60,
  failureMessage: "failed",
  start: async () => ({ stage: "working", total: slicesToFinish }),
  runSlice: async ({ job }) => {
    const done = ((job.cursor?.done as number | undefined) ?? 0) + 1;
    return {
      stage: "working",
      done,
      total: slicesToFinish,
      cursor: { done },
      ...(done >= slicesToFinish ? { finished: {} } : {}),
    };
  },
});

describe("the job queues", () => {
  it("when long imports hold every dispatch of runJob, then a card-copies job runs to its end on runShortJob", async () => {
    const queues = new QueuesByFunction();
    const runners: Runners = {
      libraryImport: fakeRunner("libraryImport", 1000),
      cardCopies: fakeRunner("cardCopies", 2),
    };
    // Twenty readers' imports: as many as runJob dispatches at once, none of them near its end.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        startJob(runners.libraryImport!, `importer-${randomUUID()}`, {}, { queue: queues }),
      ),
    );
    const uid = `renamer-${randomUUID()}`;
    const job = await startJob(runners.cardCopies!, uid, {}, { queue: queues });
    expect(queues.tasks[JOB_FUNCTION]).toHaveLength(20);
    expect(queues.tasks[SHORT_JOB_FUNCTION]).toEqual([{ id: job.id, slice: 0 }]);
    // The short queue's tasks run while the long queue's twenty wait where they are.
    for (
      let task = queues.tasks[SHORT_JOB_FUNCTION]!.shift();
      task;
      task = queues.tasks[SHORT_JOB_FUNCTION]!.shift()
    ) {
      await runJobTask(runners, task, { retryCount: 0 }, queues);
    }
    expect((await untilJobEnds(job.id, { timeoutMs: 5_000 }))?.state).toBe("done");
    expect(queues.tasks[JOB_FUNCTION]).toHaveLength(20);
    // Every short kind a person waits on is on the short queue; the long ones on runJob.
    expect(JOB_QUEUE_OF).toEqual({
      accountDeletion: SHORT_JOB_FUNCTION,
      accountRepair: SHORT_JOB_FUNCTION,
      cardCopies: SHORT_JOB_FUNCTION,
      export: JOB_FUNCTION,
      libraryImport: JOB_FUNCTION,
      searchIndex: JOB_FUNCTION,
    });
  });
});
