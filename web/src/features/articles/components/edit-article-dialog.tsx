// 'Edit article' (dead in the reference client; here it works): title, author, source and content,
// sending only what changed.
import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Article, ArticleSummary, UpdateArticleBody } from "@shared";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { messageOr } from "../api/errors";
import { useArticle } from "../api/get-article";
import { useUpdateArticle } from "../api/update-article";
import { checkBasicArticle, type ArticleField, type ArticleInput } from "../validation";
import { ArticleFields } from "./article-fields";

/** The fields that differ from the saved article; blank author or source clears it. */
export function changedFields(
  saved: Article,
  body: { title: string; content: string; author?: string | null; url?: string | null },
): UpdateArticleBody {
  const changes: UpdateArticleBody = {};
  if (body.title !== saved.title) changes.title = body.title;
  if (body.content !== saved.content) changes.content = body.content;
  if ((body.author ?? null) !== saved.author) changes.author = body.author ?? null;
  if ((body.url ?? null) !== saved.url) changes.url = body.url ?? null;
  return changes;
}

function EditForm({ article, onClose }: { article: Article; onClose: () => void }) {
  const { t } = useTranslation("articles");
  const [values, setValues] = useState<ArticleInput>({
    title: article.title,
    author: article.author ?? "",
    url: article.url ?? "",
    content: article.content,
  });
  const [errors, setErrors] = useState<Partial<Record<ArticleField, string>>>({});
  const updateArticle = useUpdateArticle();
  const saving = updateArticle.isPending;

  const set = (field: ArticleField, value: string) => setValues((old) => ({ ...old, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBasicArticle(values);
    if (!checked.ok) {
      setErrors(checked.problems.fields);
      toast({ ...checked.problems.toast, variant: "destructive" });
      return;
    }
    const changes = changedFields(article, checked.body);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      await updateArticle.mutateAsync({ id: article.id, body: changes });
      toast({ title: t("edit.updated"), description: t("edit.saved") });
      onClose();
    } catch (error) {
      toast({
        title: t("errors.title"),
        description: t("edit.failed", { message: messageOr(error) }),
        variant: "destructive",
      });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <ArticleFields
        values={values}
        errors={errors}
        onChange={set}
        contentLabel={article.contentType === "html" ? t("fields.contentHtml") : t("fields.content")}
        htmlContent={article.contentType === "html"}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {saving ? t("actions.saving") : t("edit.submit")}
        </Button>
      </div>
    </form>
  );
}

export function EditArticleDialog({
  article,
  onClose,
}: {
  article: ArticleSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("articles");
  const full = useArticle(article?.id ?? "", article !== null);
  return (
    <Modal open={article !== null} onClose={onClose} title={t("options.edit")} wide>
      {full.isPending ? (
        <Spinner label={t("view.loading")} className="min-h-40" />
      ) : full.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {t("edit.loadFailed", { message: full.error.message })}
        </p>
      ) : (
        <EditForm key={full.data.updatedAt} article={full.data} onClose={onClose} />
      )}
    </Modal>
  );
}
