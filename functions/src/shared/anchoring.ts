// Where highlights live in an article, shared by the browser (which draws them) and the server
// (which re-anchors them when an article is edited). Pure TypeScript: no DOM, no Node.
//
// The article's text is the one string every offset counts in: the `textContent` of the rendered
// article body. For HTML articles that is the sanitised HTML's text; for plain-text articles the
// body is rendered one <p> per paragraph (paragraphs are separated by blank lines), so the text is
// the paragraphs joined with nothing between them.
import type { ContentType } from "./schemas/articles";

/** The paragraphs of a plain-text article, as the reading screen renders them. */
export function textParagraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The text of a plain-text article; an HTML article's text is its rendered `textContent`. */
export function plainTextArticleText(content: string): string {
  return textParagraphs(content).join("");
}

export type { ContentType };
