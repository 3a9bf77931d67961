// Pure text helpers for articles: clean one-line strings, previews, and title search tokens.
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

/** Longest prefix stored per word: a longer query word is matched on this much, then in memory. */
const TOKEN_MAX = 12;
const TOKENS_MAX = 150;

/** Lowercase words of a title or query (letters and digits in any script). */
function words(value: string): string[] {
  return (
    value
      .toLowerCase()
      .normalize("NFKC")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * Every prefix (1 to 12 characters) of every title word, so a Firestore `array-contains` finds
 * titles by the start of any word, reading only matching documents.
 */
export function titleTokens(title: string): string[] {
  const tokens = new Set<string>();
  for (const word of words(title)) {
    for (let length = 1; length <= Math.min(word.length, TOKEN_MAX); length++)
      tokens.add(word.slice(0, length));
  }
  return [...tokens].slice(0, TOKENS_MAX);
}

/** The token a query is looked up by: its longest word, cut to the stored prefix length. */
export function queryToken(query: string): string | undefined {
  const longest = words(query).sort((a, b) => b.length - a.length)[0];
  return longest?.slice(0, TOKEN_MAX);
}

/** True when every word of the query starts some word of the title. */
export function titleMatches(title: string, query: string): boolean {
  const titleWords = words(title);
  return words(query).every((q) => titleWords.some((w) => w.startsWith(q)));
}
