// Points, achievements, milestones, question of the day, top contributors and statistics
// (fields as docs/product-spec.md §3 names them): the request bodies and the response shapes.
import { z } from "zod";

import {
  ACHIEVEMENT_TYPES,
  ACTION_TYPES,
  MILESTONE_TYPES,
  POINT_CATEGORIES,
  STAT_COUNTS,
} from "./progress-constants";

export * from "./progress-constants";

const categoryBreakdownSchema = z.object(
  Object.fromEntries(POINT_CATEGORIES.map((c) => [c, z.number()])) as Record<
    (typeof POINT_CATEGORIES)[number],
    z.ZodNumber
  >,
);

/** One entry of the activity ledger as the points popover and the activity log show it. */
export const pointsEntrySchema = z.object({
  id: z.string(),
  amount: z.number(),
  action: z.string(),
  type: z.enum(ACTION_TYPES),
  timestamp: z.string(),
  category: z.enum(POINT_CATEGORIES),
  /** The article title or the person the entry concerns, when it has one. */
  context: z.string().nullable(),
  articleId: z.string().nullable(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** GET /api/user/points (docs/product-spec.md §3, Points summary). */
export const pointsSummarySchema = z.object({
  totalPoints: z.number(),
  level: z.number(),
  nextLevelPoints: z.number(),
  categoryBreakdown: categoryBreakdownSchema,
  /** Percentage of users with fewer points (0–100), from the distribution the ranking job keeps. */
  rankPercentile: z.number(),
  /** Points of the last 7 days against the 7 before, in percent. */
  weeklyGrowth: z.number(),
  streakDays: z.number(),
  recentPoints: z.array(pointsEntrySchema),
  /** Points per day of the last 7 days in the user's time zone, oldest first (the activity log). */
  lastSevenDays: z.array(z.object({ date: z.string(), points: z.number() })),
  expertise: z.array(
    z.object({ name: z.string(), level: z.number().int().min(1).max(5), points: z.number() }),
  ),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

/** GET /api/user/achievements (docs/product-spec.md §3): the unlocked ones, newest first. */
export const achievementSchema = z.object({
  /** Grows with each unlock: the achievement toast's "higher than the last shown" means newer. */
  id: z.number().int(),
  type: z.enum(ACHIEVEMENT_TYPES),
  title: z.string(),
  message: z.string(),
  count: z.number(),
  iconColor: z.string(),
  badgeName: z.string(),
  xp: z.number(),
  isNew: z.boolean(),
  unlockedAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** POST /api/user/achievements/seen. */
export const achievementsSeenBodySchema = z.strictObject({
  ids: z.array(z.number().int().min(1)).min(1, "Send at least one achievement id.").max(100),
});
export type AchievementsSeenBody = z.infer<typeof achievementsSeenBodySchema>;

/** GET /api/user/latest-milestone (docs/product-spec.md §3), or null when none is waiting. */
export const milestoneSchema = z.object({
  /** The achievement id it celebrates; POST /api/user/latest-milestone/shown takes it. */
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  iconColor: z.string(),
  badgeName: z.string(),
  count: z.number(),
  type: z.enum(MILESTONE_TYPES),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const milestoneShownBodySchema = z.strictObject({ id: z.number().int().min(1) });
export type MilestoneShownBody = z.infer<typeof milestoneShownBodySchema>;

/** GET /api/daily-question (docs/product-spec.md §3), or null with no passage to ask about. */
export const dailyQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  highlightText: z.string(),
  articleId: z.string(),
  articleTitle: z.string(),
});
export type DailyQuestion = z.infer<typeof dailyQuestionSchema>;

export const questionIdSchema = z
  .string({ error: "questionId is required." })
  .trim()
  .min(1, "questionId is required.")
  .max(128, "questionId is too long.");

/** GET /api/daily-question/is-dismissed?questionId=. */
export const isDismissedQuerySchema = z.object({ questionId: questionIdSchema });
/** POST /api/daily-question/dismiss. */
export const dismissQuestionBodySchema = z.strictObject({
  questionId: questionIdSchema,
  /** The reference client also sends its own user id: accepted and ignored (the token decides). */
  userId: z.unknown().optional(),
});
export type DismissQuestionBody = z.infer<typeof dismissQuestionBodySchema>;

/** GET /api/contributors/top (docs/product-spec.md §3): the week's ranking, best first. */
export const topContributorSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  contributionCount: z.number(),
  badges: z.array(z.string()).max(2),
});
export type TopContributor = z.infer<typeof topContributorSchema>;

const statCountsSchema = z.object(
  Object.fromEntries(STAT_COUNTS.map((c) => [c, z.number()])) as Record<
    (typeof STAT_COUNTS)[number],
    z.ZodNumber
  >,
);

export const STAT_PERIODS = ["daily", "weekly", "monthly", "yearly", "total"] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];

/** One period's figures: `date` is the period's first day ("YYYY-MM-DD"; null for total). */
export const periodStatisticsSchema = statCountsSchema.extend({
  date: z.string().nullable(),
  /** When the figures were last rolled up (ISO), or null before the first roll-up. */
  updatedAt: z.string().nullable(),
});
export type PeriodStatistics = z.infer<typeof periodStatisticsSchema>;

/** GET /api/statistics/user: periods as in docs/product-spec.md §3, plus the last 12 weeks. */
export const userStatisticsSchema = z.object({
  daily: periodStatisticsSchema,
  weekly: periodStatisticsSchema,
  monthly: periodStatisticsSchema,
  yearly: periodStatisticsSchema,
  total: periodStatisticsSchema,
  /** The last 12 weeks, oldest first, for the activity chart. */
  weeks: z.array(statCountsSchema.extend({ date: z.string() })),
  timeZone: z.string(),
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;

const PLATFORM_COUNTS = ["articles", "highlights", "comments", "spurqs", "messages"] as const;
const platformCountsSchema = z.object(
  Object.fromEntries(PLATFORM_COUNTS.map((c) => [c, z.number()])) as Record<
    (typeof PLATFORM_COUNTS)[number],
    z.ZodNumber
  >,
);

/** GET /api/statistics/platform (admins only). */
export const platformStatisticsSchema = z.object({
  users: z.object({
    total: z.number(),
    newToday: z.number(),
    activeToday: z.number(),
    activeThisWeek: z.number(),
    activeThisMonth: z.number(),
  }),
  totals: platformCountsSchema,
  /** The last 30 days, oldest first. */
  days: z.array(
    platformCountsSchema.extend({ date: z.string(), activeUsers: z.number(), newUsers: z.number() }),
  ),
  updatedAt: z.string().nullable(),
});
export type PlatformStatistics = z.infer<typeof platformStatisticsSchema>;

/** POST /api/statistics/heartbeat: sent once a minute while a tab is visible and its user active. */
export const heartbeatBodySchema = z.strictObject({});
