// A selection on the live page as a highlight of the saved article: its quote and the page's text
// around it, placed in the article's text (the text the reading screen counts offsets in) by the
// project's anchoring, whitespace left out on both sides; then described with the article's own
// offsets and context, as a highlight made on the reading screen is.
import {
  describeSelection,
  plainTextArticleText,
  withoutWhitespace,
  type TextSelector,
} from "@shared/anchoring";
import { HIGHLIGHT_TEXT_MAX } from "@shared/schemas/highlight-constants";
import type { ArticleBody } from "../../shared/layer-messages";
import { findQuote, stripWhitespace, type PageQuote } from "../layer/page-text";

/**
 * The saved article's text: a plain-text article's paragraphs joined, an HTML article's body text
 * as the reading screen renders it. The stored HTML was sanitised by the server; it is parsed here
 * into an inert template (nothing in it runs or loads) only to read its text.
 */
export function articleText(body: ArticleBody): string {
  if (body.contentType !== "html") return plainTextArticleText(body.content);
  const template = document.createElement("template");
  template.innerHTML = body.content;
  return template.content.textContent ?? "";
}

/** The selector of the page's selection in the article's text, or null when the article lacks it. */
export function selectorInArticle(text: string, quote: PageQuote): TextSelector | null {
  if (!stripWhitespace(quote.quote)) return null;
  const { stripped, offsets } = withoutWhitespace(text);
  const place = findQuote(stripped, { text: quote.quote, prefix: quote.prefix, suffix: quote.suffix });
  if (!place) return null;
  const from = offsets[place.start];
  const to = offsets[place.end - 1];
  if (from === undefined || to === undefined) return null;
  const selector = describeSelection(text, from, to + 1);
  return selector && selector.text.length <= HIGHLIGHT_TEXT_MAX ? selector : null;
}
