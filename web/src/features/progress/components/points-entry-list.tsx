// Ledger entries as the popover and the activity log show them: amount, what was done, about what,
// and when.
import { useTranslation } from "react-i18next";
import clsx from "clsx";
import type { PointsEntry } from "@shared";
import { formatAmount, timeAgo } from "../format";

export function PointsEntryList({ entries, emptyText }: { entries: PointsEntry[]; emptyText: string }) {
  const { t } = useTranslation("points");
  // What was done, from the entry's type (the server's `action` is the same in English); an
  // undone action takes its points back.
  const actionOf = (entry: PointsEntry) => {
    const action = t(`actions.${entry.type}`);
    return entry.amount < 0 ? t("actions.takenBack", { action }) : action;
  };
  if (entries.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>;
  return (
    <ul className="grid gap-2">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-start gap-3 text-sm">
          <span
            className={clsx(
              "min-w-10 rounded-md px-1.5 py-0.5 text-center font-semibold",
              entry.amount < 0
                ? "bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-200"
                : "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
            )}
          >
            {formatAmount(entry.amount)}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-slate-900 dark:text-slate-50">{actionOf(entry)}</span>
            {entry.context && (
              <span className="block truncate text-slate-600 dark:text-slate-300">{entry.context}</span>
            )}
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {t(`categories.${entry.category}`)} ·{" "}
              <time dateTime={entry.timestamp}>{timeAgo(entry.timestamp) ?? t("entries.justNow")}</time>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
