// Points, achievements and milestones in the shapes of docs/product-spec.md §3 (Points summary,
// Achievement, Milestone), computed from the totals the ledger keeps:
// no request reads other users or scans the ledger.
import {
  ACTIONS,
  ACHIEVEMENT_TYPES,
  addDays,
  currentStreak,
  dayKey,
  describeAchievement,
  expertiseLevel,
  isMilestone,
  levelFor,
  nextLevelPoints,
  percentileBelow,
  weeklyGrowth,
  type Achievement,
  type Milestone,
  type PointsEntry,
  type PointsSummary,
} from "../../shared";
import { notFound } from "../../lib/errors";
import { now } from "../../lib/clock";
import { runTransaction } from "../../lib/firebase";
import { FieldPath } from "firebase-admin/firestore";
import { Ledger, countIntoDay, type ActivityDoc, type ProgressDoc, type UnlockedAchievement } from "./ledger";
import * as repo from "./progress.repository";
import { tagNames } from "../folders";

/** Ledger entries the summary carries (the popover shows 3, the activity log more). */
export const RECENT_POINTS = 10;
/** Expertise areas shown at most, the strongest first (one tag read each). */
export const EXPERTISE_AREAS = 10;

function toEntry(entry: ActivityDoc & { id: string }): PointsEntry {
  const label = ACTIONS[entry.type].label;
  return {
    id: entry.id,
    amount: entry.points,
    action: entry.undo ? `Taken back: ${label}` : label,
    type: entry.type,
    timestamp: entry.at.toDate().toISOString(),
    category: entry.category,
    context: entry.context,
    articleId: entry.articleId,
  };
}

/** The strongest areas with points, by tag id. */
const strongestAreas = (expertise: Record<string, number>) =>
  Object.entries(expertise)
    .filter(([, points]) => points > 0)
    .sort(([, a], [, b]) => b - a)
    .slice(0, EXPERTISE_AREAS);

/**
 * GET /api/user/points. Reads: the totals, the newest entries, the distribution, and the tags of
 * the strongest expertise areas when there are any.
 */
export async function pointsSummary(uid: string): Promise<PointsSummary> {
  return summaryOf(uid, await repo.readProgress(uid));
}

async function summaryOf(uid: string, progress: ProgressDoc): Promise<PointsSummary> {
  const areas = strongestAreas(progress.expertise);
  const [entries, distribution, names] = await Promise.all([
    repo.newestActivity(uid, RECENT_POINTS),
    repo.pointsDistribution(),
    tagNames(
      uid,
      areas.map(([tagId]) => tagId),
    ),
  ]);
  const today = dayKey(now(), progress.timeZone);
  return {
    totalPoints: progress.totalPoints,
    level: levelFor(progress.totalPoints),
    nextLevelPoints: nextLevelPoints(progress.totalPoints),
    categoryBreakdown: progress.categoryPoints,
    rankPercentile: distribution ? percentileBelow(distribution, progress.totalPoints) : 0,
    weeklyGrowth: weeklyGrowth(progress.recentDays, today),
    streakDays: currentStreak(progress.streak, today),
    recentPoints: entries.map(toEntry),
    lastSevenDays: Array.from({ length: 7 }, (_, index) => {
      const date = addDays(today, index - 6);
      return { date, points: progress.recentDays[date] ?? 0 };
    }),
    expertise: areas.flatMap(([tagId, points]) => {
      const name = names.get(tagId);
      return name ? [{ name, level: expertiseLevel(points), points }] : [];
    }),
  };
}

function toAchievement(achievement: UnlockedAchievement): Achievement {
  return {
    id: achievement.id,
    type: achievement.type,
    ...describeAchievement(achievement.type, achievement.threshold),
    count: achievement.threshold,
    isNew: achievement.isNew,
    unlockedAt: achievement.unlockedAt.toDate().toISOString(),
  };
}

const unlocked = (progress: ProgressDoc) =>
  Object.values(progress.achievements)
    .filter((achievement) => (ACHIEVEMENT_TYPES as readonly string[]).includes(achievement.type))
    .sort((a, b) => b.id - a.id);

/** GET /api/user/achievements: the unlocked ones, newest first (one read). */
export async function achievements(uid: string): Promise<Achievement[]> {
  return achievementsOf(await repo.readProgress(uid));
}

const achievementsOf = (progress: ProgressDoc) => unlocked(progress).map(toAchievement);

/** One user's totals contend with their own actions; let each transaction wait its turn. */
const CONTENDED = { maxAttempts: 20 };

/**
 * POST /api/user/achievements/seen: clears isNew on the caller's achievements with these ids, in
 * a transaction, so an unlock landing meanwhile is not lost (ids that are not theirs, or already
 * seen, change nothing). Only those fields are written: seeing an achievement is no change of
 * points.
 */
