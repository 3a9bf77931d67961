// The eight cards of a statistics period, and their 8 loading placeholders.
import { useTranslation } from "react-i18next";
import type { LucideIcon } from "lucide-react";
import { Clock, FileText, Highlighter, LogIn, MessageSquare, Send, Sparkles, Users } from "lucide-react";
import type { PeriodStatistics, StatCount } from "@shared";
import { formatDuration, formatNumber } from "../format";

/** The cards in order, each named by `cards.<count>` in the statistics texts. */
const CARDS: ReadonlyArray<{ key: StatCount; icon: LucideIcon }> = [
  { key: "highlightsCount", icon: Highlighter },
  { key: "articlesCount", icon: FileText },
  { key: "commentsCount", icon: MessageSquare },
  { key: "spurqsCount", icon: Send },
  { key: "friendsCount", icon: Users },
  { key: "loginCount", icon: LogIn },
  { key: "timeSpentMinutes", icon: Clock },
  { key: "pointsEarned", icon: Sparkles },
];

export const STAT_PLACEHOLDERS = CARDS.length;

const cardClasses = "rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900";

export function StatCards({ figures }: { figures: PeriodStatistics }) {
  const { t } = useTranslation("statistics");
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, icon: Icon }) => (
        <div key={key} className={cardClasses}>
          <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Icon className="h-4 w-4 text-indigo-600 dark:text-indigo-400" aria-hidden />
            {t(`cards.${key}`)}
          </dt>
          <dd className="mt-2 text-2xl font-bold text-slate-900 dark:text-slate-50">
            {key === "timeSpentMinutes" ? formatDuration(t, figures[key]) : formatNumber(figures[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function StatCardPlaceholders() {
  const { t } = useTranslation("statistics");
  return (
    <div role="status" aria-label={t("loading")} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ key }) => (
        <div key={key} data-testid="stat-placeholder" className={`${cardClasses} h-24 animate-pulse`}>
          <div className="h-3 w-1/2 rounded bg-slate-200 dark:bg-slate-700" />
          <div className="mt-4 h-6 w-1/3 rounded bg-slate-100 dark:bg-slate-800" />
        </div>
      ))}
    </div>
  );
}
