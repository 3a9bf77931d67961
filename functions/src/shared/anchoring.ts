// Where highlights live in an article, shared by the browser (which draws them) and the server
// (which re-anchors them when an article is edited). Pure TypeScript: no DOM, no Node.
//
// The article's text is the one string every offset counts in: the `textContent` of the rendered
// article body. For HTML articles that is the sanitised HTML's text; for plain-text articles the
// body is rendered one <p> per paragraph (paragraphs are separated by blank lines), so the text is
// the paragraphs joined with nothing between them.
//
// A highlight is stored as a W3C Web Annotation style pair of selectors: a position selector
// (`startOffset`/`endOffset`, UTF-16 code units, like DOM ranges count) and a text-quote selector
// (`text` plus up to HIGHLIGHT_CONTEXT_LENGTH characters of `prefix` and `suffix`). Anchoring tries
// the position first, then the quote with the context that fits best, then a fuzzy match of the
// quote within a bounded number of errors; a highlight that none of these finds is orphaned.
import search from "approx-string-match";
import { HIGHLIGHT_CONTEXT_LENGTH } from "./schemas/annotations";

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

/** What a highlight stores to find its place again (the body of POST /api/highlights, minus colour). */
export interface TextSelector {
  startOffset: number;
  endOffset: number;
  text: string;
  prefix: string;
  suffix: string;
}

export interface TextPosition {
  startOffset: number;
  endOffset: number;
}

/** The context a selector keeps around `start`..`end` of `text`: up to HIGHLIGHT_CONTEXT_LENGTH characters each side. */
export function quoteContext(
  text: string,
  start: number,
  end: number,
): Pick<TextSelector, "prefix" | "suffix"> {
  return {
    prefix: text.slice(Math.max(0, start - HIGHLIGHT_CONTEXT_LENGTH), start),
    suffix: text.slice(end, end + HIGHLIGHT_CONTEXT_LENGTH),
  };
}

/**
 * The selector for the characters `start`..`end` of `text`, with whitespace at either end left
 * out (a selection that ends on a line break should not highlight it). Null when nothing but
 * whitespace, or nothing at all, is selected.
 */
export function describeSelection(text: string, start: number, end: number): TextSelector | null {
  let from = Math.max(0, Math.min(start, end, text.length));
  let to = Math.min(text.length, Math.max(start, end, 0));
  while (from < to && /\s/.test(text.charAt(from))) from += 1;
  while (to > from && /\s/.test(text.charAt(to - 1))) to -= 1;
  if (from >= to) return null;
  return { startOffset: from, endOffset: to, text: text.slice(from, to), ...quoteContext(text, from, to) };
}

/** Quotes shorter than this must also find some of their context (a lone "the" proves nothing). */
const SHORT_QUOTE = 8;
/** Context characters a short quote must find around itself (or all the context it had, if less). */
const SHORT_QUOTE_CONTEXT = 8;
/** A fuzzy match may differ from the quote in at most this share of its characters... */
const FUZZY_ERROR_RATE = 0.2;
/** ...and in at most this many characters (bounds the search's cost on long quotes). */
const FUZZY_MAX_ERRORS = 256;

function commonPrefixLength(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
}

function commonSuffixLength(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i += 1;
  return i;
}

interface Candidate {
  start: number;
  end: number;
  /** 0..1: how much of the quote the candidate reproduces. */
  quote: number;
}

/** Characters of stored context found around a candidate: before it, and after it. */
function contextMatch(text: string, c: Candidate, h: TextSelector) {
  const before = text.slice(Math.max(0, c.start - h.prefix.length), c.start);
  const after = text.slice(c.end, c.end + h.suffix.length);
  return { before: commonSuffixLength(before, h.prefix), after: commonPrefixLength(after, h.suffix) };
}

function score(text: string, c: Candidate, h: TextSelector): number {
  const { before, after } = contextMatch(text, c, h);
  // An empty stored prefix (suffix) means the quote began (ended) the text.
  const prefix = h.prefix.length ? before / h.prefix.length : c.start === 0 ? 1 : 0;
  const suffix = h.suffix.length ? after / h.suffix.length : c.end === text.length ? 1 : 0;
  const distance = Math.abs(c.start - h.startOffset) / Math.max(text.length, 1);
  return 2 * c.quote + prefix + suffix + 0.25 * (1 - Math.min(1, distance));
}

/** A short quote stands only where enough of its context stands around it. */
function plausible(text: string, c: Candidate, h: TextSelector): boolean {
  if (h.text.trim().length >= SHORT_QUOTE) return true;
  const available = h.prefix.length + h.suffix.length;
  if (available === 0) return true;
  const { before, after } = contextMatch(text, c, h);
  return before + after >= Math.min(SHORT_QUOTE_CONTEXT, available);
}

function best(text: string, candidates: Candidate[], h: TextSelector): TextPosition | null {
  let chosen: Candidate | null = null;
  let chosenScore = -Infinity;
  for (const c of candidates) {
    if (!plausible(text, c, h)) continue;
    const s = score(text, c, h);
    if (s > chosenScore) {
      chosen = c;
      chosenScore = s;
    }
  }
  return chosen ? { startOffset: chosen.start, endOffset: chosen.end } : null;
}

/**
 * Whether a fuzzy match can really be the quote: a match with `errors` edits is at least
 * `quote.length - errors` long and never empty. approx-string-match 1.x answered quotes whose
 * length is a multiple of 32 with zero-error, zero-length matches (an empty highlight); 2.x fixed
 * it, and this keeps any such answer from ever becoming a highlight.
 */
function possibleMatch(quote: string, m: { start: number; end: number; errors: number }): boolean {
  const length = m.end - m.start;
  return length > 0 && length >= quote.length - m.errors;
}

/**
 * Where a stored highlight is in `text` (the article's text, possibly edited since the highlight
 * was made): at its offsets if the quote is still there; else the occurrence of the quote whose
 * surroundings best match the stored prefix and suffix (so repeated text finds the right copy);
 * else the closest fuzzy match of the quote within a bounded number of errors; else null, and the
 * highlight is orphaned.
 */
export function anchorHighlight(text: string, h: TextSelector): TextPosition | null {
  const quote = h.text;
  if (!quote) return null;
  if (h.startOffset >= 0 && text.slice(h.startOffset, h.endOffset) === quote) {
    return { startOffset: h.startOffset, endOffset: h.endOffset };
  }

  const exact: Candidate[] = [];
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    exact.push({ start: at, end: at + quote.length, quote: 1 });
  }
  const found = best(text, exact, h);
  if (found) return found;

  const maxErrors = Math.min(FUZZY_MAX_ERRORS, Math.floor(quote.length * FUZZY_ERROR_RATE));
  if (maxErrors < 1 || quote.trim().length < SHORT_QUOTE) return null;
  const fuzzy = search(text, quote, maxErrors)
    .filter((m) => possibleMatch(quote, m))
    .map((m) => ({ start: m.start, end: m.end, quote: 1 - m.errors / quote.length }));
  return best(text, fuzzy, h);
}
