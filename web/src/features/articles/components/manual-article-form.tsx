// Create Manually (spec 5, Manual create): title, author and content required, source optional.
// The older 'Add New Article' form (`basic`) requires only title and content.
import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useCreateArticle } from "../api/create-article";
import { messageOr } from "../api/errors";
import { checkBasicArticle, checkManualArticle, type ArticleField, type ArticleInput } from "../validation";
import { ArticleFields } from "./article-fields";

const EMPTY: ArticleInput = { title: "", author: "", url: "", content: "" };

export function ManualArticleForm({
  variant = "full",
  onCreated,
}: {
  variant?: "full" | "basic";
  onCreated: (id: string) => void;
}) {
  const [values, setValues] = useState<ArticleInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ArticleField, string>>>({});
  const createArticle = useCreateArticle();
  const saving = createArticle.isPending;

  const set = (field: ArticleField, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    if (errors[field]) setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = variant === "basic" ? checkBasicArticle(values) : checkManualArticle(values);
    if (!checked.ok) {
      setErrors(checked.problems.fields);
      toast({ ...checked.problems.toast, variant: "destructive" });
      return;
    }
    try {
      const { id } = await createArticle.mutateAsync(checked.body);
      toast({ title: "Article created", description: "Your article has been saved." });
      onCreated(id);
    } catch (error) {
      toast({
        title: "Error",
        description: `Failed to create article: ${messageOr(error, error instanceof Error ? error.message : "Please try again.")}`,
        variant: "destructive",
      });
    }
  };

  const optional = variant === "basic" ? " (optional)" : "";
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <ArticleFields
        values={values}
        errors={errors}
        onChange={set}
        disabled={saving}
        authorLabel={`Author${optional}`}
        urlPlaceholder="https://example.com/article"
        contentHint="Plain text; leave a blank line between paragraphs."
      />
      <div>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {saving ? "Creating..." : "Create Article"}
        </Button>
      </div>
    </form>
  );
}