export async function markAchievementsSeen(uid: string, ids: number[]): Promise<void> {
  const wanted = new Set(ids);
  await runTransaction(async (tx) => {
    const { exists, progress } = await repo.progressIn(tx, uid);
    if (!exists) return;
    const keys = Object.entries(progress.achievements)
      .filter(([, achievement]) => wanted.has(achievement.id) && achievement.isNew)
      .map(([key]) => key);
    if (!keys.length) return;
    // Field paths, not dotted strings: achievement keys hold a "-" ("highlight-10").
    repo.updateProgress(
      tx,
      uid,
      ...keys.map((key): [FieldPath, boolean] => [new FieldPath("achievements", key, "isNew"), false]),
    );
  }, CONTENDED);
}

const milestones = (progress: ProgressDoc) =>
  unlocked(progress).filter((achievement) => isMilestone(achievement.type, achievement.threshold));

/**
 * GET /api/user/latest-milestone: the newest milestone newer than the last one shown, or null.
 * Reading it changes nothing; the dialog says when it showed it.
 */
export async function latestMilestone(uid: string): Promise<Milestone | null> {
  return latestMilestoneOf(await repo.readProgress(uid));
}

function latestMilestoneOf(progress: ProgressDoc): Milestone | null {
  const newest = milestones(progress)[0];
  if (!newest || newest.id <= progress.milestoneShownId || !isMilestone(newest.type, newest.threshold)) {
    return null;
  }
  const { title, message, iconColor, badgeName } = describeAchievement(newest.type, newest.threshold);
  return {
    id: newest.id,
    title,
    description: message,
    iconColor,
    badgeName,
    count: newest.threshold,
    type: newest.type,
  };
}

/** POST /api/user/latest-milestone/shown: only one of the caller's own milestones; else 404. */
export async function markMilestoneShown(uid: string, id: number): Promise<void> {
  // The dialog showed this milestone, and so every older one.
  const found = await runTransaction(async (tx) => {
    const { exists, progress } = await repo.progressIn(tx, uid);
    if (!exists || !milestones(progress).some((milestone) => milestone.id === id)) return false;
    if (progress.milestoneShownId < id) repo.updateProgress(tx, uid, ["milestoneShownId", id]);
    return true;
  }, CONTENDED);
  if (!found) throw notFound("Milestone not found");
}

/** The user's time zone: the one their actions count in. One read (the totals document). */
export async function timeZoneOf(uid: string): Promise<string> {
  return (await repo.readProgress(uid)).timeZone;
}

/**
 * Home's progress parts from one read of the totals (each of their routes reads them once): the
 * user's time zone, which decides the day of the question of the day, as soon as the totals are
 * read, and the points summary (which queries the newest points too), the achievements and the
 * milestone to show in `parts`, so the question need not wait for the summary's queries.
 */
export async function homeProgress(uid: string): Promise<{
  timeZone: string;
  parts: Promise<{ points: PointsSummary; achievements: Achievement[]; latestMilestone: Milestone | null }>;
}> {
  const progress = await repo.readProgress(uid);
  return {
    timeZone: progress.timeZone,
    parts: summaryOf(uid, progress).then((points) => ({
      points,
      achievements: achievementsOf(progress),
      latestMilestone: latestMilestoneOf(progress),
    })),
  };
}

/**
 * Counts a minute of time spent into the user's day, at most once per minute per user whatever
 * the number of tabs or requests (the totals document remembers the minute). A repeated beat
 * within the minute costs one read and writes nothing. Returns whether this one counted.
 */
export function countMinute(uid: string, at: Date): Promise<boolean> {
  return runTransaction(async (tx) => {
    const { exists, progress } = await repo.progressIn(tx, uid);
    const minute = Math.floor(at.getTime() / 60_000);
    if (progress.lastHeartbeatMinute !== undefined && progress.lastHeartbeatMinute >= minute) return false;
    // Only the minute changes: no change of points for the ranking job.
    if (exists) repo.updateProgress(tx, uid, ["lastHeartbeatMinute", minute]);
    else repo.createProgress(tx, uid, { ...progress, lastHeartbeatMinute: minute });
    countIntoDay(tx, uid, dayKey(at, progress.timeZone), "timeSpentMinutes");
    return true;
  });
}

/** Forgets the expertise area of a deleted tag (its articles lost the tag already), with the ledger. */
export async function forgetExpertiseArea(uid: string, tagId: string): Promise<void> {
  await runTransaction(async (tx) => {
    const ledger = await Ledger.open(tx, uid);
    ledger.dropExpertise(uid, tagId);
  }, CONTENDED);
}

export { daysToRoll, getDay, rolledDay, weekLeaders } from "./progress.repository";
export { Ledger, countIntoDay, type DayDoc, type ProgressDoc } from "./ledger";
