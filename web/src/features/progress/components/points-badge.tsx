// The top bar's points badge: total points and level from GET /api/user/points.
// Its popover lists the 3 latest entries and opens 'Knowledge Contribution Insights'.
// Nothing is shown while loading or when the request fails: never sample points.
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { usePoints } from "../api/get-points";
import { formatNumber } from "../format";
import { InsightsDialog } from "./insights-dialog";
import { PointsEntryList } from "./points-entry-list";
import { TOUCH_HEIGHT } from "@/components/ui/touch";

/** Recent points in the popover. */
export const POPOVER_ENTRIES = 3;

/**
 * The badge waits for its texts in its own Suspense: it sits in the top bar, above the screen's
 * boundary, so neither the shell nor the screen waits for the points texts.
 */
export function PointsBadge() {
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}

function Badge() {
  const { t } = useTranslation("points");
  const points = usePoints();
  const [insightsOpen, setInsightsOpen] = useState(false);
  if (!points.data) return null;
  const summary = points.data;

  return (
    <>
      <Popover>
        {/* Named by what it shows ("120 points Level 2"); "points" is visible from sm up. */}
        <PopoverButton
          data-testid="points-badge"
          className={`flex items-center gap-1.5 rounded-full border whitespace-nowrap ${TOUCH_HEIGHT} border-indigo-200 bg-indigo-50 px-3 py-1.5 text-sm font-semibold text-indigo-800 focus:outline-none data-focus:ring-2 data-focus:ring-indigo-500 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100`}
        >
          <Sparkles className="h-4 w-4" aria-hidden />
          <span>
            {formatNumber(summary.totalPoints)}{" "}
            <span className="sr-only sm:not-sr-only">{t("badge.points")}</span>
          </span>{" "}
          <span className="shrink-0 rounded-full bg-indigo-600 px-1.5 text-xs text-white">
            {t("badge.level", { level: formatNumber(summary.level) })}
          </span>
        </PopoverButton>
        <PopoverPanel
          anchor="bottom end"
          className="z-50 mt-2 w-80 rounded-lg border border-slate-200 bg-white p-4 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          {({ close }) => (
            <div className="grid gap-3">
              <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-50">
                {t("popover.title")}
              </h2>
              <PointsEntryList
                entries={summary.recentPoints.slice(0, POPOVER_ENTRIES)}
                emptyText={t("popover.empty")}
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  close();
                  setInsightsOpen(true);
                }}
              >
                {t("popover.viewInsights")}
              </Button>
            </div>
          )}
        </PopoverPanel>
      </Popover>
      <InsightsDialog open={insightsOpen} onClose={() => setInsightsOpen(false)} summary={summary} />
    </>
  );
}
