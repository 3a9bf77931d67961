// Pure text helpers for articles: clean one-line strings and previews (search words: search-text.ts).
import { ARTICLE_PREVIEW_LENGTH } from "../shared";

/** Collapses whitespace and drops control characters from a one-line value (titles, bylines). */
export function sanitizeText(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first 150 characters of an article's text: the article card's preview. */
export function textPreview(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, ARTICLE_PREVIEW_LENGTH);
}
