// Home's first-run checklist: four first steps, each done once the reader has done it at least once.
// What says so is the achievements list the app already keeps (the shell loads it for the
// achievement toasts): every one of these actions unlocks a first achievement of its kind in the
// same transaction, and an achievement stays when the action is undone, so a step once ticked stays
// ticked. No further request, and nothing to keep in step.
import type { Achievement, AchievementType } from "@shared";

export const FIRST_RUN_STEPS = ["article", "highlight", "friend", "spurq"] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

/** The achievement each step's action unlocks first. */
const ACHIEVEMENT_OF: Record<FirstRunStep, AchievementType> = {
  article: "article",
  highlight: "highlight",
  friend: "connection",
  spurq: "spurq",
};

/** Which steps the reader has done, from their unlocked achievements. */
export function stepsDone(achievements: readonly Achievement[]): Record<FirstRunStep, boolean> {
  const unlocked = new Set(achievements.map((achievement) => achievement.type));
  return Object.fromEntries(
    FIRST_RUN_STEPS.map((step) => [step, unlocked.has(ACHIEVEMENT_OF[step])]),
  ) as Record<FirstRunStep, boolean>;
}
