// The form rules for articles (docs/product-spec.md §5), on the shared schemas so the form and the
// server agree. Problems come out in the interface language: the schemas' English
// messages through `messages`, this form's own texts from `articles` (checked on submit, after
// the screen has loaded them).
import { i18n, translateMessage } from "@/lib/i18n";
import {
  completeArticleBodySchema,
  createArticleBodySchema,
  createTagBodySchema,
  folderNameSchema,
  PDF_MAX_BYTES,
  PDF_TOO_LARGE,
  PDF_WRONG_TYPE,
  webUrlSchema,
  type CompleteArticleBody,
  type CreateArticleBody,
} from "@shared";

export type ArticleField = "title" | "content" | "author" | "url";

/** Toast titles of the manual create form and the URL import. */
export function fieldToastTitle(field: ArticleField): string {
  return i18n.t(`articles:validation.toastTitles.${field}`);
}

export interface FormProblems {
  /** Inline message per field. */
  fields: Partial<Record<ArticleField, string>>;
  /** The toast for the first problem, in form order. */
  toast: { title: string; description: string };
  /** The field that toast is about. */
  field: ArticleField;
}

export type Checked<T> = { ok: true; body: T } | { ok: false; problems: FormProblems };

const FIELD_ORDER: ArticleField[] = ["title", "author", "url", "content"];

function problemsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FormProblems {
  const fields: Partial<Record<ArticleField, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as ArticleField;
    if (FIELD_ORDER.includes(field) && !fields[field]) fields[field] = translateMessage(issue.message);
  }
  const first = FIELD_ORDER.find((field) => fields[field]) ?? "title";
  return { fields, field: first, toast: { title: fieldToastTitle(first), description: fields[first] ?? "" } };
}

export interface ArticleInput {
  title: string;
  author: string;
  url: string;
  content: string;
}

/** A blank source means none (the schema's empty-string case covers "" only). */
const withTrimmedUrl = (input: ArticleInput): ArticleInput => ({ ...input, url: input.url.trim() });

/** Create Manually: title, content and author required; values trimmed; url only when given. */
export function checkManualArticle(input: ArticleInput): Checked<CompleteArticleBody> {
  const parsed = completeArticleBodySchema.safeParse(withTrimmedUrl(input));
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error.issues) };
  const { title, content, author, url } = parsed.data;
  return { ok: true, body: { title, content, author, ...(url ? { url } : {}) } };
}

/** The older 'Add New Article' form: only title and content required; the rest sent when non-empty. */
export function checkBasicArticle(input: ArticleInput): Checked<CreateArticleBody> {
  const parsed = createArticleBodySchema.safeParse(withTrimmedUrl(input));
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error.issues) };
  const { title, content, author, url } = parsed.data;
  return { ok: true, body: { title, content, ...(author ? { author } : {}), ...(url ? { url } : {}) } };
}

/** Complete Article Information: 'Please provide: {list}' names every blank required field. */
export function checkCompletion(input: ArticleInput): Checked<CompleteArticleBody> {
  const blank = (["title", "content", "author"] as const).filter((field) => !input[field].trim());
  if (blank.length > 0) {
    return {
      ok: false,
      problems: {
        field: blank[0] ?? "title",
        fields: Object.fromEntries(
          blank.map((field) => [field, i18n.t(`articles:validation.provideField.${field}`)]),
        ),
        toast: {
          title: i18n.t("articles:validation.missingRequired"),
          description: i18n.t("articles:validation.provideList", {
            list: blank
              .map((field) => i18n.t(`articles:validation.fieldNames.${field}`))
              .join(i18n.t("articles:validation.listSeparator")),
          }),
        },
      },
    };
  }
  // The same rules and body as Create Manually once nothing is blank.
  return checkManualArticle(input);
}

/** URL import: present and an http(s) address. */
export function isImportableUrl(value: string): boolean {
  return value.trim() !== "" && webUrlSchema.safeParse(value).success;
}

/** A chosen or dropped file: a PDF of at most 10 MB; else the message saying which rule it breaks. */
export function pdfFileProblem(file: File): string | null {
  const looksLikePdf = file.type === "application/pdf" || (!file.type && /\.pdf$/i.test(file.name));
  if (!looksLikePdf) return translateMessage(PDF_WRONG_TYPE);
  if (file.size > PDF_MAX_BYTES) return translateMessage(PDF_TOO_LARGE);
  return null;
}

/** Folder names: non-empty after trimming (Create stays disabled otherwise), at most 50 characters. */
export function folderNameProblem(name: string): string | null {
  const parsed = folderNameSchema.safeParse(name);
  const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return message ? translateMessage(message) : null;
}

/** Tag names: non-empty after trimming, at most 30 characters; a colour like #3b82f6. */
export function tagProblem(name: string, color: string): string | null {
  const parsed = createTagBodySchema.safeParse({ name, color });
  const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return message ? translateMessage(message) : null;
}
