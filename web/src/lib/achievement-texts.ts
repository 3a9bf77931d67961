// Achievements in the interface language. The server describes an achievement in
// English (describeAchievement in @shared: 'First highlight', 'You have reached 10 highlights.',
// 'Silver Highlighter'); the web app words it again from its type and threshold with the `points`
// namespace, so the English stays the server's and the other languages get real plurals. Shared
// here because the points badge, the achievement toast, Home's milestone dialog and the top
// contributors' badges all name achievements.
import type { TFunction } from "i18next";
import { ACHIEVEMENT_THRESHOLDS, describeAchievement } from "@shared/progress";
import { ACHIEVEMENT_TYPES, type AchievementType } from "@shared/schemas/progress-constants";

export type PointsT = TFunction<"points">;

/** The five ranks, lowest first, as the thresholds of every type are ordered. */
const RANKS = ["bronze", "silver", "gold", "platinum", "diamond"] as const;

export interface AchievementTexts {
  title: string;
  message: string;
  badgeName: string;
}

/** The rank of a threshold among its type's (the lowest for an unknown one, as the server does). */
const rankOf = (type: AchievementType, threshold: number) =>
  RANKS[Math.max(0, ACHIEVEMENT_THRESHOLDS[type].indexOf(threshold))] ?? RANKS[0];

function badgeName(t: PointsT, type: AchievementType, threshold: number): string {
  return t("achievement.badgeName", {
    rank: t(`achievement.ranks.${rankOf(type, threshold)}`),
    badge: t(`achievement.badges.${type}`),
  });
}

/** Title, message and badge name of an achievement of `type` reached at `threshold`. */
export function achievementTexts(t: PointsT, type: AchievementType, threshold: number): AchievementTexts {
  // A first one reads as what the user did ('1 friend' would also read as a friend count).
  if (threshold === 1 && type !== "streak") {
    return {
      title: t(`achievement.first.${type}.title`),
      message: t(`achievement.first.${type}.message`),
      badgeName: badgeName(t, type, threshold),
    };
  }
  return {
    title: t(`achievement.title.${type}`, { count: threshold }),
    message: t(`achievement.message.${type}`, { count: threshold }),
    badgeName: badgeName(t, type, threshold),
  };
}

let badgesByName: Map<string, { type: AchievementType; threshold: number }> | null = null;

/**
 * A badge name the server sent as English text ('Silver Highlighter', in the top contributors'
 * badges) in the interface language; null when it is not an achievement's badge.
 */
export function translateBadgeName(t: PointsT, name: string): string | null {
  if (!badgesByName) {
    badgesByName = new Map();
    for (const type of ACHIEVEMENT_TYPES) {
      for (const threshold of ACHIEVEMENT_THRESHOLDS[type]) {
        badgesByName.set(describeAchievement(type, threshold).badgeName, { type, threshold });
      }
    }
  }
  const badge = badgesByName.get(name);
  return badge ? badgeName(t, badge.type, badge.threshold) : null;
}
