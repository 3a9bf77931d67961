// The article card: title, 150-character preview (or 'No preview available'), the
// first highlight, highlight and comment counts, a short created date, 'Read Article', and how
// long ago it was last viewed. My Articles adds its menu, folder badge and tags through slots.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Highlighter, MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ArticleSummary } from "@shared";
import { ARTICLE_PREVIEW_LENGTH } from "@shared/schemas/article-constants";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/i18n/format";
import { shortDate, viewedText } from "../dates";

/** The first 150 characters of the content (the server sends them; cut again to be sure). */
export function previewText(preview: string | null | undefined): string | null {
  const text = (preview ?? "").trim();
  if (!text) return null;
  return text.length > ARTICLE_PREVIEW_LENGTH ? `${text.slice(0, ARTICLE_PREVIEW_LENGTH)}…` : text;
}

export function ArticleCard({
  article,
  menu,
  badges,
  footer,
  now,
}: {
  article: ArticleSummary;
  menu?: ReactNode;
  badges?: ReactNode;
  footer?: ReactNode;
  now?: Date;
}) {
  const { t } = useTranslation("articles");
  const preview = previewText(article.preview);
  const viewed = viewedText(article.lastViewed, now);
  return (
    <article
      className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      aria-label={article.title}
    >
      <div className="flex items-start gap-2">
        <h3 className="line-clamp-2 flex-1 text-base font-semibold text-slate-900 dark:text-slate-50">
          {article.title}
        </h3>
        {menu}
      </div>
      {badges && <div className="mt-2 flex flex-wrap gap-1.5">{badges}</div>}
      <p
        className={
          preview
            ? "mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-300"
            : "mt-2 text-sm text-slate-400 italic dark:text-slate-500"
        }
      >
        {preview ?? t("card.noPreview")}
      </p>
      {article.firstHighlightText && (
        <blockquote className="mt-3 line-clamp-2 border-l-4 border-yellow-300 bg-yellow-50 px-2 py-1 text-sm text-slate-700 dark:border-yellow-600 dark:bg-yellow-950/30 dark:text-slate-200">
          {article.firstHighlightText}
        </blockquote>
      )}
      <div className="mt-auto pt-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
          <span
            className="inline-flex items-center gap-1"
            aria-label={t("card.highlights", { count: article.highlightCount })}
          >
            <Highlighter className="h-3.5 w-3.5" aria-hidden /> {formatNumber(article.highlightCount)}
          </span>
          <span
            className="inline-flex items-center gap-1"
            aria-label={t("card.comments", { count: article.commentCount })}
          >
            <MessageSquare className="h-3.5 w-3.5" aria-hidden /> {formatNumber(article.commentCount)}
          </span>
          <time dateTime={article.createdAt}>{shortDate(article.createdAt)}</time>
          {viewed && <span className="ml-auto">{viewed}</span>}
        </div>
        <div className="mt-3 flex items-center gap-2">
          {footer ?? (
            <Link to={paths.article.to(article.id)} className={buttonClasses("outline", "w-full")}>
              {t("card.read")}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
