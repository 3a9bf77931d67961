// The top bar's points badge: total points and level from GET /api/user/points.
// Its popover lists the 3 latest entries and opens 'Knowledge Contribution Insights'.
// Nothing is shown while loading or when the request fails: never sample points.
// The badge shows at first paint; the popover's code loads once the screen is interactive or when
// the badge is first pressed (components/ui/deferred-control), the insights when first opened.
import { Suspense, useState } from "react";
import { deferredControl, POPOVER_OPEN_KEYS, type StandInTrigger } from "@/components/ui/deferred-control";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { usePoints } from "../api/get-points";
import { BADGE_BUTTON, BadgeFace, type PointsPopoverProps } from "./points-badge-face";

const InsightsDialog = lazyDialog(() => import("./insights-dialog").then((m) => m.InsightsDialog));

/** The badge as the popover's own button renders it closed. */
function BadgeButton({ summary, trigger }: PointsPopoverProps & { trigger: StandInTrigger }) {
  return (
    <div>
      <button
        {...trigger}
        data-testid="points-badge"
        className={`${BADGE_BUTTON} focus-visible:ring-2 focus-visible:ring-indigo-500`}
      >
        <BadgeFace summary={summary} />
      </button>
    </div>
  );
}

const PointsPopover = deferredControl<PointsPopoverProps>(
  () => import("./points-popover").then((m) => m.default),
  BadgeButton,
  POPOVER_OPEN_KEYS,
);

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
  const points = usePoints();
  const [insightsOpen, setInsightsOpen] = useState(false);
  if (!points.data) return null;
  return (
    <>
      <PointsPopover summary={points.data} onViewInsights={() => setInsightsOpen(true)} />
      <InsightsDialog open={insightsOpen} onClose={() => setInsightsOpen(false)} summary={points.data} />
    </>
  );
}
