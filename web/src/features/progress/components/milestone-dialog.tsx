// Home's milestone dialog: 1 s after a milestone becomes available it opens,
// once, and tells the server it was shown so it is not offered again (another tab, a reload).
// A milestone is a larger achievement of the social counts (10 highlights, 50 comments, ...).
// Only news opens it (../celebrate-since): one reached before the reader's last visit is marked
// shown without a word.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Award } from "lucide-react";
import type { Milestone } from "@shared";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { achievementTexts } from "@/lib/achievement-texts";
import { useSession } from "@/lib/auth-context";
import { useAchievements } from "../api/get-achievements";
import { useLatestMilestone } from "../api/get-latest-milestone";
import { isNews } from "../celebrate-since";
import { useMarkMilestoneShown } from "../api/mark-milestone-shown";

export const MILESTONE_DIALOG_DELAY_MS = 1000;

export function MilestoneDialog() {
  const { t } = useTranslation("homeExtras");
  // The achievement's own words (title, message, badge) are the points texts, as in its toast.
  const { t: tPoints } = useTranslation("points");
  const { data } = useLatestMilestone();
  // When it was reached: the achievement it celebrates (the same id) says.
  const achievements = useAchievements();
  const uid = useSession().firebaseUser?.uid;
  const list = Array.isArray(achievements.data) ? achievements.data : undefined;
  const unlockedAt = list?.find((achievement) => achievement.id === data?.id)?.unlockedAt;
  // Undecided until both are known; a milestone with no achievement to date it counts as news.
  const news = !data || !uid || !list ? undefined : unlockedAt === undefined || isNews(uid, unlockedAt);
  const { mutate: markShown } = useMarkMilestoneShown();
  const [showing, setShowing] = useState<Milestone | null>(null);
  // Ids opened in this page's life: a refetch that still returns one (the shown mark failed) does
  // not open it again.
  const [openedIds, setOpenedIds] = useState<readonly number[]>([]);
  // Old milestones marked shown without opening, once each.
  const quietIds = useRef(new Set<number>());

  useEffect(() => {
    if (!data || showing || openedIds.includes(data.id) || news === undefined) return;
    const milestone = data;
    if (!news) {
      if (!quietIds.current.has(milestone.id)) markShown({ id: milestone.id });
      quietIds.current.add(milestone.id);
      return;
    }
    const timer = setTimeout(() => {
      setOpenedIds((ids) => [...ids, milestone.id]);
      setShowing(milestone);
      markShown({ id: milestone.id });
    }, MILESTONE_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, showing, openedIds, markShown, news]);

  const texts = showing ? achievementTexts(tPoints, showing.type, showing.count) : null;
  return (
    <Modal
      open={showing !== null}
      onClose={() => setShowing(null)}
      title={texts ? t("milestone.title", { title: texts.title }) : ""}
      description={texts?.message}
    >
      {showing && texts && (
        <div className="flex flex-col items-center text-center">
          <span
            className="flex h-16 w-16 items-center justify-center rounded-full"
            style={{ backgroundColor: `${showing.iconColor}22`, color: showing.iconColor }}
          >
            <Award className="h-9 w-9" aria-hidden />
          </span>
          <p className="mt-3 text-base font-semibold text-slate-900 dark:text-slate-50">{texts.badgeName}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t(`milestone.soFar.${showing.type}`, { count: showing.count })}
          </p>
          <Button className="mt-5" onClick={() => setShowing(null)}>
            {t("milestone.keepGoing")}
          </Button>
        </div>
      )}
    </Modal>
  );
}
