// Home's 'My Recent Articles': a grid in one of three orders, 3 placeholders while
// loading, and 'No articles saved yet.' with 'Add your first article' when there are none.
import { useState } from "react";
import { Link } from "react-router-dom";
import { BookOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { HOME_SORTS, type HomeSort } from "@shared/schemas/article-constants";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, Section } from "@/components/ui/page";
import { CardPlaceholders } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useRecentArticles } from "../api/get-recent-articles";
import { ArticleCard } from "./article-card";

/** Each order's name in the `articles` texts. */
export const SORT_LABEL_KEYS = {
  newest: "recent.sorts.newest",
  lastViewed: "recent.sorts.lastViewed",
  mostComments: "recent.sorts.mostComments",
} as const satisfies Record<HomeSort, string>;

export const HOME_PLACEHOLDERS = 3;

export function RecentArticles() {
  const { t } = useTranslation("articles");
  const [sort, setSort] = useState<HomeSort>("newest");
  const recent = useRecentArticles(sort);
  const items = recent.data?.items ?? [];

  return (
    <Section
      title={t("recent.title")}
      actions={
        <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <span className="sr-only sm:not-sr-only">{t("recent.sortBy")}</span>
          <select
            aria-label={t("recent.sortLabel")}
            value={sort}
            onChange={(event) => setSort(event.target.value as HomeSort)}
            className="h-11 rounded-md border border-slate-300 bg-white px-2 text-sm sm:h-9 text-slate-900 focus:border-indigo-500 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50"
          >
            {HOME_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(SORT_LABEL_KEYS[value])}
              </option>
            ))}
          </select>
        </label>
      }
    >
      {recent.isPending ? (
        <CardPlaceholders count={HOME_PLACEHOLDERS} />
      ) : recent.isError ? (
        <EmptyState
          icon={BookOpen}
          title={t("list.loadFailed")}
          description={recent.error.message}
          action={
            <button type="button" className={buttonClasses("outline")} onClick={() => void recent.refetch()}>
              {t("actions.tryAgain")}
            </button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title={t("recent.empty")}
          action={
            <Link to={paths.createArticle.to()} className={buttonClasses("primary")}>
              {t("recent.addFirst")}
            </Link>
          }
        />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
          {recent.data.nextCursor && (
            <div className="mt-4 text-center">
              <Link to={paths.articles.to()} className={buttonClasses("ghost")}>
                {t("recent.seeAll")}
              </Link>
            </div>
          )}
        </>
      )}
    </Section>
  );
}
