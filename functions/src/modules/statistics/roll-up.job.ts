// The statistics roll-up (issue 11, point 8): the day documents changed since the last run go
// into each user's week, month, year and total, and into the platform's figures.
//
// Incremental: it reads only the day documents whose `updatedAt` (set by every change, ledger.ts)
// is past the watermark, in pages, oldest change first; a day with nothing new since it was last
// rolled costs that one read and nothing else.
// Idempotent and safe to overlap: a day document remembers what was rolled (`rolled`), and a day
// is rolled in a transaction that re-reads it, adds (current − rolled) to the periods and the
// platform and sets `rolled` = current. A second run, or a run racing this one, finds nothing to
// add; a transaction that loses a race is retried by Firestore and then finds the same.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { DAYS, type DayDoc } from "../progress/ledger";
import {
  PLATFORM_COUNTS,
  ROLLED_COUNTS,
  countsOf,
  dayOwner,
  jobStateRef,
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

export const ROLL_UP_JOB = "statisticsRollUp";
/** Day documents per query page. */
const PAGE_SIZE = 300;
/** Days rolled per transaction (with their periods: up to 4 more reads each). */
const DAYS_PER_TRANSACTION = 60;
/** A run stops after this many pages; the next run goes on from its watermark. */
const MAX_PAGES = 200;
/**
 * Where a run starts reading: at its watermark, inclusive. A commit gets its time when it is
 * committed, and a query sees every commit up to its read time, so no change can appear later
 * with an older time than one already read; the inclusive start re-reads only the day or days
 * changed at that very instant (which a page may have cut apart). A wider overlap window would
 * re-read every day changed in it, after a burst of changes (a replay, the demo data) many a user.
 */
export const sinceWatermark = (state: { watermark: Timestamp } | undefined): Timestamp =>
  state?.watermark ?? Timestamp.fromMillis(0);

const PERIODS: readonly RolledPeriod[] = ["weekly", "monthly", "yearly", "total"];

export interface RollUpReport {
  /** Day documents the watermark query returned. */
  daysRead: number;
  /** Day documents with something new, rolled into their periods. */
  daysRolled: number;
  /** Users with a rolled day. */
  usersRolled: number;
  /** Users whose days the query returned. */
  usersRead: number;
  transactions: number;
  /** Documents read inside the transactions (days re-read, periods). */
  transactionReads: number;
  writes: number;
  /** Every document read: the job state, the pages (each at least one) and the transactions. */
  reads: number;
}

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

const minus = (a: Counts, b: Counts): Counts => {
  const out = zeroCounts();
  for (const key of ROLLED_COUNTS) out[key] = a[key] - b[key];
  return out;
};

/** Rolls up everything changed since the last run. Returns what it read and wrote. */
export async function rollUpStatistics(options: { pageSize?: number } = {}): Promise<RollUpReport> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const report: RollUpReport = {
    daysRead: 0,
    daysRolled: 0,
    usersRolled: 0,
    usersRead: 0,
    transactions: 0,
    transactionReads: 0,
    writes: 0,
    reads: 1,
  };
  const state = (await jobStateRef(ROLL_UP_JOB).get()).data();
  const since = sinceWatermark(state);
  const query: Query = db()
    .collectionGroup(DAYS)
    .where("updatedAt", ">=", since)
    .orderBy("updatedAt")
    .limit(pageSize);
  let last: QueryDocumentSnapshot | undefined;
  let newest = state?.watermark;
  const owners = new Set<string>();
  for (let page = 0; page < MAX_PAGES; page++) {
    const snap = await (last ? query.startAfter(last) : query).get();
    report.daysRead += snap.size;
    report.reads += Math.max(1, snap.size);
    for (const doc of snap.docs) owners.add(doc.ref.parent.parent?.id ?? "");
    const changed = snap.docs.filter(
      (doc) => dayOwner(doc.ref as DocumentReference<DayDoc>) && hasNews(doc.data() as DayDoc),
    );
    for (const chunk of chunksByUser(changed)) await rollChunk(chunk, report);
    last = snap.docs.at(-1);
    // Pages go in change order, so the last day read carries the newest change taken in. A change
    // committed later gets a later time, so nothing older than it can still appear.
    const through = last?.get("updatedAt") as Timestamp | undefined;
    if (through && (!newest || through.toMillis() > newest.toMillis())) newest = through;
    if (snap.size < pageSize) break;
  }
  report.usersRead = owners.size;
  if (newest && (!state || newest.toMillis() > state.watermark.toMillis())) {
    await advanceWatermark(ROLL_UP_JOB, newest);
    report.reads += 1;
    report.writes += 1;
  }
  return report;
}

/** Moves a job's watermark forward, never back (an overlapping run may have gone further). */
export async function advanceWatermark(job: string, to: Timestamp): Promise<void> {
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(jobStateRef(job))).data();
    if (current && current.watermark.toMillis() >= to.toMillis()) return;
    tx.set(jobStateRef(job), { watermark: to, updatedAt: FieldValue.serverTimestamp() as never });
  });
}

