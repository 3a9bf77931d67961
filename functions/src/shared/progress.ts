// Points, levels, achievements, milestones, expertise and the user's calendar: the one table and
// the pure rules that the server's ledger, the scheduled jobs and the web app share. No Firestore
// here: everything is plain data and arithmetic, unit-tested at its boundaries.
import {
  MILESTONE_TYPES,
  type AchievementType,
  type ActionType,
  type MilestoneType,
  type PointCategory,
  type StatCount,
} from "./schemas/progress-constants";

interface ActionRule {
  points: number;
  category: PointCategory;
  /** The statistics count the action adds one to, in the user's day. */
  stat: Exclude<StatCount, "timeSpentMinutes" | "pointsEarned">;
  /** The achievement counter it raises, if any. */
  counter?: Exclude<AchievementType, "streak">;
  /** How the activity log names it (recentPoints[].action). */
  label: string;
}

/**
 * Every action that earns points, with its points and category: the one table.
 * Creation is what the user writes; analysis, what they mark up; curation, what they collect and
 * keep up; collaboration, what they do with others.
 */
export const ACTIONS = {
  article_created: {
    points: 15,
    category: "creation",
    stat: "articlesCount",
    counter: "article",
    label: "Wrote an article",
  },
  article_imported: {
    points: 10,
    category: "curation",
    stat: "articlesCount",
    counter: "article",
    label: "Imported an article",
  },
  article_completed: {
    points: 10,
    category: "curation",
    stat: "articlesCount",
    counter: "article",
    label: "Completed an import",
  },
  highlight_created: {
    points: 5,
    category: "analysis",
    stat: "highlightsCount",
    counter: "highlight",
    label: "Highlighted a passage",
  },
  comment_created: {
    points: 5,
    category: "analysis",
    stat: "commentsCount",
    counter: "comment",
    label: "Commented",
  },
  spurq_sent: {
    points: 10,
    category: "collaboration",
    stat: "spurqsCount",
    counter: "spurq",
    label: "Sent a Spurq",
  },
  spurq_answered: { points: 10, category: "collaboration", stat: "spurqsCount", label: "Answered a Spurq" },
  friend_made: {
    points: 20,
    category: "collaboration",
    stat: "friendsCount",
    counter: "connection",
    label: "Made a friend",
  },
  daily_sign_in: { points: 2, category: "curation", stat: "loginCount", label: "Daily sign-in" },
} as const satisfies Record<ActionType, ActionRule>;

// ---- Levels ----

/** Points a level starts at: 100 × (level − 1)², so level 2 at 100, 3 at 400, 4 at 900. */
export const levelStart = (level: number): number => 100 * (level - 1) ** 2;

/** The level of a points total (1 for none; negative totals count as none). */
export function levelFor(totalPoints: number): number {
  const points = Math.max(0, Math.floor(totalPoints));
  let level = Math.floor(Math.sqrt(points / 100)) + 1;
  // Guard the square root's rounding at exact boundaries.
  while (levelStart(level + 1) <= points) level++;
  while (level > 1 && levelStart(level) > points) level--;
  return level;
}

/** Points needed to reach the next level (level progress is the total over this, in percent). */
export const nextLevelPoints = (totalPoints: number): number => levelStart(levelFor(totalPoints) + 1);

/** Level progress in percent, 0 to 100. */
export const levelProgressPercent = (totalPoints: number): number =>
  Math.min(100, Math.max(0, Math.round((Math.max(0, totalPoints) / nextLevelPoints(totalPoints)) * 100)));

// ---- Achievements and milestones ----

export const ACHIEVEMENT_THRESHOLDS: Record<AchievementType, readonly number[]> = {
  highlight: [1, 10, 50, 100, 500],
  comment: [1, 10, 50, 100, 500],
  spurq: [1, 10, 50, 100, 500],
  connection: [1, 10, 50, 100, 500],
  article: [1, 10, 50, 100, 500],
  streak: [3, 7, 30, 100, 365],
};

const ACHIEVEMENT_LOOK: Record<
  AchievementType,
  { noun: [string, string]; first: string; iconColor: string; badge: string }
