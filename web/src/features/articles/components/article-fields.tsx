// Title, Author, Source URL and Content: the fields that the manual create form, Complete Article
// Information and Edit article share. Each form keeps its own state, checks and submit; only the
// labels, hint, placeholder and the monospace look for HTML differ between them.
import { useTranslation } from "react-i18next";
import { TextArea, TextInput } from "@/components/ui/form";
import type { ArticleField, ArticleInput } from "../validation";

/** Title, author and content: what the full forms refuse to send blank. */
export const ALL_REQUIRED: readonly ArticleField[] = ["title", "author", "content"];
/** The older form lets the author go. */
export const TITLE_AND_CONTENT_REQUIRED: readonly ArticleField[] = ["title", "content"];

/** The four article fields, controlled by the form that renders them. */
export function ArticleFields({
  values,
  errors,
  onChange,
  disabled,
  authorLabel,
  urlPlaceholder,
  contentLabel,
  contentHint,
  htmlContent = false,
  required = [],
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
  /** The fields this form refuses to send blank, marked as required. */
  required?: readonly ArticleField[] | undefined;
}) {
  const { t } = useTranslation("articles");
  const set = (field: ArticleField) => (event: { target: { value: string } }) =>
    onChange(field, event.target.value);
  const onTitle = set("title");
  const onAuthor = set("author");
  const onUrl = set("url");
  const onContent = set("content");
  return (
    <>
      <TextInput
        label={t("fields.title")}
        value={values.title}
        onChange={onTitle}
        error={errors.title}
        requiredMark={required.includes("title")}
        disabled={disabled}
      />
      <TextInput
        label={authorLabel ?? t("fields.author")}
        value={values.author}
        onChange={onAuthor}
        error={errors.author}
        requiredMark={required.includes("author")}
        disabled={disabled}
      />
      <TextInput
        label={t("fields.url")}
        type="url"
        inputMode="url"
        placeholder={urlPlaceholder}
        value={values.url}
        onChange={onUrl}
        error={errors.url}
        disabled={disabled}
      />
      <TextArea
        label={contentLabel ?? t("fields.content")}
        value={values.content}
        onChange={onContent}
        error={errors.content}
        requiredMark={required.includes("content")}
        disabled={disabled}
        className={htmlContent ? "min-h-[300px] font-mono text-xs" : "min-h-[300px]"}
        hint={contentHint}
      />
    </>
  );
}
