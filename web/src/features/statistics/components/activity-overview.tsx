// The activity overview: highlights, articles, comments and spurqs as proportional
// bars (each count over the sum of the four, denominator at least 1, capped at 100 %), then time
// spent and points earned.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { activityShare, type PeriodStatistics } from "@shared";
import { ShareBar } from "@/components/ui/share-bar";
import { formatDuration, formatNumber, formatPercent } from "../format";

/** The four shared counts, each named like its card (`cards.<count>`). */
const ACTIVITIES = [
  { key: "highlightsCount", fill: "bg-amber-500" },
  { key: "articlesCount", fill: "bg-rose-500" },
  { key: "commentsCount", fill: "bg-sky-500" },
  { key: "spurqsCount", fill: "bg-violet-500" },
] as const;

export function ActivityOverview({ figures }: { figures: PeriodStatistics }) {
  const { t } = useTranslation("statistics");
  const headingId = useId();
  const counts = ACTIVITIES.map(({ key }) => figures[key]);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
        {t("overview.title")}
      </h3>
      <ul className="mt-3 grid gap-3">
        {ACTIVITIES.map(({ key, fill }) => {
          const share = activityShare(figures[key], counts);
          return (
            <li key={key} className="grid gap-1 text-sm" data-testid={`share-${key}`}>
              <span className="flex justify-between">
                <span>{t(`cards.${key}`)}</span>
                <span className="text-slate-600 dark:text-slate-300">
                  {t("overview.share", { n: formatNumber(figures[key]), percent: formatPercent(share) })}
                </span>
              </span>
              <ShareBar percent={share} className={fill} />
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-300">{t("overview.timeSpent")}</dt>
          <dd className="text-lg font-semibold">{formatDuration(t, figures.timeSpentMinutes)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-300">{t("overview.pointsEarned")}</dt>
          <dd className="text-lg font-semibold">{formatNumber(figures.pointsEarned)}</dd>
        </div>
      </dl>
    </section>
  );
}
