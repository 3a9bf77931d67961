// The eight cards of a statistics period (spec 2 and 3), and their 8 loading placeholders (spec 9).
import type { LucideIcon } from "lucide-react";
import { Clock, FileText, Highlighter, LogIn, MessageSquare, Send, Sparkles, Users } from "lucide-react";
import type { PeriodStatistics, StatCount } from "@shared";
import { formatDuration, formatNumber } from "../format";

const CARDS: ReadonlyArray<{ key: StatCount; label: string; icon: LucideIcon }> = [
  { key: "highlightsCount", label: "Highlights", icon: Highlighter },
  { key: "articlesCount", label: "Articles", icon: FileText },
  { key: "commentsCount", label: "Comments", icon: MessageSquare },
  { key: "spurqsCount", label: "Spurqs", icon: Send },
  { key: "friendsCount", label: "Friends", icon: Users },
  { key: "loginCount", label: "Logins", icon: LogIn },
  { key: "timeSpentMinutes", label: "Time Spent", icon: Clock },
  { key: "pointsEarned", label: "Points Earned", icon: Sparkles },
];

export const STAT_PLACEHOLDERS = CARDS.length;

const cardClasses = "rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900";

export function StatCards({ figures }: { figures: PeriodStatistics }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <div key={key} className={cardClasses}>
          <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Icon className="h-4 w-4 text-indigo-600 dark:text-indigo-400" aria-hidden />
            {label}
          </dt>
          <dd className="mt-2 text-2xl font-bold text-slate-900 dark:text-slate-50">
            {key === "timeSpentMinutes" ? formatDuration(figures[key]) : formatNumber(figures[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function StatCardPlaceholders() {
  return (
    <div role="status" aria-label="Loading statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ key }) => (
        <div key={key} data-testid="stat-placeholder" className={`${cardClasses} h-24 animate-pulse`}>
          <div className="h-3 w-1/2 rounded bg-slate-200 dark:bg-slate-700" />
          <div className="mt-4 h-6 w-1/3 rounded bg-slate-100 dark:bg-slate-800" />
        </div>
      ))}
    </div>
  );
}
