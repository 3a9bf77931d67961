// My Articles (docs/product-spec.md §2, My Articles): Articles and Trash tabs, title search
// (server-side, debounced), folder and tag filters, cards with their menu, folder badge and tags,
// paging with 'Load more', and its dialogs, toasts, empty states and placeholder counts (6, 3 in the
// Trash).
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { BookOpen, Folder as FolderIcon, Plus, RotateCcw, Search, Trash2, X } from "lucide-react";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import type { ArticleSummary, Folder } from "@shared";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { CardPlaceholders } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast-store";
import { paths } from "@/config/paths";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useDeleteArticlePermanently } from "../api/delete-article-permanently";
import { messageOr } from "../api/errors";
import { useFolders } from "../api/get-folders";
import { useMyArticles } from "../api/get-my-articles";
import { useTags } from "../api/get-tags";
import { useMoveArticleToFolder } from "../api/move-article-to-folder";
import { useRecoverArticle } from "../api/recover-article";
import { useTrashArticle } from "../api/trash-article";
import { hasAllTags, serverTagId } from "../tag-selection";
import { ArticleCard } from "./article-card";
import { ArticleOptionsMenu, type ArticleActions } from "./article-options-menu";
import { ArticleTagsDialog } from "./article-tags-dialog";
import { EditArticleDialog } from "./edit-article-dialog";
import { FolderFilter } from "./folder-filter";
import { TagFilter } from "./tag-filter";

type View = "active" | "trash";

export const PLACEHOLDERS: Record<View, number> = { active: 6, trash: 3 };

/**
 * `importEntry`: what the app layer puts beside 'Add article' (another feature's entry, such as
 * bringing a whole library, which this feature cannot import itself).
 */
