// The achievement toast: the first new achievement with an id higher than the last
// one shown appears after 1.5 s for 4 s in the indigo 'achievement' variant, then is marked seen.
// Several unlocked at once show one after another, oldest first, so none is skipped. Only news is
// celebrated (./celebrate-since): new achievements unlocked before the reader's last visit are
// marked seen without a toast. The toast's words follow the interface language while it shows.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Achievement } from "@shared";
import { toast } from "@/components/ui/toast-store";
import { achievementTexts } from "@/lib/achievement-texts";
import { i18n } from "@/lib/i18n";
import { useAchievements } from "./api/get-achievements";
import { useMarkAchievementsSeen } from "./api/mark-achievements-seen";
import { readLastShown, writeLastShown } from "./last-shown";
import { isNews, recordVisit } from "./celebrate-since";

export const ACHIEVEMENT_TOAST_DELAY_MS = 1500;
export const ACHIEVEMENT_TOAST_DURATION_MS = 4000;

/** The new achievement to celebrate next: the oldest new one above the last shown, or null. */
export function nextAchievementToShow(
  achievements: Achievement[],
  lastShownId: number,
  isRecent: (achievement: Achievement) => boolean = () => true,
): Achievement | null {
  let next: Achievement | null = null;
  for (const achievement of achievements) {
    if (!achievement.isNew || achievement.id <= lastShownId || !isRecent(achievement)) continue;
    if (!next || achievement.id < next.id) next = achievement;
  }
  return next;
}

/** Shows the toasts for the signed-in user `uid` (undefined while unknown). */
export function useAchievementToast(uid: string | undefined): void {
  // The shell calls this above every Suspense boundary: it must not suspend, so a toast waits
  // until the points texts are there (they load long before the 1.5 s have passed).
  const { ready } = useTranslation("points", { useSuspense: false });
  const { data, dataUpdatedAt } = useAchievements();
  const { mutate: markSeen } = useMarkAchievementsSeen();
  const recent = (achievement: Achievement) => (uid ? isNews(uid, achievement.unlockedAt) : false);
  const next = uid && data && ready ? nextAchievementToShow(data, readLastShown(uid), recent) : null;
  // The effect keys on plain values, so a refetch of the same list does not restart its timer.
  const nextId = next?.id;
  const type = next?.type;
  const count = next?.count;
  // Old news: new to the server, but unlocked before the reader's last visit.
  const staleIds =
    uid && data
      ? data
          .filter((achievement) => achievement.isNew && !isNews(uid, achievement.unlockedAt))
          .map((achievement) => achievement.id)
          .join(",")
      : "";

  // Each fetch is what the reader has now been shown: the next page celebrates only what is newer.
  useEffect(() => {
    if (uid && dataUpdatedAt > 0) recordVisit(uid, dataUpdatedAt);
  }, [uid, dataUpdatedAt]);

  useEffect(() => {
    if (staleIds) markSeen({ ids: staleIds.split(",").map(Number) });
  }, [staleIds, markSeen]);

  useEffect(() => {
    if (!uid || nextId === undefined || type === undefined || count === undefined) return;
    const timer = setTimeout(() => {
      if (readLastShown(uid) >= nextId) return;
      writeLastShown(uid, nextId);
      // Read again while it shows: a language that arrives after sign-in translates it too. Not
      // the hook's `t`, which is fixed to the language of its render.
      const inLanguage = () => i18n.getFixedT(null, "points");
      const texts = () => achievementTexts(inLanguage(), type, count);
      toast({
        title: () => texts().title,
        description: () =>
          inLanguage()("achievement.toast", { message: texts().message, badge: texts().badgeName }),
        variant: "achievement",
        duration: ACHIEVEMENT_TOAST_DURATION_MS,
      });
      markSeen({ ids: [nextId] });
    }, ACHIEVEMENT_TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [uid, nextId, type, count, markSeen]);
}
