// Where a quote carried from elsewhere (the bookmarklet's selected text, a highlight in another
// service's export) stands in a saved article's text, as a highlight's selector. The page and the article differ in their whitespace
// (a selection spanning two paragraphs reads "one.\n\nTwo", the article's text "one.Two"; a
// non-breaking space may become a space), so the quote is looked for with all whitespace left out
// on both sides: first as an exact copy, then as a near match through the same anchoring that
// re-finds highlights after an edit, which also decides when a near match is not good enough.
import { anchorHighlight, describeSelection, withoutWhitespace, type TextSelector } from "./anchoring";
import { HIGHLIGHT_TEXT_MAX } from "./schemas/highlight-constants";

/**
 * The selector of `quote` in `articleText` (the first place it stands), or null when the article
 * does not contain it closely enough to say where.
 */
export function quoteSelector(articleText: string, quote: string): TextSelector | null {
  const needle = withoutWhitespace(quote).stripped;
  if (!needle) return null;
  const { stripped, offsets } = withoutWhitespace(articleText);
  let start = stripped.indexOf(needle);
  let end = start + needle.length;
  if (start === -1) {
    const near = anchorHighlight(stripped, {
      text: needle,
      startOffset: 0,
      endOffset: needle.length,
      prefix: "",
      suffix: "",
    });
    if (!near) return null;
    ({ startOffset: start, endOffset: end } = near);
  }
  const from = offsets[start];
  const to = offsets[end - 1];
  if (from === undefined || to === undefined) return null;
  const selector = describeSelection(articleText, from, to + 1);
  return selector && selector.text.length <= HIGHLIGHT_TEXT_MAX ? selector : null;
}
