// The insights' Overview: total, level and its progress (total over the next level's points, spec
// 9), the four categories, rank, weekly growth and streak.
import { useTranslation } from "react-i18next";
import type { PointsSummary } from "@shared";
import { levelProgressPercent } from "@shared/progress";
import { POINT_CATEGORIES } from "@shared/schemas/progress-constants";
import { ShareBar } from "@/components/ui/share-bar";
import { formatGrowth, formatNumber, formatPercent } from "../format";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 dark:text-slate-50">{value}</dd>
    </div>
  );
}

export function OverviewPanel({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation("points");
  const progress = levelProgressPercent(summary.totalPoints);
  const categoryTotal = Math.max(
    1,
    POINT_CATEGORIES.reduce((sum, category) => sum + Math.max(0, summary.categoryBreakdown[category]), 0),
  );
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={t("overview.totalPoints")} value={formatNumber(summary.totalPoints)} />
        <Figure label={t("overview.level")} value={formatNumber(summary.level)} />
        <Figure
          label={t("overview.streak")}
          value={t("overview.streakDays", {
            count: summary.streakDays,
            days: formatNumber(summary.streakDays),
          })}
        />
        <Figure label={t("overview.weeklyGrowth")} value={formatGrowth(summary.weeklyGrowth)} />
        <Figure
          label={t("overview.aheadOf")}
          value={t("overview.aheadOfReaders", { percent: formatPercent(Math.round(summary.rankPercentile)) })}
        />
      </dl>

      <div className="grid gap-2">
        <div className="flex justify-between text-sm">
          <span className="font-medium">
            {t("overview.progressTo", { level: formatNumber(summary.level + 1) })}
          </span>
          <span className="text-slate-600 dark:text-slate-300">
            {t("overview.progressPoints", {
              total: formatNumber(summary.totalPoints),
              next: formatNumber(summary.nextLevelPoints),
              percent: formatPercent(progress),
            })}
          </span>
        </div>
        <ShareBar percent={progress} label={t("overview.progressLabel")} />
      </div>

      <div>
        <h3 className="mb-2 text-sm font-semibold">{t("overview.byCategory")}</h3>
        <ul className="grid gap-2">
          {POINT_CATEGORIES.map((category) => {
            const points = summary.categoryBreakdown[category];
            return (
              <li key={category} className="grid gap-1 text-sm">
                <span className="flex justify-between">
                  <span>{t(`categories.${category}`)}</span>
                  <span className="font-medium">{formatNumber(points)}</span>
                </span>
                <ShareBar percent={(Math.max(0, points) / categoryTotal) * 100} />
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
