// Articles, folders and tags: request bodies, list queries and the shapes the server returns.
import { z } from "zod";
import {
  ARTICLE_TITLE_MAX,
  ARTICLE_AUTHOR_MAX,
  ARTICLE_URL_MAX,
  ARTICLE_CONTENT_MAX,
  FOLDER_NAME_MAX,
  TAG_NAME_MAX,
  DEFAULT_TAG_COLOR,
  HOME_SORTS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from "./article-constants";
import { PAGE_INDEX_VERSION } from "./page-layer";

export * from "./article-constants";

export const ARTICLE_VIEWS = ["active", "trash", "all"] as const;

export const MISSING_TITLE = "Please provide a title for your article.";
export const MISSING_CONTENT = "Please provide content for your article.";
export const MISSING_AUTHOR = "Please provide an author name for your article.";
export const INVALID_URL = "Please provide a valid URL.";
export const PDF_TOO_LARGE = "File is too large. Maximum size is 10MB.";
export const PDF_WRONG_TYPE = "Please select a PDF file.";

/** Why a URL import failed (`errorType`), and each one's text (docs/product-spec.md §8). */
export const IMPORT_ERROR_TYPES = [
  "ACCESS_DENIED",
  "NOT_FOUND",
  "RATE_LIMITED",
  "TIMEOUT",
  "GENERAL_ERROR",
] as const;
export type ImportErrorType = (typeof IMPORT_ERROR_TYPES)[number];
/** GENERAL_ERROR has no text in the reference client: this is the server's default. */
export const IMPORT_ERROR_MESSAGES: Record<ImportErrorType, string> = {
  ACCESS_DENIED: "This website is blocking our content extraction. Try using PDF upload instead.",
  NOT_FOUND: "The article page could not be found. Please check the URL.",
  RATE_LIMITED: "Too many requests to this website. Please try again later.",
  TIMEOUT: "Connection timed out. The website may be slow or unavailable.",
  GENERAL_ERROR: "We could not import this page.",
};

/** A non-empty trimmed string with the reference client's message when it is missing or blank. */
const requiredText = (max: number, missing: string, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max.toLocaleString("en")} characters.`);

/** An http(s) address. */
export const webUrlSchema = z
  .string({ error: INVALID_URL })
  .trim()
  .max(ARTICLE_URL_MAX, "The URL is too long.")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, INVALID_URL);

/** Absent stays absent (an edit leaves the field alone); null or blank means "none". */
const blankToNull = <T>(value: T | "" | null | undefined) =>
  value === undefined ? undefined : value || null;

/** An optional source address. */
const optionalUrl = z
  .union([z.literal(""), z.null(), webUrlSchema])
  .optional()
  .transform(blankToNull);

const optionalAuthor = z
  .string()
  .trim()
  .max(ARTICLE_AUTHOR_MAX, `Author must be at most ${ARTICLE_AUTHOR_MAX} characters.`)
  .nullish()
  .transform(blankToNull);

/** POST /api/articles (manual create; the older form sends only title and content). */
export const createArticleBodySchema = z.strictObject({
  title: requiredText(ARTICLE_TITLE_MAX, MISSING_TITLE, "Title"),
  content: requiredText(ARTICLE_CONTENT_MAX, MISSING_CONTENT, "Content"),
  author: optionalAuthor,
  url: optionalUrl,
});
export type CreateArticleBody = z.input<typeof createArticleBodySchema>;

/** POST /api/articles/complete: the completion form after a partial import; author is required. */
export const completeArticleBodySchema = z.strictObject({
  title: requiredText(ARTICLE_TITLE_MAX, MISSING_TITLE, "Title"),
  content: requiredText(ARTICLE_CONTENT_MAX, MISSING_CONTENT, "Content"),
  author: requiredText(ARTICLE_AUTHOR_MAX, MISSING_AUTHOR, "Author"),
  url: optionalUrl,
});
export type CompleteArticleBody = z.input<typeof completeArticleBodySchema>;

/** PATCH /api/articles/{id}: edit any of title, author, source and content. */
export const updateArticleBodySchema = z
  .strictObject({
    title: requiredText(ARTICLE_TITLE_MAX, MISSING_TITLE, "Title").optional(),
    content: requiredText(ARTICLE_CONTENT_MAX, MISSING_CONTENT, "Content").optional(),
    author: optionalAuthor,
    url: optionalUrl,
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), "Send at least one field to change.");
export type UpdateArticleBody = z.input<typeof updateArticleBodySchema>;

/** POST /api/articles/from-url. */
export const importUrlBodySchema = z.strictObject({ url: webUrlSchema });

/**
 * Bytes a POST /api/articles/from-page body may have (413 beyond): the page's HTML as the reader's
 * browser rendered it, up to the URL import's 5 MiB of page, plus what JSON escaping adds.
 */
export const PAGE_BODY_MAX_BYTES = 6 * 1024 * 1024;
export const MISSING_PAGE_HTML = "Please provide the page's HTML.";

/**
 * POST /api/articles/from-page: a page as the browser extension read it, its address and its HTML.
 * The HTML's length is bounded by the body's limit (a character is at least a byte), so a page too
 * large always gets 413.
 */
export const importPageBodySchema = z.strictObject({
  url: webUrlSchema,
  html: z.string({ error: MISSING_PAGE_HTML }).trim().min(1, MISSING_PAGE_HTML),
});
export type ImportPageBody = z.input<typeof importPageBodySchema>;

/** PATCH /api/articles/{id}/folder. */
export const moveToFolderBodySchema = z.strictObject({ folderId: z.string().min(1).max(128).nullable() });

export const idParamsSchema = z.object({ id: z.string().min(1).max(128) });
export const articleTagParamsSchema = z.object({
  id: z.string().min(1).max(128),
  tagId: z.string().min(1).max(128),
});

/** DELETE /api/articles/{id}/readers/{uid}: the article and the reader to stop sharing it with. */
export const articleReaderParamsSchema = z.object({
  id: z.string().min(1).max(128),
  uid: z.string().min(1).max(128),
});

const pageSize = z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT);
const cursor = z.string().max(500).optional();

/**
 * GET /api/articles/{id}: `preview=true` reads the article without opening it (no view recorded,
 * no spurq marked read), for the panels that only show it.
 */
export const readArticleQuerySchema = z.strictObject({
  preview: z
    .enum(["true", "false"], { error: "Must be true or false." })
    .optional()
    .transform((value) => value === "true"),
  /** On the caller's own article, its readers come with it (the reading screen's first request). */
  readers: z
    .enum(["true", "false"], { error: "Must be true or false." })
    .optional()
    .transform((value) => value === "true"),
});

/**
 * Other readers' highlights an opened article brings per page, in reading order (startOffset):
 * the reader's own notes come whole besides (docs/decisions.md, "An article's notes, a page at a time").
 */
export const NOTES_PAGE_SIZE = 50;

/**
 * GET /api/articles/{id}/notes: `cursor` is the `notesCursor` of the article or of the previous
 * page (opaque: base64url); without it, the first page, as the article brings it.
 */
export const articleNotesQuerySchema = z.strictObject({
  cursor: z
    .string()
    .min(1, "Invalid cursor.")
    .max(500, "Invalid cursor.")
    .regex(/^[A-Za-z0-9_-]+$/, "Invalid cursor.")
    .optional(),
});

/** GET /api/articles/recent: the home grid. */
export const recentArticlesQuerySchema = z.strictObject({
  sort: z.enum(HOME_SORTS).default("newest"),
  limit: pageSize,
  cursor,
});

/**
 * GET /api/articles/my: My Articles. Without `view` it returns everything, trashed included
 * (docs/product-spec.md §7); `folderId=none` means articles in no folder; `q` matches the starts
 * of title words.
 */
export const myArticlesQuerySchema = z.strictObject({
  view: z.enum(ARTICLE_VIEWS).default("all"),
  folderId: z.string().min(1).max(128).optional(),
  tagId: z.string().min(1).max(128).optional(),
  q: z.string().trim().max(100).optional(),
  limit: pageSize,
  cursor,
});
export type MyArticlesQuery = z.output<typeof myArticlesQuerySchema>;

export const folderNameSchema = z
  .string({ error: "Please enter a folder name." })
  .trim()
  .min(1, "Please enter a folder name.")
  .max(FOLDER_NAME_MAX, `Folder names are at most ${FOLDER_NAME_MAX} characters.`);
export const createFolderBodySchema = z.strictObject({ name: folderNameSchema });

export const tagColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Colour must look like #3b82f6.");
export const createTagBodySchema = z.strictObject({
  name: z
    .string({ error: "Please enter a tag name." })
    .trim()
    .min(1, "Please enter a tag name.")
    .max(TAG_NAME_MAX, `Tag names are at most ${TAG_NAME_MAX} characters.`),
  color: tagColorSchema.default(DEFAULT_TAG_COLOR),
});

// ---- Responses ----

export interface Folder {
  id: string;
  name: string;
}

export interface Tag {
  id: string;
  name: string;
  color: string;
}

export type ContentType = "html" | "text";

/** What lists show: no body, a 150-character preview instead. Dates are ISO strings. */
export interface ArticleSummary {
  id: string;
  userId: string;
  title: string;
  url: string | null;
  author: string | null;
  siteName: string | null;
  folderId: string | null;
  tagIds: string[];
  preview: string;
  firstHighlightText: string | null;
  highlightCount: number;
  commentCount: number;
  contentType: ContentType;
  lastViewed: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** Someone the owner shares an article with (GET /api/articles/{id}/readers), and since when. */
export interface ArticleReader extends ArticleUser {
  since: string;
}

/**
 * Whom the caller may ask about an article (GET /api/articles/{id}/recipients): any friend when
 * it is theirs, else only the listed friends who already read it.
 */
export interface ArticleRecipients {
  anyFriend: boolean;
  people: ArticleUser[];
}

export interface ArticleUser {
  id: string;
  username: string;
  avatar: string | null;
}

export interface Highlight {
  id: string;
  articleId: string;
  userId: string;
  text: string;
  startOffset: number;
  endOffset: number;
  prefix: string;
  suffix: string;
  color: string;
  createdAt: string;
  user: ArticleUser;
  /** True when an edit of the article removed the quoted text: listed, not drawn. */
  orphaned: boolean;
}

export interface Comment {
  id: string;
  articleId: string;
  highlightId: string;
  userId: string;
  text: string;
  createdAt: string;
  user: ArticleUser;
}

/** GET /api/articles/{id}: the whole article with its highlights and comments. */
export interface Article extends ArticleSummary {
  content: string;
  highlights: Highlight[];
  comments: Comment[];
  /**
   * Where the next page of other readers' notes starts (GET /api/articles/{id}/notes?cursor=),
   * or null when `highlights` holds them all.
   */
  notesCursor: string | null;
  /**
   * Asked with `?readers=true` on the caller's own article only: who reads it, as
   * GET /api/articles/{id}/readers answers. Absent otherwise.
   */
  readers?: ArticleReader[];
}

/**
 * GET /api/articles/{id}/notes: a page of an article's notes. A later page holds highlights of
 * other readers and their threads only (the reader's own came whole with the first).
 */
export interface ArticleNotes {
  highlights: Highlight[];
  comments: Comment[];
  notesCursor: string | null;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A draft from an import; a partial one comes back in a 422 as `partialData`. */
export interface ArticleDraft {
  title?: string | undefined;
  author?: string | undefined;
  content?: string | undefined;
  url?: string | undefined;
  siteName?: string | undefined;
  preview?: string | undefined;
}

export const DRAFT_FIELDS = ["title", "content", "author"] as const;

/** The body of a 422 partial import (docs/product-spec.md §3, Partial import result). */
export interface PartialImportError {
  error: string;
  errorType?: string;
  partialData: { title?: string; content?: string; author?: string; url?: string };
  missingFields: Array<(typeof DRAFT_FIELDS)[number]>;
}

/** The body of a successful create or import. */
export interface CreatedArticle {
  id: string;
}

/** What saving a page gives: the new article, or the one already saved from that page. */
export interface SavedPage extends CreatedArticle {
  /** True when the page was already in the library (nothing was created). */
  existing: boolean;
}

/** GET /api/articles/page-index: `since`, the version the extension keeps (schemas/page-layer.ts). */
export const pageIndexQuerySchema = z.strictObject({
  since: z.string().regex(PAGE_INDEX_VERSION, "since must be a version from the page index.").optional(),
});
