// Complete Article Information: replaces the create screen after a partial
// import. The list of missing fields shrinks as each is filled in; Cancel discards the draft.
import { useState, type FormEvent } from "react";
import { AlertTriangle, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { toast } from "@/components/ui/toast-store";
import { useCompleteArticle } from "../api/complete-article";
import { messageOr } from "../api/errors";
import type { CompletionDraft, CreateEvent, CreateState } from "../create-machine";
import { checkCompletion, type ArticleField } from "../validation";
import { ALL_REQUIRED, ArticleFields } from "./article-fields";

export function CompleteArticleForm({
  completion,
  dispatch,
  onCompleted,
}: {
  completion: NonNullable<CreateState["completion"]>;
  dispatch: (event: CreateEvent) => void;
  onCompleted: (id: string) => void;
}) {
  const { t } = useTranslation("articles");
  const [errors, setErrors] = useState<Partial<Record<ArticleField, string>>>({});
  const completeArticle = useCompleteArticle();
  const saving = completeArticle.isPending;
  const { draft, missing } = completion;

  const edit = (field: keyof CompletionDraft, value: string) => {
    dispatch({ type: "draftEdited", field, value });
    if (errors[field]) setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkCompletion(draft);
    if (!checked.ok) {
      setErrors(checked.problems.fields);
      toast({ ...checked.problems.toast, variant: "destructive" });
      return;
    }
    try {
      const { id } = await completeArticle.mutateAsync(checked.body);
      dispatch({ type: "completionSucceeded" });
      toast({ title: t("completion.completed"), description: t("manual.saved") });
      onCompleted(id);
    } catch (error) {
      const message = messageOr(error, error instanceof Error ? error.message : undefined);
      toast({
        title: t("errors.title"),
        description: t("completion.failed", { message }),
        variant: "destructive",
      });
    }
  };

  const fromHtml = completion.source === "url" && /<[a-z][\s\S]*>/i.test(draft.content);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={t("completion.title")}
        description={completion.source === "pdf" ? t("completion.fromPdf") : t("completion.fromUrl")}
      />
      {missing.length > 0 && (
        <div
          className="mb-6 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="missing-fields"
        >
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div>
            <p className="font-medium">{t("completion.fillIn")}</p>
            <ul className="mt-1 list-disc pl-5 text-sm" aria-label={t("completion.missingFields")}>
              {missing.map((field) => (
                <li key={field}>{t(`fields.${field}`)}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <ArticleFields
          values={draft}
          errors={errors}
          onChange={edit}
          disabled={saving}
          htmlContent={fromHtml}
          required={ALL_REQUIRED}
          contentHint={fromHtml ? t("completion.htmlHint") : undefined}
        />
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            onClick={() => dispatch({ type: "completionCancelled" })}
            disabled={saving}
          >
            {t("actions.cancel")}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {saving ? t("actions.saving") : t("completion.submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