export function MyArticlesScreen({ importEntry }: { importEntry?: ReactNode } = {}) {
  const { t } = useTranslation("articles");
  const [view, setView] = useState<View>("active");
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search);
  const [folder, setFolder] = useState("all");
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<ArticleSummary | null>(null);
  const [tagging, setTagging] = useState<ArticleSummary | null>(null);
  const [purging, setPurging] = useState<ArticleSummary | null>(null);

  const folders = useFolders();
  const tags = useTags();
  const list = useMyArticles({ view, folder, tagId: serverTagId(tagIds), q });
  const moveArticle = useMoveArticleToFolder();
  const trashArticle = useTrashArticle();
  const recoverArticle = useRecoverArticle();
  const deleteForGood = useDeleteArticlePermanently();

  const folderList = useMemo(() => folders.data ?? [], [folders.data]);
  const tagList = useMemo(() => tags.data ?? [], [tags.data]);
  const folderById = useMemo(() => new Map(folderList.map((each) => [each.id, each])), [folderList]);
  const tagById = useMemo(() => new Map(tagList.map((each) => [each.id, each])), [tagList]);

  const pages = list.data?.pages;
  const articles = useMemo(
    () => (pages ?? []).flatMap((page) => page.items).filter((article) => hasAllTags(article, tagIds)),
    [pages, tagIds],
  );

  // With several tags checked a page may hold no article having all of them: read on by itself.
  const lastPage = pages?.[pages.length - 1];
  const lastPageEmpty = lastPage ? !lastPage.items.some((article) => hasAllTags(article, tagIds)) : false;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (tagIds.length > 1 && lastPageEmpty && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [tagIds.length, lastPageEmpty, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const filtered = q.trim() !== "" || folder !== "all" || tagIds.length > 0;

  const actions: ArticleActions = {
    moveToFolder: (article, target: Folder | null) => {
      moveArticle.mutate(
        { id: article.id, folderId: target?.id ?? null },
        {
          onSuccess: () =>
            toast({
              title: t("myArticles.toasts.moved"),
              description: target
                ? t("myArticles.toasts.movedTo", { folder: target.name })
                : t("myArticles.toasts.removedFromFolder"),
            }),
          onError: (error) =>
            toast({
              title: t("errors.title"),
              description: t("myArticles.toasts.moveFailed", { message: messageOr(error) }),
              variant: "destructive",
            }),
        },
      );
    },
    edit: setEditing,
    manageTags: setTagging,
    trash: (article) => {
      trashArticle.mutate(article.id, {
        // A slip of the menu is one press from undone: the same recovery the Trash tab offers.
        onSuccess: () =>
          toast({
            title: t("myArticles.toasts.trashed"),
            description: article.title,
            action: { label: t("myArticles.toasts.undo"), onClick: () => recover(article) },
          }),
        onError: (error) =>
          toast({
            title: t("errors.title"),
            description: t("myArticles.toasts.deleteFailed", { message: messageOr(error) }),
            variant: "destructive",
          }),
      });
    },
  };

  const recover = (article: ArticleSummary) =>
    recoverArticle.mutate(article.id, {
      onSuccess: () => toast({ title: t("myArticles.toasts.recovered"), description: article.title }),
      onError: (error) =>
        toast({
          title: t("errors.title"),
          description: t("myArticles.toasts.recoverFailed", { message: messageOr(error) }),
          variant: "destructive",
        }),
    });

  const purge = () => {
    if (!purging) return;
    const article = purging;
    deleteForGood.mutate(article.id, {
      onSuccess: () => {
        toast({
          title: t("myArticles.toasts.deleted"),
          description: t("myArticles.toasts.deletedForGood", { title: article.title }),
        });
        setPurging(null);
      },
      onError: (error) =>
        toast({
          title: t("errors.title"),
          description: t("myArticles.toasts.deleteFailed", { message: messageOr(error) }),
          variant: "destructive",
        }),
    });
  };

  const badgesOf = (article: ArticleSummary) => {
    const inFolder = article.folderId ? folderById.get(article.folderId) : undefined;
    const articleTags = article.tagIds.flatMap((id) => tagById.get(id) ?? []);
    if (!inFolder && articleTags.length === 0) return undefined;
    return (
      <>
        {inFolder && (
          <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
            <FolderIcon className="h-3 w-3" aria-hidden />
            {inFolder.name}
          </span>
        )}
        {articleTags.map((tag) => (
          <span
            key={tag.id}
            className="inline-flex items-center gap-1 rounded-full border border-slate-200 px-2 py-0.5 text-xs text-slate-700 dark:border-slate-700 dark:text-slate-200"
          >
            <span className="h-2 w-2 rounded-full" style={{ backgroundColor: tag.color }} aria-hidden />
            {tag.name}
          </span>
        ))}
      </>
    );
  };

  const tabClasses = (selected: boolean) =>
    clsx(
      "inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-1.5 text-sm font-medium focus:outline-none sm:min-h-0 focus-visible:ring-2 focus-visible:ring-indigo-500",
      selected
        ? "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-slate-50"
        : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
    );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t("myArticles.title")}
        actions={
          // Two buttons may not fit beside each other on a phone in every language.
          <div className="flex flex-wrap gap-2">
            {importEntry}
            <Link to={paths.createArticle.to()} className={buttonClasses("primary")}>
              <Plus className="h-4 w-4" aria-hidden /> {t("myArticles.add")}
            </Link>
          </div>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div
          role="tablist"
          aria-label={t("myArticles.tabs.label")}
          className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          <button
            type="button"
            role="tab"
            aria-selected={view === "active"}
            className={tabClasses(view === "active")}
            onClick={() => setView("active")}
          >
            <BookOpen className="h-4 w-4" aria-hidden /> {t("myArticles.tabs.articles")}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={view === "trash"}
            className={tabClasses(view === "trash")}
            onClick={() => setView("trash")}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> {t("myArticles.tabs.trash")}
          </button>
        </div>
        <div className="relative min-w-0 flex-1 basis-56">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            type="search"
            aria-label={t("myArticles.search.label")}
            placeholder={t("myArticles.search.placeholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="h-10 min-h-11 w-full rounded-md border border-slate-300 bg-white pr-9 pl-9 sm:min-h-0 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50 dark:focus:ring-indigo-900 [&::-webkit-search-cancel-button]:hidden"
          />
          {search && (
            <button
              type="button"
              aria-label={t("myArticles.search.clear")}
              onClick={() => setSearch("")}
              className="absolute top-1/2 right-0 inline-flex min-h-11 min-w-11 -translate-y-1/2 items-center justify-center rounded p-1 text-slate-400 hover:text-slate-700 sm:right-2 sm:min-h-0 sm:min-w-0"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          )}
        </div>
        <TagFilter tags={tagList} selected={tagIds} onChange={setTagIds} />
      </div>
      <div className="mb-6">
        <FolderFilter folders={folderList} selected={folder} onSelect={setFolder} />
      </div>

      {list.isPending ? (
        <CardPlaceholders count={PLACEHOLDERS[view]} />
      ) : list.isError ? (
        <EmptyState
          icon={BookOpen}
          title={t("list.loadFailed")}
          description={list.error.message}
          action={
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t("actions.tryAgain")}
            </Button>
          }
        />
      ) : articles.length === 0 && !list.hasNextPage ? (
        view === "trash" && !filtered ? (
          <EmptyState
            icon={Trash2}
            title={t("myArticles.empty.trashTitle")}
            description={t("myArticles.empty.trashDescription")}
          />
        ) : (
          <EmptyState
            icon={BookOpen}
            title={t("myArticles.empty.title")}
            description={filtered ? t("myArticles.empty.filtered") : t("myArticles.empty.first")}
            action={
              filtered ? undefined : (
                <Link to={paths.createArticle.to()} className={buttonClasses("primary")}>
                  <Plus className="h-4 w-4" aria-hidden /> {t("myArticles.add")}
                </Link>
              )
            }
          />
        )
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) =>
              view === "trash" ? (
                <ArticleCard
                  key={article.id}
                  article={article}
                  badges={badgesOf(article)}
                  footer={
                    <>
                      <Button variant="outline" className="flex-1" onClick={() => recover(article)}>
                        <RotateCcw className="h-4 w-4" aria-hidden /> {t("myArticles.trash.recover")}
                      </Button>
                      <Button
                        variant="ghostDanger"
                        aria-label={t("myArticles.trash.deleteLabel", { title: article.title })}
                        onClick={() => setPurging(article)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden /> {t("actions.delete")}
                      </Button>
                    </>
                  }
                />
              ) : (
                <ArticleCard
                  key={article.id}
                  article={article}
                  badges={badgesOf(article)}
                  menu={<ArticleOptionsMenu article={article} folders={folderList} actions={actions} />}
                />
              ),
            )}
          </div>
          <LoadMore query={list} />
        </>
      )}

      <EditArticleDialog article={editing} onClose={() => setEditing(null)} />
      <ArticleTagsDialog article={tagging} tags={tagList} onClose={() => setTagging(null)} />
      <ConfirmDialog
        open={purging !== null}
        onClose={() => setPurging(null)}
        onConfirm={purge}
        title={t("myArticles.trash.deleteForGood")}
        description={t("myArticles.trash.confirm", { title: purging?.title ?? "" })}
        confirmLabel={deleteForGood.isPending ? t("actions.deleting") : t("myArticles.trash.deleteForGood")}
        busy={deleteForGood.isPending}
      />
    </div>
  );
}
