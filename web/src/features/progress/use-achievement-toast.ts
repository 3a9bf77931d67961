// The achievement toast: the first new achievement with an id higher than the last
// one shown appears after 1.5 s for 4 s in the indigo 'achievement' variant, then is marked seen.
// Several unlocked at once show one after another, oldest first, so none is skipped.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Achievement } from "@shared";
import { toast } from "@/components/ui/toast-store";
import { achievementTexts } from "@/lib/achievement-texts";
import { useAchievements } from "./api/get-achievements";
import { useMarkAchievementsSeen } from "./api/mark-achievements-seen";
import { readLastShown, writeLastShown } from "./last-shown";

export const ACHIEVEMENT_TOAST_DELAY_MS = 1500;
export const ACHIEVEMENT_TOAST_DURATION_MS = 4000;

/** The new achievement to celebrate next: the oldest new one above the last shown, or null. */
export function nextAchievementToShow(achievements: Achievement[], lastShownId: number): Achievement | null {
  let next: Achievement | null = null;
  for (const achievement of achievements) {
    if (!achievement.isNew || achievement.id <= lastShownId) continue;
    if (!next || achievement.id < next.id) next = achievement;
  }
  return next;
}

/** Shows the toasts for the signed-in user `uid` (undefined while unknown). */
export function useAchievementToast(uid: string | undefined): void {
  // The shell calls this above every Suspense boundary: it must not suspend, so a toast waits
  // until the points texts are there (they load long before the 1.5 s have passed).
  const { t, ready } = useTranslation("points", { useSuspense: false });
  const { data } = useAchievements();
  const { mutate: markSeen } = useMarkAchievementsSeen();
  const next = uid && data && ready ? nextAchievementToShow(data, readLastShown(uid)) : null;
  // The effect keys on plain values, so a refetch of the same list does not restart its timer.
  const nextId = next?.id;
  const texts = next ? achievementTexts(t, next.type, next.count) : null;
  const title = texts?.title ?? "";
  const description = texts ? t("achievement.toast", { message: texts.message, badge: texts.badgeName }) : "";

  useEffect(() => {
    if (!uid || nextId === undefined) return;
    const timer = setTimeout(() => {
      if (readLastShown(uid) >= nextId) return;
      writeLastShown(uid, nextId);
      toast({ title, description, variant: "achievement", duration: ACHIEVEMENT_TOAST_DURATION_MS });
      markSeen({ ids: [nextId] });
    }, ACHIEVEMENT_TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [uid, nextId, title, description, markSeen]);
}
