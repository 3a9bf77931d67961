// Rolling marked day documents into their users' periods and the platform's figures: the work of
// one roll-up shard (roll-up.job.ts hands out the shards).
//
// Incremental by marker, not by time: every write of a day's figures also sets the day's
// `pendingRoll` marker, in that same write (ledger.ts), and a run reads only the marked days
// (daysToRoll), in pages in path order. Rolling a day removes its marker in the write that records
// what was rolled (`rolled`), on condition that the day is still as the run read it. So a change
// either commits before that write, which then fails on its condition and the day is read again,
// or after it, and then it marks the day again for the next run. No change can slip behind a run.
//
// Why not a watermark (the newest `updatedAt` a run read, the next run reading from there): that
// holds only if no change can become visible after a query returned a change stamped later. A
// server timestamp is fixed when Firestore processes the commit, and nothing promises its writes
// are visible before those of a commit stamped later; a run that read in between moved its
// watermark past the late change, and that day was never read again (a replay under load once
// lost a comment, which this explains). The marker compares no times, so no ordering between
// commits and reads, and no margin for the longest transaction, is needed.
//
// Idempotent and safe to overlap: a day document remembers what was rolled (`rolled`). A chunk of
// days is rolled in one atomic batch that adds (current − rolled) to the periods and the platform
// and sets `rolled` = current, each write conditional on the document being as it was read. A
// second run, or a run racing this one, finds nothing to add; a batch that lost a race fails
// whole and its days are read again.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { rolledDay, type DayDoc } from "../progress";
import { CONFLICT_ATTEMPTS, backOff, isConflict } from "../../lib/conflicts";
import {
  PLATFORM_COUNTS,
  ROLLED_COUNTS,
  countsOf,
  dayOwner,
  periodId,
  periodStart,
  platformDayRef,
  platformPeriodRef,
  platformTotalsRef,
  statisticsRef,
  zeroCounts,
  type Counts,
  type PeriodDoc,
  type PlatformCount,
  type RolledPeriod,
} from "./statistics.repository";

/** Days rolled per batch (with their periods: up to 4 more reads each). */
const DAYS_PER_COMMIT = 60;
const PERIODS: readonly RolledPeriod[] = ["weekly", "monthly", "yearly", "total"];

export interface RollUpReport {
  /** Marked day documents the query returned. */
  daysRead: number;
  /** Day documents with something new, rolled into their periods. */
  daysRolled: number;
  /** Users with a rolled day. */
  usersRolled: number;
  /** Users whose days the query returned. */
  usersRead: number;
  /** Shards handed to the queue (pages of marked days). */
  shards: number;
  /** Batches committed (a chunk of users' days each). */
  commits: number;
  /** Chunks read and rolled again because a day or period changed meanwhile. */
  conflicts: number;
  writes: number;
  /** Every document read: the job state, the pages (each at least one), periods and re-reads. */
  reads: number;
}

export const emptyReport = (): RollUpReport => ({
  daysRead: 0,
  daysRolled: 0,
  usersRolled: 0,
  usersRead: 0,
  shards: 0,
  commits: 0,
  conflicts: 0,
  reads: 0,
  writes: 0,
});

export type DaySnap = DocumentSnapshot<DayDoc>;
type Chunk = Map<string, DaySnap[]>;

const counts = (data: DayDoc | undefined) => countsOf(data);
const rolledOf = (data: DayDoc | undefined) => countsOf(data?.rolled);

/** True when a day has figures the roll-up has not taken yet (or was never rolled). */
export function hasNews(data: DayDoc | undefined): boolean {
  if (!data) return false;
  if (!data.rolled) return true;
  const now = counts(data);
  const rolled = rolledOf(data);
  return ROLLED_COUNTS.some((key) => now[key] !== rolled[key]);
}

/** True when a run must write the day: figures to add, or a marker to remove (a change undone). */
const needsRoll = (data: DayDoc | undefined): boolean => hasNews(data) || data?.pendingRoll === true;

const minus = (a: Counts, b: Counts): Counts => {
  const out = zeroCounts();
  for (const key of ROLLED_COUNTS) out[key] = a[key] - b[key];
  return out;
};

/**
 * Rolls the given day documents as read (those with news, or marked), chunk by chunk; a day that
 * changed since it was read is read again and rolled as it is then.
 */
