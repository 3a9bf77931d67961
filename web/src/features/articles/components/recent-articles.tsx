// Home's 'My Recent Articles' (spec 2): a grid in one of three orders, 3 placeholders while
// loading, and 'No articles saved yet.' with 'Add your first article' when there are none.
import { useState } from "react";
import { Link } from "react-router-dom";
import { BookOpen } from "lucide-react";
import { HOME_SORTS, type HomeSort } from "@shared";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, Section } from "@/components/ui/page";
import { CardPlaceholders } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useRecentArticles } from "../api/get-recent-articles";
import { ArticleCard } from "./article-card";

export const SORT_LABELS: Record<HomeSort, string> = {
  newest: "Newest",
  lastViewed: "Last Viewed",
  mostComments: "Most Comments",
};

export const HOME_PLACEHOLDERS = 3;

export function RecentArticles() {
  const [sort, setSort] = useState<HomeSort>("newest");
  const recent = useRecentArticles(sort);
  const items = recent.data?.items ?? [];

  return (
    <Section
      title="My Recent Articles"
      actions={
        <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <span className="sr-only sm:not-sr-only">Sort by</span>
          <select
            aria-label="Sort articles"
            value={sort}
            onChange={(event) => setSort(event.target.value as HomeSort)}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50"
          >
            {HOME_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
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
          title="Your articles could not be loaded."
          description={recent.error.message}
          action={
            <button type="button" className={buttonClasses("outline")} onClick={() => void recent.refetch()}>
              Try again
            </button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title="No articles saved yet."
          action={
            <Link to={paths.createArticle.to()} className={buttonClasses("primary")}>
              Add your first article
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
                See all in My Articles
              </Link>
            </div>
          )}
        </>
      )}
    </Section>
  );
}