/** Changed days grouped by user, cut into transactions of at most DAYS_PER_TRANSACTION days. */
function chunksByUser(docs: QueryDocumentSnapshot[]): Array<Map<string, Array<DocumentReference<DayDoc>>>> {
  const byUser = new Map<string, Array<DocumentReference<DayDoc>>>();
  for (const doc of docs) {
    const ref = doc.ref as DocumentReference<DayDoc>;
    const uid = dayOwner(ref)!;
    byUser.set(uid, [...(byUser.get(uid) ?? []), ref]);
  }
  const chunks: Array<Map<string, Array<DocumentReference<DayDoc>>>> = [];
  let chunk = new Map<string, Array<DocumentReference<DayDoc>>>();
  let size = 0;
  for (const [uid, refs] of byUser) {
    if (size > 0 && size + refs.length > DAYS_PER_TRANSACTION) {
      chunks.push(chunk);
      chunk = new Map();
      size = 0;
    }
    chunk.set(uid, refs);
    size += refs.length;
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

/** Rolls one chunk of users' changed days in one transaction. */
async function rollChunk(
  chunk: Map<string, Array<DocumentReference<DayDoc>>>,
  report: RollUpReport,
): Promise<void> {
  const outcome = await db().runTransaction(async (tx): Promise<ChunkOutcome> => {
    const dayRefs = [...chunk.values()].flat();
    const periodRefs = new Map<string, DocumentReference<PeriodDoc>>();
    for (const [uid, refs] of chunk) {
      for (const ref of refs) {
        for (const period of PERIODS) {
          const id = periodId(period, ref.id);
          periodRefs.set(`${uid}/${id}`, statisticsRef(uid, id));
        }
      }
    }
    const snaps = await tx.getAll(...([...dayRefs, ...periodRefs.values()] as DocumentReference[]));
    const days = new Map(
      (snaps.slice(0, dayRefs.length) as unknown as Array<DocumentSnapshot<DayDoc>>).map((s) => [
        s.ref.path,
        s,
      ]),
    );
    const periods = new Map<string, PeriodDoc | undefined>(
      (snaps.slice(dayRefs.length) as unknown as Array<DocumentSnapshot<PeriodDoc>>).map((s) => [
        s.ref.path,
        s.data(),
      ]),
    );
    const outcome: ChunkOutcome = { daysRolled: 0, usersRolled: 0, reads: snaps.length, writes: 0 };
    const platformDays = new Map<string, PlatformDayDelta>();
    const activeInPeriod = new Map<string, number>();
    const totals = { usersTotal: 0, ...zeroPlatform() };
    const platformDay = (day: string) => {
      let delta = platformDays.get(day);
      if (!delta) platformDays.set(day, (delta = { ...zeroPlatform(), activeUsers: 0, newUsers: 0 }));
      return delta;
    };

    for (const [uid, refs] of chunk) {
      const fresh = refs
        .map((ref) => days.get(ref.path)!)
        .filter((snap) => hasNews(snap.data()))
        .sort((a, b) => a.id.localeCompare(b.id));
      if (fresh.length === 0) continue;
      outcome.usersRolled += 1;
      const touched = new Map<string, PeriodDoc>();
      const firstRollOfUser = periods.get(statisticsRef(uid, "total").path) === undefined;
      for (const snap of fresh) {
        const data = snap.data()!;
        const day = snap.id;
        const delta = minus(counts(data), rolledOf(data));
        for (const period of PERIODS) {
          const ref = statisticsRef(uid, periodId(period, day));
          let doc = touched.get(ref.path);
          if (!doc) {
            const stored = periods.get(ref.path);
            if (!stored && (period === "weekly" || period === "monthly")) {
              activeInPeriod.set(ref.id, (activeInPeriod.get(ref.id) ?? 0) + 1);
            }
            doc = stored ? { ...stored, ...countsOf(stored) } : newPeriod(uid, period, day);
            touched.set(ref.path, doc);
            // A period created here exists for the user's later days in this chunk.
            periods.set(ref.path, doc);
          }
          for (const key of ROLLED_COUNTS) doc[key] += delta[key];
        }
        const platform = platformDay(day);
        for (const [name, key] of Object.entries(PLATFORM_COUNTS) as Array<[PlatformCount, keyof Counts]>) {
          platform[name] += delta[key];
          totals[name] += delta[key];
        }
        if (!data.rolled) platform.activeUsers += 1;
        tx.update(snap.ref, { rolled: counts(data) });
        outcome.daysRolled += 1;
        outcome.writes += 1;
      }
      if (firstRollOfUser) {
        totals.usersTotal += 1;
        platformDay(fresh[0]!.id).newUsers += 1;
      }
      for (const [path, doc] of touched) {
        const { updatedAt: _old, ...figures } = doc;
        tx.set(db().doc(path) as DocumentReference<PeriodDoc>, {
          ...figures,
          updatedAt: FieldValue.serverTimestamp() as never,
        });
        outcome.writes += 1;
      }
    }

    const stamp = FieldValue.serverTimestamp();
    for (const [day, delta] of platformDays) {
      tx.set(platformDayRef(day), { day, ...increments(delta), updatedAt: stamp } as never, { merge: true });
      outcome.writes += 1;
    }
    for (const [id, active] of activeInPeriod) {
      tx.set(
        platformPeriodRef(id),
        { activeUsers: FieldValue.increment(active), updatedAt: stamp } as never,
        {
          merge: true,
        },
      );
      outcome.writes += 1;
    }
    if (outcome.usersRolled > 0) {
      tx.set(platformTotalsRef(), { ...increments(totals), updatedAt: stamp } as never, { merge: true });
      outcome.writes += 1;
    }
    return outcome;
  });
  report.transactions += 1;
  report.transactionReads += outcome.reads;
  report.reads += outcome.reads;
  report.writes += outcome.writes;
  report.daysRolled += outcome.daysRolled;
  report.usersRolled += outcome.usersRolled;
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
