// The insights' Activity Log ('Last 7 days'): points per day of the user's own last 7 days, then
// the latest ledger entries.
import { useTranslation } from "react-i18next";
import type { PointsSummary } from "@shared";
import { ShareBar } from "@/components/ui/share-bar";
import { dayLabel, formatNumber } from "../format";
import { PanelHeading } from "./panel-heading";
import { PointsEntryList } from "./points-entry-list";

export function ActivityLogPanel({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation("points");
  const best = Math.max(1, ...summary.lastSevenDays.map((day) => day.points));
  return (
    <div className="grid gap-5">
      <div>
        <PanelHeading title={t("activityLog.perDay")} badge={t("activityLog.lastSevenDays")} />
        <ul className="grid gap-2">
          {summary.lastSevenDays.map((day) => (
            <li key={day.date} className="grid grid-cols-[7.5rem_1fr_3rem] items-center gap-2 text-sm">
              <span>{dayLabel(day.date)}</span>
              <ShareBar percent={(Math.max(0, day.points) / best) * 100} />
              <span className="text-right font-medium">{formatNumber(day.points)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold">{t("activityLog.recent")}</h3>
        <PointsEntryList entries={summary.recentPoints} emptyText={t("activityLog.empty")} />
      </div>
    </div>
  );
}
