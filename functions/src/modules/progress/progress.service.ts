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
import type { ActivityDoc, ProgressDoc, UnlockedAchievement } from "./ledger";
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
  const progress = await repo.readProgress(uid);
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
  return unlocked(await repo.readProgress(uid)).map(toAchievement);
}

/** POST /api/user/achievements/seen: ids that are not the caller's are ignored. */
export async function markAchievementsSeen(uid: string, ids: number[]): Promise<void> {
  await repo.markAchievementsSeen(uid, ids);
}

const milestones = (progress: ProgressDoc) =>
  unlocked(progress).filter((achievement) => isMilestone(achievement.type, achievement.threshold));

/**
 * GET /api/user/latest-milestone: the newest milestone newer than the last one shown, or null.
 * Reading it changes nothing; the dialog says when it showed it.
 */
export async function latestMilestone(uid: string): Promise<Milestone | null> {
  const progress = await repo.readProgress(uid);
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
  const found = await repo.markMilestoneShown(uid, id, (progress) =>
    milestones(progress).some((milestone) => milestone.id === id),
  );
  if (!found) throw notFound("Milestone not found");
}

/** The user's time zone: the one their actions count in. One read (the totals document). */
export async function timeZoneOf(uid: string): Promise<string> {
  return (await repo.readProgress(uid)).timeZone;
}

export { allDays, countMinute, getDay, weekLeaders } from "./progress.repository";
export { Ledger, countIntoDay, type DayDoc, type ProgressDoc } from "./ledger";
export { forgetExpertiseArea } from "./progress.repository";
