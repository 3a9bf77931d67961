// A book's text as its highlights give it: the Kindle clippings and the Readwise export carry no
// article to anchor highlights in, so the passages themselves, in reading order, become the text.
import type { ParsedHighlight, ParsedItem } from "../parsed-library";

/** The highlights in reading order: by location, those without one after, each group as listed. */
export function inReadingOrder(highlights: ParsedHighlight[]): ParsedHighlight[] {
  return highlights
    .map((highlight, at) => ({ highlight, at }))
    .sort(
      (a, b) =>
        (a.highlight.location ?? Number.POSITIVE_INFINITY) -
          (b.highlight.location ?? Number.POSITIVE_INFINITY) || a.at - b.at,
    )
    .map(({ highlight }) => highlight);
}

/** One paragraph per highlight, in the order given. */
export function textFromHighlights(highlights: ParsedHighlight[]): ParsedItem["content"] {
  return { type: "text", value: highlights.map((highlight) => highlight.quote).join("\n\n") };
}
