// The week's top contributors, ranked on a schedule into one document so the request reads one
// document. The ranking reads at most 20 totals documents (the week's leaders, by the `week` the
// ledger keeps on each) and their 20 user records; it rewrites the document only when the ranking
// changed, so a second run changes nothing.
import { FieldValue } from "firebase-admin/firestore";
import {
  ACHIEVEMENT_THRESHOLDS,
  currentStreak,
  dayKey,
  describeAchievement,
  weekKey,
  type TopContributor,
} from "../../shared";
import { now } from "../../lib/clock";
import { weekLeaders, type ProgressDoc } from "../progress";
import { cardsById } from "../users";
import { getTopContributors, topContributorsRef } from "./contributors.repository";

/**
 * Two badges: the names of the user's two highest achievements (rank, then the newest), and when
 * they have fewer, what they did this week.
 */
export function badgesOf(progress: ProgressDoc, today: string): string[] {
  const ranked = Object.values(progress.achievements ?? {})
    .map((a) => ({ ...a, rank: ACHIEVEMENT_THRESHOLDS[a.type].indexOf(a.threshold) }))
    .sort((a, b) => b.rank - a.rank || b.id - a.id);
  const badges: string[] = [];
  for (const achievement of ranked) {
    const name = describeAchievement(achievement.type, achievement.threshold).badgeName;
    if (!badges.includes(name)) badges.push(name);
    if (badges.length === 2) return badges;
  }
  const streak = currentStreak(progress.streak, today);
  if (streak >= 2) badges.push(`${streak}-day streak`);
  if (badges.length < 2) badges.push(`${progress.week.points} points this week`);
  return badges.slice(0, 2);
}

export interface TopContributorsReport {
  week: string;
  contributors: number;
  written: boolean;
}

/** Ranks the current week (Monday to Sunday, UTC) and stores it when it changed. */
export async function rankTopContributors(): Promise<TopContributorsReport> {
  const today = dayKey(now());
  const week = weekKey(today);
  const [leaders, stored] = await Promise.all([weekLeaders(week), getTopContributors()]);
  const active = leaders.filter((progress) => progress.week.contributions > 0);
  const users = await cardsById(active.map((progress) => progress.uid));
  const items: TopContributor[] = active
    .filter((progress) => users.has(progress.uid))
    .map((progress) => {
      const user = users.get(progress.uid)!;
      return {
        id: progress.uid,
        username: user.username,
        avatar: user.avatar,
        contributionCount: progress.week.contributions,
        badges: badgesOf(progress, dayKey(now(), progress.timeZone)),
      };
    });
  const unchanged = stored?.week === week && JSON.stringify(stored.items) === JSON.stringify(items);
  if (!unchanged) {
    await topContributorsRef().set({ week, items, updatedAt: FieldValue.serverTimestamp() as never });
  }
  return { week, contributors: items.length, written: !unchanged };
}
