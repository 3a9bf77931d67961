// The insights' Overview: total, level and its progress (total over the next level's points, spec
// 9), the four categories, rank, weekly growth and streak.
import { POINT_CATEGORIES, levelProgressPercent, type PointsSummary } from "@shared";
import { ShareBar } from "@/components/ui/share-bar";
import { CATEGORY_LABELS, formatGrowth, formatNumber } from "../format";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 dark:text-slate-50">{value}</dd>
    </div>
  );
}

export function OverviewPanel({ summary }: { summary: PointsSummary }) {
  const progress = levelProgressPercent(summary.totalPoints);
  const categoryTotal = Math.max(
    1,
    POINT_CATEGORIES.reduce((sum, category) => sum + Math.max(0, summary.categoryBreakdown[category]), 0),
  );
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Total points" value={formatNumber(summary.totalPoints)} />
        <Figure label="Level" value={String(summary.level)} />
        <Figure
          label="Streak"
          value={`${formatNumber(summary.streakDays)} ${summary.streakDays === 1 ? "day" : "days"}`}
        />
        <Figure label="Weekly growth" value={formatGrowth(summary.weeklyGrowth)} />
        <Figure label="Ahead of" value={`${formatNumber(Math.round(summary.rankPercentile))}% of readers`} />
      </dl>

      <div className="grid gap-2">
        <div className="flex justify-between text-sm">
          <span className="font-medium">Progress to level {summary.level + 1}</span>
          <span className="text-slate-600 dark:text-slate-300">
            {formatNumber(summary.totalPoints)} / {formatNumber(summary.nextLevelPoints)} points ({progress}%)
          </span>
        </div>
        <ShareBar percent={progress} label="Level progress" />
      </div>

      <div>
        <h3 className="mb-2 text-sm font-semibold">Points by category</h3>
        <ul className="grid gap-2">
          {POINT_CATEGORIES.map((category) => {
            const points = summary.categoryBreakdown[category];
            return (
              <li key={category} className="grid gap-1 text-sm">
                <span className="flex justify-between">
                  <span>{CATEGORY_LABELS[category]}</span>
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
