// Firestore layout of the rolled-up statistics. The scheduled roll-up writes all of it; requests
// only read.
//   users/{uid}/statistics/{week-YYYY-MM-DD | month-YYYY-MM | year-YYYY | total}   a period's counts
//   platform/statistics                       users ever active and lifetime counts of the platform
//   platformDays/{YYYY-MM-DD}                 the platform's counts of a day, active and new users
//   platformPeriods/{week-YYYY-MM-DD | month-YYYY-MM}   users active in a week or month
// Days are the users' own calendar days (ledger.ts), so a platform day gathers each user's day of
// that date, whatever their time zone.
import { type DocumentReference, type Timestamp } from "firebase-admin/firestore";
import { STAT_COUNTS, monthKey, weekKey, yearKey, type StatCount, type StatPeriod } from "../../shared";
import { db } from "../../lib/firebase";
import type { DayDoc } from "../progress";
import { USERS, userDocument } from "../../lib/user-document";
import { platformDocument } from "../../lib/platform";

export const STATISTICS = "statistics";
export const PLATFORM_DAYS = "platformDays";
export const PLATFORM_PERIODS = "platformPeriods";

/** What a day document counts and the roll-up carries into the periods. */
export type RolledCount = StatCount | "messagesCount";
export const ROLLED_COUNTS: readonly RolledCount[] = [...STAT_COUNTS, "messagesCount"];
export type Counts = Record<RolledCount, number>;

/** The platform's counts and the day document count each comes from. */
export const PLATFORM_COUNTS = {
  articles: "articlesCount",
  highlights: "highlightsCount",
  comments: "commentsCount",
  spurqs: "spurqsCount",
  messages: "messagesCount",
} as const satisfies Record<string, RolledCount>;
export type PlatformCount = keyof typeof PLATFORM_COUNTS;

export type RolledPeriod = Exclude<StatPeriod, "daily">;

export type PeriodDoc = Counts & {
  uid: string;
  period: RolledPeriod;
  /** The period's first day; null for the total. */
  date: string | null;
  /** When the roll-up last changed these figures. */
  updatedAt: Timestamp;
};

export type PlatformDayDoc = Record<PlatformCount, number> & {
  day: string;
  activeUsers: number;
  newUsers: number;
  updatedAt: Timestamp;
};

export interface PlatformPeriodDoc {
  activeUsers: number;
  updatedAt: Timestamp;
}

export type PlatformTotalsDoc = Record<PlatformCount, number> & {
  /** Users with at least one rolled-up day: everyone who ever did anything. */
  usersTotal: number;
  updatedAt: Timestamp;
};

export const zeroCounts = (): Counts => Object.fromEntries(ROLLED_COUNTS.map((key) => [key, 0])) as Counts;

/** A day document's counts, or what the roll-up last took of it. */
export function countsOf(values: Partial<Record<RolledCount, number>> | undefined): Counts {
  const counts = zeroCounts();
  for (const key of ROLLED_COUNTS) counts[key] = values?.[key] ?? 0;
  return counts;
}

/** The id of the period document a day counts into. */
export function periodId(period: RolledPeriod, day: string): string {
  if (period === "weekly") return `week-${weekKey(day)}`;
  if (period === "monthly") return `month-${monthKey(day)}`;
  if (period === "yearly") return `year-${yearKey(day)}`;
  return "total";
}

/** The first day of the period a day belongs to (the response's `date`); null for the total. */
export function periodStart(period: StatPeriod, day: string): string | null {
  if (period === "daily") return day;
  if (period === "weekly") return weekKey(day);
  if (period === "monthly") return `${monthKey(day)}-01`;
  if (period === "yearly") return `${yearKey(day)}-01-01`;
  return null;
}

export const statisticsRef = (uid: string, id: string) =>
  userDocument(uid).collection(STATISTICS).doc(id) as DocumentReference<PeriodDoc>;
export const platformTotalsRef = () => platformDocument<PlatformTotalsDoc>("statistics");
export const platformDayRef = (day: string) =>
  db().collection(PLATFORM_DAYS).doc(day) as DocumentReference<PlatformDayDoc>;
export const platformPeriodRef = (id: string) =>
  db().collection(PLATFORM_PERIODS).doc(id) as DocumentReference<PlatformPeriodDoc>;

/** The uid a day document belongs to, when it is one of users/{uid}/days. */
export function dayOwner(ref: DocumentReference<DayDoc>): string | undefined {
  const user = ref.parent.parent;
  return user?.parent.id === USERS ? user.id : undefined;
}
