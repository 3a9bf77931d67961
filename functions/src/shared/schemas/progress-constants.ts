// The names of points categories, counts, achievements, actions and milestones without their
// schemas: the points rules (../progress.ts) and the signed-in shell need them, zod only the schemas.

// The names the points rules and the responses share (the rules themselves: ../progress.ts).
export const POINT_CATEGORIES = ["creation", "collaboration", "curation", "analysis"] as const;
export type PointCategory = (typeof POINT_CATEGORIES)[number];

/** The eight counts of a statistics period (docs/product-spec.md §3, User statistics). */
export const STAT_COUNTS = [
  "highlightsCount",
  "articlesCount",
  "commentsCount",
  "spurqsCount",
  "friendsCount",
  "loginCount",
  "timeSpentMinutes",
  "pointsEarned",
] as const;
export type StatCount = (typeof STAT_COUNTS)[number];
export type StatCounts = Record<StatCount, number>;

/** What a user counts towards achievements (lifetime, current: undoing an action lowers it). */
export const ACHIEVEMENT_TYPES = [
  "highlight",
  "comment",
  "spurq",
  "connection",
  "article",
  "streak",
] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

/** Every action that earns points (their points and categories: ACTIONS in ../progress.ts). */
export const ACTION_TYPES = [
  "article_created",
  "article_imported",
  "article_completed",
  "highlight_created",
  "comment_created",
  "spurq_sent",
  "spurq_answered",
  "friend_made",
  "daily_sign_in",
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Milestones are the larger achievements of the social counts: the dialog celebrates these. */
export const MILESTONE_TYPES = ["highlight", "comment", "spurq", "connection"] as const;
export type MilestoneType = (typeof MILESTONE_TYPES)[number];
