// Title, Author, Source URL and Content: the fields that the manual create form, Complete Article
// Information and Edit article share. Each form keeps its own state, checks and submit; only the
// labels, hint, placeholder and the monospace look for HTML differ between them.
import { TextArea, TextInput } from "@/components/ui/form";
import type { ArticleField, ArticleInput } from "../validation";

/** The four article fields, controlled by the form that renders them. */
export function ArticleFields({
  values,
  errors,
  onChange,
  disabled,
  authorLabel = "Author",
  urlPlaceholder,
  contentLabel = "Content",
  contentHint,
  htmlContent = false,
}: {
  values: ArticleInput;
  errors: Partial<Record<ArticleField, string>>;
  onChange: (field: ArticleField, value: string) => void;
  disabled?: boolean | undefined;
  authorLabel?: string | undefined;
  urlPlaceholder?: string | undefined;
  contentLabel?: string | undefined;
  contentHint?: string | undefined;
  /** Shows the content in a small monospace font, as it is HTML rather than plain text. */
  htmlContent?: boolean | undefined;
}) {
  const set = (field: ArticleField) => (event: { target: { value: string } }) =>
    onChange(field, event.target.value);
  return (
    <>
      <TextInput
        label="Title"
        value={values.title}
        onChange={set("title")}
        error={errors.title}
        disabled={disabled}
      />
      <TextInput
        label={authorLabel}
        value={values.author}
        onChange={set("author")}
        error={errors.author}
        disabled={disabled}
      />
      <TextInput
        label="Source URL (optional)"
        type="url"
        inputMode="url"
        placeholder={urlPlaceholder}
        value={values.url}
        onChange={set("url")}
        error={errors.url}
        disabled={disabled}
      />
      <TextArea
        label={contentLabel}
        value={values.content}
        onChange={set("content")}
        error={errors.content}
        disabled={disabled}
        className={htmlContent ? "min-h-[300px] font-mono text-xs" : "min-h-[300px]"}
        hint={contentHint}
      />
    </>
  );
}