export async function rollDays(days: DaySnap[], report: RollUpReport = emptyReport()): Promise<RollUpReport> {
  for (const chunk of chunksByUser(days.filter((day) => dayOwner(day.ref) && needsRoll(day.data())))) {
    await rollChunk(chunk, report);
  }
  return report;
}

/** Changed days grouped by user, cut into commits of at most DAYS_PER_COMMIT days. */
function chunksByUser(docs: DaySnap[]): Chunk[] {
  const byUser: Chunk = new Map();
  for (const doc of docs) {
    const uid = dayOwner(doc.ref)!;
    byUser.set(uid, [...(byUser.get(uid) ?? []), doc]);
  }
  const chunks: Chunk[] = [];
  let chunk: Chunk = new Map();
  let size = 0;
  for (const [uid, snaps] of byUser) {
    if (size > 0 && size + snaps.length > DAYS_PER_COMMIT) {
      chunks.push(chunk);
      chunk = new Map();
      size = 0;
    }
    chunk.set(uid, snaps);
    size += snaps.length;
  }
  if (size > 0) chunks.push(chunk);
  return chunks;
}

interface ChunkOutcome {
  daysRolled: number;
  usersRolled: number;
  reads: number;
  writes: number;
}

type PlatformDayDelta = Record<PlatformCount, number> & { activeUsers: number; newUsers: number };

/**
 * Rolls one chunk of users' changed days in one atomic batch, first from the page's own reads.
 * Every write that depends on a read carries it as a precondition (the day and the period as
 * read, or a period still absent), so a change committed in between, by a user's action or an
 * overlapping run, fails the whole batch, and the chunk is read again and rolled from there.
 * Optimistic rather than a transaction: a transaction's read locks on the day documents would
 * make users' actions wait for the job, and on the emulator a roll-up transaction racing
 * users' actions was seen to count a day twice.
 */
async function rollChunk(chunk: Chunk, report: RollUpReport): Promise<void> {
  let days = chunk;
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await rollOnce(days);
      report.commits += outcome.writes > 0 ? 1 : 0;
      report.reads += outcome.reads;
      report.writes += outcome.writes;
      report.daysRolled += outcome.daysRolled;
      report.usersRolled += outcome.usersRolled;
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= CONFLICT_ATTEMPTS) throw error;
      report.conflicts += 1;
      const refs = [...chunk.values()].flat().map((snap) => snap.ref);
      const fresh = (await db().getAll(...(refs as DocumentReference[]))) as unknown as DaySnap[];
      report.reads += fresh.length;
      days = new Map();
      for (const snap of fresh) {
        const uid = dayOwner(snap.ref)!;
        days.set(uid, [...(days.get(uid) ?? []), snap]);
      }
      await backOff(attempt);
    }
  }
}

