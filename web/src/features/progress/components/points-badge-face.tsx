// What the points badge's stand-in (./points-badge) and its popover's button (./points-popover)
// share: the look and the face, "120 points Level 2".
import { useTranslation } from "react-i18next";
import { Sparkles } from "lucide-react";
import type { PointsSummary } from "@shared";
import { TOUCH_HEIGHT } from "@/components/ui/touch";
import { formatNumber } from "../format";

/** Recent points in the popover. */
export const POPOVER_ENTRIES = 3;

export interface PointsPopoverProps {
  summary: PointsSummary;
  onViewInsights: () => void;
}

/** The button's look, without its focus ring (each sets that on its own focus signal). */
export const BADGE_BUTTON = `flex items-center gap-1.5 rounded-full border whitespace-nowrap ${TOUCH_HEIGHT} border-indigo-200 bg-indigo-50 px-3 py-1.5 text-sm font-semibold text-indigo-800 focus:outline-none dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100`;

/** Named by what it shows ("120 points Level 2"); "points" is visible from sm up. */
export function BadgeFace({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation("points");
  return (
    <>
      <Sparkles className="h-4 w-4" aria-hidden />
      <span>
        {formatNumber(summary.totalPoints)}{" "}
        <span className="sr-only sm:not-sr-only">{t("badge.points")}</span>
      </span>{" "}
      <span className="shrink-0 rounded-full bg-indigo-600 px-1.5 text-xs text-white">
        {t("badge.level", { level: formatNumber(summary.level) })}
      </span>
    </>
  );
}
