// Sends the notification digests that are due: each recipient gets at most one e-mail per kind an
// hour, listing what happened since the last one.
//
// A coordinator and its shards. The scheduled run (the coordinator) reads only digests with new
// events (pending) and those whose hour is over (dueAt), a page at a time and only their names,
// and hands each page to the digest queue as one shard (`sendDigestShard`, many at once). A shard
// decides each of its digests in its own transaction, so a second run, an overlapping one, a
// shard delivered twice or a digest in two shards sends nothing twice: the mail is queued and the
// digest emptied together, and a digest already emptied is skipped.
//
// Caps (docs/production.md, "Background load"): a run reads at most MAX_PER_RUN of each query, so
// the coordinator ends well inside its 300 s; that is 11 times the peak run's due digests at a
// million monthly readers, so a backlog of ten days' digests clears within a day.
import type { Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { now } from "../../lib/clock";
import { oneAtATime } from "../../lib/one-at-a-time";
import { inProcessShardQueue, type ShardQueue } from "../../lib/shard-queue";
import { composeDigest } from "./digest-mail";
import {
  DIGEST_KINDS,
  dueDigests,
  pendingDigests,
  type DigestDoc,
  type DigestKind,
} from "./digests.repository";
import { sendDigest, type SendOutcome } from "./digests.service";

/** Digests per page the coordinator reads, and so per shard. */
export const DIGESTS_PER_SHARD = 100;
/** Digests of a shard decided at once. */
const PARALLEL = 20;
/** A run reads at most this many of each query; the rest wait for the next run, 5 minutes on. */
export const MAX_DIGESTS_PER_RUN = 60_000;

/** One shard: the digests one task decides, and the time the run decides them at. */
export interface DigestShard {
  /** The run's time, as milliseconds since the epoch. */
  at: number;
  digests: Array<{ uid: string; kind: DigestKind }>;
}

export interface MailDigestsReport {
  /** Digests looked at. */
  read: number;
  /** Shards handed to the queue. */
  shards: number;
  sent: number;
  /** Held back until their hour is over. */
  waiting: number;
  /** Emptied without a mail: the recipient turned the kind off, or their account is gone. */
  dropped: number;
  /** Nothing to do any more (another run or shard got there first). */
  skipped: number;
  /** Failed this time (left as they were, so the next run tries again). */
  failed: number;
}

export type DigestShardReport = Pick<MailDigestsReport, SendOutcome | "failed">;

const emptyReport = (): MailDigestsReport => ({
  read: 0,
  shards: 0,
  sent: 0,
  waiting: 0,
  dropped: 0,
  skipped: 0,
  failed: 0,
});

/**
 * Decides every digest of one shard at its run's time. Idempotent: delivered again, it finds its
 * digests emptied (skipped) or held back (waiting) and queues no second mail.
 */
export async function runDigestShard(shard: DigestShard): Promise<DigestShardReport> {
  const report: DigestShardReport = { sent: 0, waiting: 0, dropped: 0, skipped: 0, failed: 0 };
  const at = new Date(shard.at);
  // A shard names at most a page of digests; anything malformed is no digest to decide.
  const digests = (Array.isArray(shard?.digests) ? shard.digests : [])
    .slice(0, DIGESTS_PER_SHARD)
    .filter((d) => typeof d?.uid === "string" && d.uid.length > 0 && DIGEST_KINDS.includes(d.kind));
  for (let i = 0; i < digests.length; i += PARALLEL) {
    // One digest that fails (a transaction given up under contention) does not hold up the rest.
    const outcomes = await Promise.allSettled(
      digests.slice(i, i + PARALLEL).map(({ uid, kind }) => sendDigest(uid, kind, at, composeDigest)),
    );
    for (const outcome of outcomes) {
      report[outcome.status === "fulfilled" ? (outcome.value satisfies SendOutcome) : "failed"] += 1;
    }
  }
  return report;
}

/**
 * The coordinator: hands every digest due at `at` to `queue`, a page per shard. Without a queue
 * the shards run at once in this process (the tests, the benchmark), and the report counts their
 * outcomes too; through Cloud Tasks it counts what was read and queued.
 */
export const sendMailDigests = oneAtATime(
  async (at: Date = now(), queue?: ShardQueue<DigestShard>): Promise<MailDigestsReport> => {
    const report = emptyReport();
    const shards =
      queue ??
      inProcessShardQueue<DigestShard>(async (shard) => {
        const outcome = await runDigestShard(shard);
        for (const key of Object.keys(outcome) as Array<keyof DigestShardReport>) report[key] += outcome[key];
      });
    const hand = async (query: string, page: number, docs: QueryDocumentSnapshot<DigestDoc>[]) => {
      const digests = docs.map((doc) => ({
        uid: doc.get("uid") as string,
        kind: doc.get("kind") as DigestKind,
      }));
      await shards.enqueue({ at: at.getTime(), digests }, `digests-${at.getTime()}-${query}-${page}`);
      report.shards += 1;
    };
    await forEachPage("pending", pendingDigests(), hand, report);
    await forEachPage("due", dueDigests(at), hand, report);
    return report;
  },
);

/**
 * Hands `hand` the documents of `query` a page at a time, with only the fields a shard needs (and
 * the order's own). Decided digests leave both queries, but a failed one would not: page on from
 * the last one read rather than from the start.
 */
async function forEachPage(
  name: string,
  query: Query<DigestDoc>,
  hand: (query: string, page: number, docs: QueryDocumentSnapshot<DigestDoc>[]) => Promise<void>,
  report: MailDigestsReport,
): Promise<void> {
  const names = query.select("uid", "kind", "dueAt") as Query<DigestDoc>;
  let last: QueryDocumentSnapshot<DigestDoc> | undefined;
  for (let read = 0, page = 0; read < MAX_DIGESTS_PER_RUN; page++) {
    const snap = await (last ? names.startAfter(last) : names).limit(DIGESTS_PER_SHARD).get();
    read += snap.size;
    report.read += snap.size;
    if (snap.size > 0) await hand(name, page, snap.docs);
    if (snap.size < DIGESTS_PER_SHARD) return;
    last = snap.docs.at(-1);
  }
}
