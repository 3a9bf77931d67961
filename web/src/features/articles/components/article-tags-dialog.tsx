// 'Manage tags' for one article: each checkbox puts a tag on the article or takes it off at once.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ArticleSummary, Tag } from "@shared";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { messageOr } from "../api/errors";
import { useTagArticle } from "../api/tag-article";
import { useUntagArticle } from "../api/untag-article";

export function ArticleTagsDialog({
  article,
  tags,
  onClose,
}: {
  article: ArticleSummary | null;
  tags: Tag[];
  onClose: () => void;
}) {
  const { t } = useTranslation("articles");
  const tagArticle = useTagArticle();
  const untagArticle = useUntagArticle();
  // The article prop is a snapshot from the list; follow the changes made here until it refreshes.
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string | null>(null);

  const close = () => {
    setOverrides({});
    onClose();
  };

  const has = (tagId: string) => overrides[tagId] ?? article?.tagIds.includes(tagId) ?? false;

  // The box follows the click at once; a failed request puts it back.
  const toggle = async (tag: Tag) => {
    if (!article || busy === tag.id) return;
    const before = has(tag.id);
    const next = !before;
    setBusy(tag.id);
    setOverrides((old) => ({ ...old, [tag.id]: next }));
    try {
      if (next) await tagArticle.mutateAsync({ id: article.id, tagId: tag.id });
      else await untagArticle.mutateAsync({ id: article.id, tagId: tag.id });
    } catch (error) {
      setOverrides((old) => ({ ...old, [tag.id]: before }));
      toast({
        title: t("errors.title"),
        description: t("tagsDialog.failed", { message: messageOr(error) }),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={article !== null}
      onClose={close}
      title={t("options.manageTags")}
      description={article?.title}
    >
      {tags.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("tagsDialog.none")}</p>
      ) : (
        <ul className="grid max-h-80 gap-1 overflow-y-auto" aria-label={t("tagsDialog.label")}>
          {tags.map((tag) => (
            <li key={tag.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
                <input
                  type="checkbox"
                  checked={has(tag.id)}
                  disabled={busy === tag.id}
                  onChange={() => void toggle(tag)}
                  className="h-4 w-4 accent-indigo-600"
                />
                <span className="h-3 w-3 rounded-full" style={{ backgroundColor: tag.color }} aria-hidden />
                {tag.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="outline" onClick={close}>
          {t("actions.done")}
        </Button>
      </div>
    </Modal>
  );
}
