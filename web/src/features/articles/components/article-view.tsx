// The article reading screen: breadcrumb, title, 'By {author}', date and the body. The
// route composes the annotation layer around the body and the share buttons (features do not
// import each other).
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { Article } from "@shared";
import { ChevronRight, ExternalLink, FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useArticle } from "../api/get-article";
import { longDate } from "../dates";
import { ArticleContent } from "./article-content";

export function ArticleNotFound() {
  const { t } = useTranslation("articles");
  return (
    <div className="mx-auto max-w-3xl pt-10">
      <EmptyState
        icon={FileQuestion}
        title={t("view.notFound")}
        description={t("view.notFoundDescription")}
        action={
          <Link to={paths.home.to()} className={buttonClasses("primary")}>
            {t("view.returnHome")}
          </Link>
        }
      />
    </div>
  );
}

export interface ArticleViewSlots {
  /** Wraps the rendered body (highlights, selection toolbar, comments). */
  renderBody?: (article: Article, body: ReactNode) => ReactNode;
  /** A column beside the article on wide screens (the share rail). */
  renderRail?: (article: Article) => ReactNode;
  /** Rendered after the article (the share bar on phones). */
  renderFooter?: (article: Article) => ReactNode;
  /** The breadcrumb step naming whose article it is, when it is not the reader's own. */
  renderOwnerCrumb?: (article: Article) => ReactNode;
}

export function ArticleView({
  id,
  viewerId,
  renderBody,
  renderRail,
  renderFooter,
  renderOwnerCrumb,
}: {
  id: string;
  /** The signed-in reader: another owner's article is not among their articles. */
  viewerId?: string | undefined;
} & ArticleViewSlots) {
  const { t } = useTranslation("articles");
  const article = useArticle(id, id !== "");

  if (id === "" || (article.error instanceof ApiError && article.error.status === 404))
    return <ArticleNotFound />;
  if (article.isPending) return <Spinner label={t("view.loading")} />;
  if (article.isError) {
    return (
      <div className="mx-auto max-w-3xl pt-10">
        <EmptyState
          icon={FileQuestion}
          title={t("view.loadFailed")}
          description={article.error.message}
          action={
            <button type="button" className={buttonClasses("primary")} onClick={() => void article.refetch()}>
              {t("actions.tryAgain")}
            </button>
          }
        />
      </div>
    );
  }

  const data = article.data;
  const body = <ArticleContent key={data.content} content={data.content} contentType={data.contentType} />;
  return (
    <div className="mx-auto flex max-w-4xl justify-center gap-6">
      {renderRail && <div className="hidden w-12 shrink-0 lg:block">{renderRail(data)}</div>}
      <article className="min-w-0 max-w-3xl flex-1">
        <nav aria-label={t("view.breadcrumb")} className="mb-6 text-sm text-slate-500 dark:text-slate-400">
          <ol className="flex min-w-0 items-center gap-1">
            <li>
              <Link
                to={paths.landing.to()}
                className="inline-flex min-h-11 min-w-11 items-center hover:text-slate-900 sm:min-h-0 sm:min-w-0 dark:hover:text-white"
              >
                {t("view.home")}
              </Link>
            </li>
            <ChevronRight className="h-4 w-4 shrink-0" aria-hidden />
            <li>
              {viewerId && viewerId !== data.userId && renderOwnerCrumb ? (
                renderOwnerCrumb(data)
              ) : (
                <Link
                  to={paths.articles.to()}
                  className="inline-flex min-h-11 items-center whitespace-nowrap hover:text-slate-900 sm:min-h-0 dark:hover:text-white"
                >
                  {t("myArticles.title")}
                </Link>
              )}
            </li>
            <ChevronRight className="h-4 w-4 shrink-0" aria-hidden />
            <li aria-current="page" className="truncate text-slate-700 dark:text-slate-200">
              {data.title}
            </li>
          </ol>
        </nav>
        {data.deletedAt && (
          <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
            {t("view.inTrash")}
          </p>
        )}
        <header className="mb-8 border-b border-slate-200 pb-6 dark:border-slate-800">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">
            {data.title}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {data.author && <span>{t("view.by", { author: data.author })}</span>}
            <time dateTime={data.createdAt}>{longDate(data.createdAt)}</time>
            {data.url && (
              <a
                href={data.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 text-indigo-600 hover:underline dark:text-indigo-400"
              >
                {data.siteName ?? t("view.source")} <ExternalLink className="h-3.5 w-3.5" aria-hidden />
              </a>
            )}
          </div>
        </header>
        {renderBody ? renderBody(data, body) : body}
        {renderFooter?.(data)}
      </article>
    </div>
  );
}
