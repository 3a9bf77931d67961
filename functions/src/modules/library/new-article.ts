// Storing a new article for a reader (typed, completed or imported): the title and byline
// cleaned, the content sanitised (HTML) with its preview, and the points of saving it.
import { canonicalUrl, plainTextArticleText, type ContentType, type CreatedArticle } from "../../shared";
import { badRequest } from "../../lib/errors";
import { LARGE_BODY_CHARACTERS } from "../../lib/function-sizes";
import { oneAtATime } from "../../lib/one-at-a-time";
import { textTokens } from "../../lib/search-text";
import { sanitizeText, textPreview } from "../../lib/text";
import { sanitizeArticleHtml } from "./article-html";
import type { ArticleAction, ArticleDoc } from "./library.repository";
import { createArticle } from "./library.service";

/**
 * Sanitising a large body takes about 60 bytes of memory a character: one instance sanitises one
 * at a time (lib/function-sizes.ts, LARGE_BODY_CHARACTERS), the others wait their turn.
 */
const sanitizeLargeHtml = oneAtATime(sanitizeArticleHtml);

export /** Content as stored: HTML is sanitised (again) and its text gives the preview. */
async function prepareContent(
  content: string,
  type: ContentType,
): Promise<{ content: string; text: string; preview: string }> {
  if (type === "text") return { content, text: plainTextArticleText(content), preview: textPreview(content) };
  const clean =
    content.length > LARGE_BODY_CHARACTERS
      ? await sanitizeLargeHtml(content)
      : await sanitizeArticleHtml(content);
  if (!clean.text.trim())
    throw badRequest("content: Please provide content for your article.", { field: "content" });
  return { content: clean.html, text: clean.text, preview: textPreview(clean.text) };
}

export interface NewArticleInput {
  title: string;
  content: string;
  author: string | null;
  url: string | null;
  /** Found on the page (its canonical link); otherwise derived from `url`. */
  canonicalUrl?: string | null;
  siteName?: string | null;
  contentType: ContentType;
  importedFrom: ArticleDoc["importedFrom"];
  /** What saving it counts as in its owner's points. */
  action: ArticleAction;
  /** Already computed (imports), or derived from the content. */
  preview?: string;
}

/** Stores a new article for `uid` (manual, completed or imported). */
export async function createArticleFor(uid: string, input: NewArticleInput): Promise<CreatedArticle> {
  const title = sanitizeText(input.title);
  const prepared =
    input.preview !== undefined && input.importedFrom !== "manual"
      ? { content: input.content, preview: input.preview }
      : await prepareContent(input.content, input.contentType);
  const id = await createArticle(
    {
      userId: uid,
      title,
      titleTokens: textTokens(title),
      url: input.url,
      canonicalUrl: input.canonicalUrl ?? (input.url ? canonicalUrl(input.url) : null),
      author: input.author ? sanitizeText(input.author) : null,
      siteName: input.siteName ?? null,
      folderId: null,
      tagIds: [],
      preview: prepared.preview,
      contentType: input.contentType,
      importedFrom: input.importedFrom,
    },
    prepared.content,
    input.action,
  );
  return { id };
}
