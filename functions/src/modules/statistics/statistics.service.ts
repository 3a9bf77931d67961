// The statistics screen's figures and the time-spent heartbeat.
// Weeks, months, years and the total come from what the roll-up job stored; today's day document
// is read directly and what it holds beyond its last roll-up is added to every period, so the
// screen is live for today without waiting for the job (an earlier day's late change shows once
// the job has run, at most one schedule interval later).
import {
  STAT_COUNTS,
  addDays,
  dayKey,
  monthKey,
  weekKey,
  type PeriodStatistics,
  type PlatformStatistics,
  type StatCounts,
  type StatPeriod,
  type UserStatistics,
} from "../../shared";
import { db } from "../../lib/firebase";
import { now } from "../../lib/clock";
import { forbidden } from "../../lib/errors";
import type { Caller } from "../../types/express";
import { countMinute, getDay, timeZoneOf } from "../progress";
import {
  PLATFORM_COUNTS,
  PLATFORM_DAYS,
  countsOf,
  periodId,
  periodStart,
  platformPeriodRef,
  platformTotalsRef,
  statisticsRef,
  type Counts,
  type PeriodDoc,
  type PlatformCount,
  type PlatformDayDoc,
  type RolledPeriod,
} from "./statistics.repository";
import { type DocumentSnapshot, type Timestamp, FieldPath } from "firebase-admin/firestore";

/** Weeks the activity chart shows, the current one included. */
export const CHART_WEEKS = 12;
/** Days the platform section shows, today included. */
export const PLATFORM_DAYS_SHOWN = 30;

const iso = (stamp: Timestamp | undefined) => stamp?.toDate().toISOString() ?? null;

const statCounts = (counts: Counts): StatCounts =>
  Object.fromEntries(STAT_COUNTS.map((key) => [key, counts[key]])) as StatCounts;

function plus(a: Counts, b: Counts): Counts {
  const out = { ...a };
  for (const key of Object.keys(b) as Array<keyof Counts>) out[key] += b[key];
  return out;
}

/**
 * GET /api/statistics/user: the user's day, week, month, year and total in their time zone, and
 * the last 12 weeks. Reads 17 documents: the totals (time zone), today, month, year, total and 12
 * weeks (the current one among them).
 */
export async function userStatistics(uid: string): Promise<UserStatistics> {
  const timeZone = await timeZoneOf(uid);
  const today = dayKey(now(), timeZone);
  const weeks = Array.from({ length: CHART_WEEKS }, (_, i) =>
    weekKey(addDays(today, -7 * (CHART_WEEKS - 1 - i))),
  );
  const periodIds = ["monthly", "yearly", "total"].map((p) => periodId(p as RolledPeriod, today));
  const weekIds = weeks.map((week) => periodId("weekly", week));
  const [day, snaps] = await Promise.all([
    getDay(uid, today),
    db().getAll(...[...periodIds, ...weekIds].map((id) => statisticsRef(uid, id))),
  ]);
  const stored = new Map((snaps as Array<DocumentSnapshot<PeriodDoc>>).map((snap) => [snap.id, snap.data()]));
  // What today holds beyond its last roll-up: counted into every period it belongs to.
  const unrolled = countsOf(day);
  const rolled = countsOf(day?.rolled);
  for (const key of Object.keys(unrolled) as Array<keyof Counts>) unrolled[key] -= rolled[key];

  const period = (name: RolledPeriod): PeriodStatistics => {
    const doc = stored.get(periodId(name, today));
    return {
      ...statCounts(plus(countsOf(doc), unrolled)),
      date: periodStart(name, today),
      updatedAt: iso(doc?.updatedAt),
    };
  };
  const daily: PeriodStatistics = {
    ...statCounts(countsOf(day)),
    date: today,
    updatedAt: iso(day?.updatedAt),
  };
  const periods: Record<StatPeriod, PeriodStatistics> = {
    daily,
    weekly: period("weekly"),
    monthly: period("monthly"),
    yearly: period("yearly"),
    total: period("total"),
  };
  return {
    ...periods,
    weeks: weeks.map((week, i) => ({
      date: week,
      ...(i === CHART_WEEKS - 1
        ? statCounts(plus(countsOf(stored.get(weekIds[i]!)), unrolled))
        : statCounts(countsOf(stored.get(weekIds[i]!)))),
    })),
    timeZone,
  };
}

/**
 * GET /api/statistics/platform, admins only: totals, users active today, this week and this month
 * (UTC calendar), and the last 30 days. Reads at most 33 documents: the totals, the week, the
 * month, and the days that had any activity.
 */
export async function platformStatistics(caller: Caller): Promise<PlatformStatistics> {
  if (!caller.isAdmin) throw forbidden("Only administrators can see the platform statistics.");
  const today = dayKey(now());
  const first = addDays(today, -(PLATFORM_DAYS_SHOWN - 1));
  const [totals, week, month, daySnap] = await Promise.all([
    platformTotalsRef().get(),
    platformPeriodRef(`week-${weekKey(today)}`).get(),
    platformPeriodRef(`month-${monthKey(today)}`).get(),
    db()
      .collection(PLATFORM_DAYS)
      .where(FieldPath.documentId(), ">=", first)
      .where(FieldPath.documentId(), "<=", today)
      .orderBy(FieldPath.documentId())
      .limit(PLATFORM_DAYS_SHOWN)
      .get(),
  ]);
  const byDay = new Map(daySnap.docs.map((doc) => [doc.id, doc.data() as PlatformDayDoc]));
  const names = Object.keys(PLATFORM_COUNTS) as PlatformCount[];
  const figures = (doc: Partial<Record<PlatformCount, number>> | undefined) =>
    Object.fromEntries(names.map((name) => [name, doc?.[name] ?? 0])) as Record<PlatformCount, number>;
  const days = Array.from({ length: PLATFORM_DAYS_SHOWN }, (_, i) => {
    const date = addDays(first, i);
    const doc = byDay.get(date);
    return { date, ...figures(doc), activeUsers: doc?.activeUsers ?? 0, newUsers: doc?.newUsers ?? 0 };
  });
  const stored = totals.data();
  const latest = [stored?.updatedAt, ...daySnap.docs.map((doc) => doc.get("updatedAt") as Timestamp)]
    .filter((stamp): stamp is Timestamp => Boolean(stamp))
    .sort((a, b) => b.toMillis() - a.toMillis())[0];
  return {
    users: {
      total: stored?.usersTotal ?? 0,
      newToday: byDay.get(today)?.newUsers ?? 0,
      activeToday: byDay.get(today)?.activeUsers ?? 0,
      activeThisWeek: week.data()?.activeUsers ?? 0,
      activeThisMonth: month.data()?.activeUsers ?? 0,
    },
    totals: figures(stored),
    days,
    updatedAt: iso(latest),
  };
}

/**
 * POST /api/statistics/heartbeat: a minute of time spent, counted at most once per minute per
 * user whatever the number of tabs or requests (the totals document remembers the minute). A
 * repeated beat within the minute costs one read and writes nothing, which is its rate limit.
 * Returns whether this beat counted.
 */
export function heartbeat(uid: string): Promise<boolean> {
  return countMinute(uid, now());
}
