// The Friends screen's middle and right panels: the articles the caller and the selected
// friend exchanged through spurqs, newest first, as spurq-related article cards ('New' until this
// reader first opens it, the first highlight, highlight and comment counts); and the selected
// article's highlights and comments with a button that opens it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import clsx from "clsx";
import { BookOpen, Highlighter, MessageSquare } from "lucide-react";
import type { FriendArticle } from "@shared";
import { buttonClasses } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { loadedItems } from "@/lib/paged-query";
import { useArticleHighlights } from "../api/get-article-highlights";
import { useFriendArticles } from "../api/get-friend-articles";

export function FriendArticlesPanel({ friend }: { friend: { id: string; username: string } | null }) {
  const { t } = useTranslation("spurqs");
  const articles = useFriendArticles(friend?.id ?? null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = loadedItems(articles.data);
  const selected = items.find((a) => a.id === selectedId) ?? null;

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <section aria-labelledby="shared-articles-heading" className="min-w-0">
        <h2
          id="shared-articles-heading"
          className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-50"
        >
          {friend
            ? t("friendArticles.sharedWith", { username: friend.username })
            : t("friendArticles.sharedArticles")}
        </h2>
        {!friend ? (
          <EmptyState icon={BookOpen} title={t("friendArticles.selectFriend")} />
        ) : articles.isPending ? (
          <Spinner label={t("friendArticles.loading")} className="py-6" />
        ) : articles.isError ? (
          <p className="text-sm text-red-600 dark:text-red-400">{t("friendArticles.loadFailed")}</p>
        ) : items.length === 0 ? (
          <EmptyState icon={BookOpen} title={t("friendArticles.empty")} />
        ) : (
          <>
            <ul className="space-y-3" aria-label={t("friendArticles.sharedArticles")}>
              {items.map((article) => (
                <li key={article.id}>
                  <SharedArticleCard
                    article={article}
                    selected={article.id === selectedId}
                    onSelect={() => setSelectedId(article.id)}
                  />
                </li>
              ))}
            </ul>
            <LoadMore query={articles} className="mt-3" />
          </>
        )}
      </section>
      <section aria-label={t("friendArticles.annotations")} className="min-w-0">
        {selected ? (
          <ArticleAnnotations article={selected} />
        ) : (
          <EmptyState icon={Highlighter} title={t("friendArticles.selectArticle")} />
        )}
      </section>
    </div>
  );
}

function SharedArticleCard({
  article,
  selected,
  onSelect,
}: {
  article: FriendArticle;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation("spurqs");
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={clsx(
        "w-full rounded-xl border bg-white p-4 text-left shadow-sm hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:bg-slate-900",
        selected ? "border-indigo-400" : "border-slate-200 dark:border-slate-800",
      )}
    >
      <span className="flex items-start gap-2">
        <span className="line-clamp-2 flex-1 font-semibold text-slate-900 dark:text-slate-50">
          {article.title}
        </span>
        {!article.lastViewed && (
          <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100">
            {t("friendArticles.new")}
          </span>
        )}
      </span>
      {article.firstHighlightText && (
        <span className="mt-2 line-clamp-2 block border-l-4 border-yellow-300 bg-yellow-50 px-2 py-1 text-sm text-slate-700 dark:border-yellow-600 dark:bg-yellow-950/30 dark:text-slate-200">
          {article.firstHighlightText}
        </span>
      )}
      <span className="mt-3 flex gap-3 text-xs text-slate-500 dark:text-slate-400">
        <span
          className="inline-flex items-center gap-1"
          aria-label={t("friendArticles.highlightCount", { count: article.highlightCount })}
        >
          <Highlighter className="h-3.5 w-3.5" aria-hidden /> {article.highlightCount}
        </span>
        <span
          className="inline-flex items-center gap-1"
          aria-label={t("friendArticles.commentCount", { count: article.commentCount })}
        >
          <MessageSquare className="h-3.5 w-3.5" aria-hidden /> {article.commentCount}
        </span>
      </span>
    </button>
  );
}

function ArticleAnnotations({ article }: { article: FriendArticle }) {
  const { t } = useTranslation("spurqs");
  const { article: full } = useArticleHighlights(article.id);
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-50">{article.title}</h2>
        <Link to={paths.article.to(article.id)} className={buttonClasses("outline")}>
          {t("friendArticles.openArticle")}
        </Link>
      </div>
      {full.isPending ? (
        <Spinner label={t("friendArticles.loadingHighlights")} className="py-6" />
      ) : full.isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">{t("friendArticles.articleLoadFailed")}</p>
      ) : full.data.highlights.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("friendArticles.noHighlights")}</p>
      ) : (
        <ul className="space-y-3">
          {full.data.highlights.map((highlight) => (
            <li key={highlight.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
              <blockquote
                className="border-l-4 px-2 text-sm text-slate-800 dark:text-slate-100"
                style={{ borderColor: highlight.color }}
              >
                {highlight.text}
              </blockquote>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{highlight.user.username}</p>
              <ul className="mt-2 space-y-1">
                {full.data.comments
                  .filter((comment) => comment.highlightId === highlight.id)
                  .map((comment) => (
                    <li key={comment.id} className="text-sm text-slate-700 dark:text-slate-200">
                      <span className="font-semibold">{comment.user.username}:</span> {comment.text}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