async function rollOnce(chunk: Chunk): Promise<ChunkOutcome> {
  const periodRefs = new Map<string, DocumentReference<PeriodDoc>>();
  for (const [uid, snaps] of chunk) {
    for (const snap of snaps.filter((day) => hasNews(day.data()))) {
      for (const period of PERIODS) {
        const ref = statisticsRef(uid, periodId(period, snap.id));
        periodRefs.set(ref.path, ref);
      }
    }
  }
  // No period to read when every day of the chunk only loses its marker (getAll needs a document).
  const read = (periodRefs.size
    ? await db().getAll(...([...periodRefs.values()] as DocumentReference[]))
    : []) as unknown as Array<DocumentSnapshot<PeriodDoc>>;
  const periodSnaps = new Map(read.map((snap) => [snap.ref.path, snap]));
  const outcome: ChunkOutcome = { daysRolled: 0, usersRolled: 0, reads: read.length, writes: 0 };
  const batch = db().batch();
  const platformDays = new Map<string, PlatformDayDelta>();
  const activeInPeriod = new Map<string, number>();
  const totals = { usersTotal: 0, ...zeroPlatform() };
  const platformDay = (day: string) => {
    let delta = platformDays.get(day);
    if (!delta) platformDays.set(day, (delta = { ...zeroPlatform(), activeUsers: 0, newUsers: 0 }));
    return delta;
  };

  for (const [uid, snaps] of chunk) {
    // A marked day whose figures equal what was rolled (a change and its undo): only the marker goes.
    for (const snap of snaps.filter((day) => !hasNews(day.data()) && needsRoll(day.data()))) {
      batch.update(snap.ref, rolledDay(rolledOf(snap.data())), { lastUpdateTime: snap.updateTime! });
      outcome.writes += 1;
    }
    const fresh = snaps.filter((snap) => hasNews(snap.data())).sort((a, b) => a.id.localeCompare(b.id));
    if (fresh.length === 0) continue;
    outcome.usersRolled += 1;
    const touched = new Map<string, PeriodDoc>();
    const firstRollOfUser = !periodSnaps.get(statisticsRef(uid, "total").path)?.exists;
    for (const snap of fresh) {
      const data = snap.data()!;
      const day = snap.id;
      const delta = minus(counts(data), rolledOf(data));
      for (const period of PERIODS) {
        const path = statisticsRef(uid, periodId(period, day)).path;
        let doc = touched.get(path);
        if (!doc) {
          const stored = periodSnaps.get(path)?.data();
          // The user's first roll in this week or month makes them one more active user in it.
          if (!stored && (period === "weekly" || period === "monthly")) {
            const id = periodId(period, day);
            activeInPeriod.set(id, (activeInPeriod.get(id) ?? 0) + 1);
          }
          doc = stored ? { ...stored, ...countsOf(stored) } : newPeriod(uid, period, day);
          touched.set(path, doc);
        }
        for (const key of ROLLED_COUNTS) doc[key] += delta[key];
      }
      const platform = platformDay(day);
      for (const [name, key] of Object.entries(PLATFORM_COUNTS) as Array<[PlatformCount, keyof Counts]>) {
        platform[name] += delta[key];
        totals[name] += delta[key];
      }
      if (!data.rolled) platform.activeUsers += 1;
      // What was rolled, and the marker removed, only if the day is still as read: a change that
      // commits first fails this batch (the day is read again), one that commits later marks it again.
      batch.update(snap.ref, rolledDay(counts(data)), { lastUpdateTime: snap.updateTime! });
      outcome.daysRolled += 1;
      outcome.writes += 1;
    }
    if (firstRollOfUser) {
      totals.usersTotal += 1;
      platformDay(fresh[0]!.id).newUsers += 1;
    }
    for (const [path, doc] of touched) {
      const { updatedAt: _old, ...figures } = doc;
      const written = { ...figures, updatedAt: FieldValue.serverTimestamp() as never };
      const stored = periodSnaps.get(path)!;
      if (stored.exists) batch.update(stored.ref, written, { lastUpdateTime: stored.updateTime! });
      else batch.create(stored.ref, written);
      outcome.writes += 1;
    }
  }
  if (outcome.daysRolled === 0) {
    if (outcome.writes > 0) await batch.commit();
    return outcome;
  }

  const stamp = FieldValue.serverTimestamp();
  for (const [day, delta] of platformDays) {
    batch.set(platformDayRef(day), { day, ...increments(delta), updatedAt: stamp } as never, { merge: true });
    outcome.writes += 1;
  }
  for (const [id, active] of activeInPeriod) {
    const change = { activeUsers: FieldValue.increment(active), updatedAt: stamp };
    batch.set(platformPeriodRef(id), change as never, { merge: true });
    outcome.writes += 1;
  }
  batch.set(platformTotalsRef(), { ...increments(totals), updatedAt: stamp } as never, { merge: true });
  outcome.writes += 1;
  await batch.commit();
  return outcome;
}

const zeroPlatform = (): Record<PlatformCount, number> =>
  Object.fromEntries(Object.keys(PLATFORM_COUNTS).map((name) => [name, 0])) as Record<PlatformCount, number>;

/** Non-zero figures as Firestore increments (a platform document gathers many users' changes). */
function increments(values: Record<string, number>): Record<string, FieldValue> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== 0)
      .map(([key, value]) => [key, FieldValue.increment(value)]),
  );
}

function newPeriod(uid: string, period: RolledPeriod, day: string): PeriodDoc {
  return {
    uid,
    period,
    date: periodStart(period, day),
    ...zeroCounts(),
    updatedAt: Timestamp.fromMillis(0),
  };
}
