// Loading placeholders: a grid of card-shaped blocks; how many each screen shows is
// in docs/product-spec.md §9 (Loading placeholders).
import { useTranslation } from "react-i18next";

/** `label` names the placeholders for screen readers; articles by default. */
export function CardPlaceholders({ count, label }: { count: number; label?: string }) {
  const { t } = useTranslation("common");
  return (
    <div
      role="status"
      aria-label={label ?? t("status.loadingArticles")}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          data-testid="card-placeholder"
          className="h-48 animate-pulse rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="h-5 w-3/4 rounded bg-slate-200 dark:bg-slate-700" />
          <div className="mt-4 h-3 w-full rounded bg-slate-100 dark:bg-slate-800" />
          <div className="mt-2 h-3 w-5/6 rounded bg-slate-100 dark:bg-slate-800" />
          <div className="mt-2 h-3 w-2/3 rounded bg-slate-100 dark:bg-slate-800" />
        </div>
      ))}
    </div>
  );
}