> = {
  highlight: {
    noun: ["highlight", "highlights"],
    first: "You made your first highlight.",
    iconColor: "#f59e0b",
    badge: "Highlighter",
  },
  comment: {
    noun: ["comment", "comments"],
    first: "You wrote your first comment.",
    iconColor: "#3b82f6",
    badge: "Commentator",
  },
  spurq: {
    noun: ["Spurq", "Spurqs"],
    first: "You sent your first Spurq.",
    iconColor: "#8b5cf6",
    badge: "Spurqer",
  },
  connection: {
    noun: ["friend", "friends"],
    first: "You made your first friend.",
    iconColor: "#10b981",
    badge: "Connector",
  },
  article: {
    noun: ["article", "articles"],
    first: "You saved your first article.",
    iconColor: "#ef4444",
    badge: "Collector",
  },
  streak: { noun: ["day in a row", "days in a row"], first: "", iconColor: "#f97316", badge: "Regular" },
};

const RANKS = ["Bronze", "Silver", "Gold", "Platinum", "Diamond"];

/** The key an unlocked achievement is stored under: its type and threshold ("highlight-10"). */
export const achievementKey = (type: AchievementType, threshold: number) => `${type}-${threshold}`;

/** Title, message, colour, badge name and xp of an achievement (docs/product-spec.md §3). */
export function describeAchievement(type: AchievementType, threshold: number) {
  const look = ACHIEVEMENT_LOOK[type];
  const rank = Math.max(0, ACHIEVEMENT_THRESHOLDS[type].indexOf(threshold));
  const noun = threshold === 1 ? look.noun[0] : look.noun[1];
  return {
    title: threshold === 1 && type !== "streak" ? `First ${noun}` : `${threshold} ${noun}`,
    // A first one reads as what the user did ("1 friend" would also read as a friend count).
    message:
      type === "streak"
        ? `You have been active ${threshold} days in a row.`
        : threshold === 1
          ? look.first
          : `You have reached ${threshold} ${noun}.`,
    iconColor: look.iconColor,
    badgeName: `${RANKS[rank]} ${look.badge}`,
    xp: 10 * threshold,
  };
}

/** Thresholds newly reached when a count goes from `before` to `after` (upwards only). */
export function thresholdsCrossed(type: AchievementType, before: number, after: number): number[] {
  return ACHIEVEMENT_THRESHOLDS[type].filter((t) => before < t && after >= t);
}

/** Milestones are the larger achievements of the social counts (threshold 10 and up): the dialog celebrates these. */
export const isMilestone = (type: AchievementType, threshold: number): type is MilestoneType =>
  (MILESTONE_TYPES as readonly string[]).includes(type) && threshold >= 10;

// ---- Expertise ----

/** Points on articles with a tag at which each expertise level starts (level 1 to 5). */
export const EXPERTISE_LEVEL_STARTS = [1, 50, 150, 400, 1000] as const;
export function expertiseLevel(points: number): number {
  let level = 0;
  for (const start of EXPERTISE_LEVEL_STARTS) if (points >= start) level++;
  return Math.max(1, level);
}

// ---- The user's calendar ----

export const DEFAULT_TIME_ZONE = "UTC";

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ("YYYY-MM-DD") an instant falls on in a time zone. */
export function dayKey(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Calendar arithmetic on day keys (days are dates, so daylight-saving changes cannot shift them). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both day keys). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The Monday that starts the week of a day (weeks run Monday to Sunday). */
export function weekKey(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}
export const monthKey = (day: string): string => day.slice(0, 7);
export const yearKey = (day: string): string => day.slice(0, 4);

// ---- Streaks ----

export interface StreakState {
  /** Consecutive active days ending on lastDay. */
  days: number;
  /** The last day with activity, or null before any. */
  lastDay: string | null;
  longest: number;
}

export const NO_STREAK: StreakState = { days: 0, lastDay: null, longest: 0 };

