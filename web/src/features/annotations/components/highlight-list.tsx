// The list of an article's highlights: colour and its name, the quote, who made it and
// how many comments it has. Orphaned ones (their text was edited away) are listed with a note and
// not drawn.
import type { ReactNode } from "react";
import { MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Comment, Highlight } from "@shared";
import { formatNumber } from "@/lib/i18n/format";
import { colorKey } from "../colors";

export function HighlightList({
  highlights,
  comments,
  orphaned,
  activeId,
  onOpen,
  renderAction,
}: {
  highlights: Highlight[];
  comments: Comment[];
  orphaned: ReadonlySet<string>;
  activeId: string | null;
  onOpen: (highlight: Highlight) => void;
  /** An action beside each highlight (Ask a friend), outside its button. */
  renderAction?: (highlight: Highlight) => ReactNode;
}) {
  const { t } = useTranslation("annotations");
  return (
    <section
      aria-labelledby="highlights-heading"
      className="mt-12 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h2 id="highlights-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {t("list.title", { number: formatNumber(highlights.length) })}
      </h2>
      {highlights.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("list.empty")}</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="highlight-list">
          {highlights.map((highlight) => {
            const count = comments.filter((c) => c.highlightId === highlight.id).length;
            const lost = orphaned.has(highlight.id);
            return (
              <li key={highlight.id} className="flex items-start gap-2">
                <button
                  type="button"
                  onClick={() => onOpen(highlight)}
                  aria-current={activeId === highlight.id ? "true" : undefined}
                  className="flex min-w-0 flex-1 items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 text-left hover:border-indigo-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 aria-[current=true]:border-indigo-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-700"
                >
                  <span
                    aria-hidden
                    className="mt-1 h-3 w-3 shrink-0 rounded-full border border-slate-300"
                    style={{ backgroundColor: highlight.color }}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-3 text-sm text-slate-800 dark:text-slate-200">
                      {highlight.text}
                    </span>
                    <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                      {t(colorKey(highlight.color))} · {highlight.user.username}
                      {lost && (
                        <span className="ml-1 font-medium text-amber-700 dark:text-amber-400">
                          · {t("list.orphaned")}
                        </span>
                      )}
                    </span>
                  </span>
                  <span className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
                    <MessageSquare className="h-3.5 w-3.5" aria-hidden />
                    <span className="sr-only">{t("list.comments")}</span> {formatNumber(count)}
                  </span>
                </button>
                {renderAction?.(highlight)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
