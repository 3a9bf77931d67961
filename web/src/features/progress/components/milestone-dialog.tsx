// Home's milestone dialog: 1 s after a milestone becomes available it opens,
// once, and tells the server it was shown so it is not offered again (another tab, a reload).
// A milestone is a larger achievement of the social counts (10 highlights, 50 comments, ...).
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Award } from "lucide-react";
import type { Milestone } from "@shared";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { achievementTexts } from "@/lib/achievement-texts";
import { useLatestMilestone } from "../api/get-latest-milestone";
import { useMarkMilestoneShown } from "../api/mark-milestone-shown";

export const MILESTONE_DIALOG_DELAY_MS = 1000;

export function MilestoneDialog() {
  const { t } = useTranslation("homeExtras");
  // The achievement's own words (title, message, badge) are the points texts, as in its toast.
  const { t: tPoints } = useTranslation("points");
  const { data } = useLatestMilestone();
  const { mutate: markShown } = useMarkMilestoneShown();
  const [showing, setShowing] = useState<Milestone | null>(null);
  // Ids opened in this page's life: a refetch that still returns one (the shown mark failed) does
  // not open it again.
  const [openedIds, setOpenedIds] = useState<readonly number[]>([]);

  useEffect(() => {
    if (!data || showing || openedIds.includes(data.id)) return;
    const milestone = data;
    const timer = setTimeout(() => {
      setOpenedIds((ids) => [...ids, milestone.id]);
      setShowing(milestone);
      markShown({ id: milestone.id });
    }, MILESTONE_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, showing, openedIds, markShown]);

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
