// The points badge's popover itself (Headless UI), loaded by ./points-badge: the 3 latest entries
// and the way to 'Knowledge Contribution Insights'.
import { useTranslation } from "react-i18next";
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { Button } from "@/components/ui/button";
import type { DeferredTrigger } from "@/components/ui/deferred-control";
import { BADGE_BUTTON, BadgeFace, POPOVER_ENTRIES, type PointsPopoverProps } from "./points-badge-face";
import { PointsEntryList } from "./points-entry-list";

export default function PointsPopover({
  summary,
  onViewInsights,
  triggerRef,
}: PointsPopoverProps & DeferredTrigger) {
  const { t } = useTranslation("points");
  return (
    <Popover>
      <PopoverButton
        ref={triggerRef}
        data-testid="points-badge"
        className={`${BADGE_BUTTON} data-focus:ring-2 data-focus:ring-indigo-500`}
      >
        <BadgeFace summary={summary} />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 mt-2 w-80 rounded-lg border border-slate-200 bg-white p-4 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        {({ close }) => (
          <div className="grid gap-3">
            <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-50">{t("popover.title")}</h2>
            <PointsEntryList
              entries={summary.recentPoints.slice(0, POPOVER_ENTRIES)}
              emptyText={t("popover.empty")}
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                close();
                onViewInsights();
              }}
            >
              {t("popover.viewInsights")}
            </Button>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