/** The streak after activity on `day` (a day already counted, or an earlier one, changes nothing). */
export function extendStreak(streak: StreakState, day: string): StreakState {
  if (streak.lastDay !== null && daysBetween(streak.lastDay, day) <= 0) return streak;
  const days = streak.lastDay !== null && daysBetween(streak.lastDay, day) === 1 ? streak.days + 1 : 1;
  return { days, lastDay: day, longest: Math.max(streak.longest, days) };
}

/**
 * The streak shown on `today`: today counts once it has activity, and yesterday's streak is kept
 * until today ends; after a day without activity it is 0.
 */
export function currentStreak(streak: StreakState, today: string): number {
  if (streak.lastDay === null) return 0;
  const gap = daysBetween(streak.lastDay, today);
  return gap === 0 || gap === 1 ? streak.days : 0;
}

// ---- Weekly growth ----

/** Days of points kept on the summary: this week and last, as rolling 7-day windows. */
export const RECENT_DAYS = 14;

/**
 * Points of the last 7 days (today included) against the 7 before, in percent; 100 when last week
 * had none and this week has some, 0 when both had none.
 */
export function weeklyGrowth(recentDays: Record<string, number>, today: string): number {
  let thisWeek = 0;
  let lastWeek = 0;
  for (const [day, points] of Object.entries(recentDays)) {
    const age = daysBetween(day, today);
    if (age >= 0 && age < 7) thisWeek += points;
    else if (age >= 7 && age < 14) lastWeek += points;
  }
  if (lastWeek <= 0) return thisWeek > 0 ? 100 : 0;
  return Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
}

/** The summary's day map without days older than RECENT_DAYS before `today`. */
export function pruneRecentDays(recentDays: Record<string, number>, today: string): Record<string, number> {
  return Object.fromEntries(
    Object.entries(recentDays).filter(([day]) => daysBetween(day, today) < RECENT_DAYS),
  );
}

/** Activity bar share: count over the sum of the four counts (at least 1), at most 100 %. */
export function activityShare(count: number, counts: number[]): number {
  const total = Math.max(
    1,
    counts.reduce((sum, value) => sum + Math.max(0, value), 0),
  );
  return Math.min(100, Math.round((Math.max(0, count) / total) * 100));
}

// ---- Rank among all users ----

/**
 * Where the ranking job counts users, by the least points of each bucket: finer where most users
 * are (few points), coarser above, so the distribution stays one small document however many
 * users there are, and a percentile inside a bucket is interpolated.
 */
export const POINTS_BUCKET_MINS = [
  0, 1, 10, 25, 50, 100, 200, 400, 700, 1000, 1500, 2000, 3000, 5000, 7500, 10_000, 15_000, 25_000, 50_000,
  100_000,
] as const;

/** platform/pointsDistribution: users per points bucket (ascending by min), kept by the ranking job. */
export interface PointsDistribution {
  buckets: Array<{ min: number; count: number }>;
  total: number;
}

/** The index of the bucket a points total falls in (negative totals count as none). */
export function pointsBucket(points: number): number {
  let index = 0;
  while (index + 1 < POINTS_BUCKET_MINS.length && POINTS_BUCKET_MINS[index + 1]! <= points) index++;
  return index;
}

/**
 * The percentage (0–100) of users with fewer points than `points`: the users of every lower
 * bucket, plus the share of the own bucket below `points`, assuming its users spread evenly
 * (the top bucket is taken to be as wide as its least value). 0 while nobody is counted.
 */
export function percentileBelow(distribution: PointsDistribution, points: number): number {
  if (distribution.total <= 0) return 0;
  const value = Math.max(0, points);
  let below = 0;
  const buckets = [...distribution.buckets].sort((a, b) => a.min - b.min);
  for (const [index, bucket] of buckets.entries()) {
    const next = buckets[index + 1]?.min ?? Math.max(1, bucket.min) * 2;
    if (next <= value) below += bucket.count;
    else {
      if (value > bucket.min) below += (bucket.count * (value - bucket.min)) / (next - bucket.min);
      break;
    }
  }
  return Math.min(100, Math.max(0, Math.round((below / distribution.total) * 100)));
}
