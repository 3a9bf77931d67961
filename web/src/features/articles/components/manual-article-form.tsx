// Create Manually: title, author and content required, source optional.
// The older 'Add New Article' form (`basic`) requires only title and content. A refused submit's
// toast names its first problem; it goes as soon as that field is filled in (the inline messages
// of the other fields stay until theirs are).
import { useRef, useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useCreateArticle } from "../api/create-article";
import { messageOr } from "../api/errors";
import { checkBasicArticle, checkManualArticle, type ArticleField, type ArticleInput } from "../validation";
import { ALL_REQUIRED, ArticleFields, TITLE_AND_CONTENT_REQUIRED } from "./article-fields";

const EMPTY: ArticleInput = { title: "", author: "", url: "", content: "" };

export function ManualArticleForm({
  variant = "full",
  onCreated,
}: {
  variant?: "full" | "basic";
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation("articles");
  const [values, setValues] = useState<ArticleInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ArticleField, string>>>({});
  const createArticle = useCreateArticle();
  const saving = createArticle.isPending;
  // The open validation toast and the field it is about.
  const problemToast = useRef<{ field: ArticleField; dismiss: () => void } | null>(null);

  const set = (field: ArticleField, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    if (errors[field]) setErrors((old) => ({ ...old, [field]: undefined }));
    if (problemToast.current?.field === field && value.trim()) {
      problemToast.current.dismiss();
      problemToast.current = null;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = variant === "basic" ? checkBasicArticle(values) : checkManualArticle(values);
    problemToast.current?.dismiss();
    problemToast.current = null;
    if (!checked.ok) {
      setErrors(checked.problems.fields);
      const shown = toast({ ...checked.problems.toast, variant: "destructive" });
      problemToast.current = { field: checked.problems.field, dismiss: shown.dismiss };
      return;
    }
    try {
      const { id } = await createArticle.mutateAsync(checked.body);
      toast({ title: t("manual.created"), description: t("manual.saved") });
      onCreated(id);
    } catch (error) {
      const message = messageOr(error, error instanceof Error ? error.message : undefined);
      toast({
        title: t("errors.title"),
        description: t("manual.createFailed", { message }),
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
        disabled={saving}
        authorLabel={variant === "basic" ? t("fields.authorOptional") : t("fields.author")}
        required={variant === "basic" ? TITLE_AND_CONTENT_REQUIRED : ALL_REQUIRED}
        urlPlaceholder={t("fields.urlPlaceholder")}
        contentHint={t("manual.contentHint")}
      />
      <div>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {saving ? t("manual.creating") : t("manual.submit")}
        </Button>
      </div>
    </form>
  );
}
