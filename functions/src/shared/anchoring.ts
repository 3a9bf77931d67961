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
// the position first, then every exact copy of the quote and, unless one of them sits in its own
// context, near matches of the quote found from pieces of the quote and of its context. Each place
// is scored by quote and context together, context measured by similarity (an edited word beside
// the quote costs that word, not the whole side); the best place must earn its place by enough of
// both, else the highlight is orphaned: a wrong place is worse for a reader than an honest "gone".
import search from "approx-string-match";
import { HIGHLIGHT_CONTEXT_LENGTH } from "./schemas/highlight-constants";

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

/** From this length on, an exact copy of the quote is evidence enough by itself. */
const LONG_QUOTE = 24;
/** Near matches may differ from the quote in this share of its characters (at least two)... */
const FUZZY_ERROR_RATE = 0.2;
/** ...and in at most this many characters (bounds the search's cost on long quotes). */
const FUZZY_MAX_ERRORS = 256;
/** Exact copies of a very common quote ("the") looked at, at most. */
const MAX_EXACT = 1000;
/** Copies whose context is measured by similarity (the rest only by exact characters). */
const MEASURED = 12;
/** Hits of a piece beyond which the piece says nothing about where the quote went. */
const MAX_PIECE_HITS = 8;
/** Places a near match is looked for around, at most. */
const MAX_WINDOWS = 8;
/** Quotes are first looked for within this many characters of their old place. */
const NEARBY = 512;
/**
 * How far the only copy of a quote may have shifted and still count as in its old place (the
 * text before it rewritten to about its old length). Chosen on the anchoring benchmark: from 24
 * on, it begins to keep highlights whose passage was deleted on another copy nearby.
 */
const SHIFTED = 16;
/** Texts up to this long are searched whole for near matches (cheaper than finding pieces). */
const SEARCH_WHOLE_TEXT = 2048;

interface Match {
  start: number;
  end: number;
  errors: number;
}

interface Candidate {
  start: number;
  end: number;
  /** 0..1: how much of the quote the candidate reproduces. */
  quote: number;
  /** 0..1 each: how much the text beside it resembles the stored prefix and suffix. */
  prefix: number;
  suffix: number;
}

/** Per character code, the positions of that character in the stored context (reset after each use). */
const positions = new Int32Array(65536);

/**
 * Edits needed to turn `stored` into the text beside the candidate, read outward from the quote:
 * from `origin` in steps of `step` (-1 before the quote, where `stored` is read backwards too),
 * over up to `available` characters. The far end is free (the stored context may now continue
 * differently), the near end is not: the smallest edit distance from `stored` to any outward
 * stretch of the text starting at the quote.
 */
export function outwardDistance(
  stored: string,
  text: string,
  origin: number,
  step: 1 | -1,
  available: number,
): number {
  const m = stored.length;
  const window = Math.min(available, m + 8);
  if (m > 32) return outwardDistanceByTable(stored, text, origin, step, window);
  // Myers' bit-vector form of the same table (Hyyrö's edit-distance variant): a column of
  // the table is two words of +1/-1 steps down it, so each text character costs a few word
  // operations instead of a row of cells. Anchoring measures every candidate's context, and
  // this is most of its time.
  for (let i = 0; i < m; i++) positions[stored.charCodeAt(step === 1 ? i : m - 1 - i)]! |= 1 << i;
  const last = 1 << (m - 1);
  let up = -1; // the table's first column rises by one each row
  let down = 0;
  let distance = m;
  let best = m;
  for (let j = 0; j < window; j++) {
    const eq = positions[text.charCodeAt(origin + step * j)]!;
    const xv = eq | down;
    const xh = (((eq & up) + up) ^ up) | eq;
    let right = down | ~(xh | up);
    let left = up & xh;
    if (right & last) distance += 1;
    else if (left & last) distance -= 1;
    if (distance < best) best = distance;
    // The first row rises by one each column too: the near end is not free.
    right = (right << 1) | 1;
    left <<= 1;
    up = left | ~(xv | right);
    down = right & xv;
  }
  for (let i = 0; i < m; i++) positions[stored.charCodeAt(i)] = 0;
  return best;
}

/** The same for a stored context longer than a word of bits (clients may store up to 128 characters). */
function outwardDistanceByTable(
  stored: string,
  text: string,
  origin: number,
  step: 1 | -1,
  window: number,
): number {
  const m = stored.length;
  let previous = new Int32Array(window + 1);
  let current = new Int32Array(window + 1);
  for (let j = 0; j <= window; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    const c = stored.charCodeAt(step === 1 ? i - 1 : m - i);
    for (let j = 1; j <= window; j++) {
      const substitution = previous[j - 1]! + (text.charCodeAt(origin + step * (j - 1)) === c ? 0 : 1);
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
    }
    [previous, current] = [current, previous];
  }
  let best = m;
  for (let j = 0; j <= window; j++) best = Math.min(best, previous[j]!);
  return best;
}

/** 0..1: how much the text before `start` resembles the stored prefix (1 when it ends the same way). */
function prefixSimilarity(text: string, start: number, prefix: string): number {
  // An empty stored prefix means the quote began the text: fitting if it still does, unknown if not.
  if (!prefix.length) return start === 0 ? 1 : 0.5;
  return 1 - outwardDistance(prefix, text, start - 1, -1, start) / prefix.length;
}

function suffixSimilarity(text: string, end: number, suffix: string): number {
  if (!suffix.length) return end === text.length ? 1 : 0.5;
  return 1 - outwardDistance(suffix, text, end, 1, text.length - end) / suffix.length;
}

/**
 * Edits a near match may have: a share of the quote, but two even in a short word, since fixing
 * a swapped pair of letters ("recieve") is two.
 */
function maxErrors(length: number): number {
  return Math.min(FUZZY_MAX_ERRORS, Math.max(2, Math.floor(length * FUZZY_ERROR_RATE)));
}

/** Cheap context score: characters of stored context found exactly, outward from the candidate. */
function exactContext(text: string, start: number, end: number, h: TextSelector): number {
  const { prefix, suffix } = h;
  let before = 0;
  const beforeMax = Math.min(prefix.length, start);
  while (
    before < beforeMax &&
    text.charCodeAt(start - 1 - before) === prefix.charCodeAt(prefix.length - 1 - before)
  )
    before += 1;
  let after = 0;
  const afterMax = Math.min(suffix.length, text.length - end);
  while (after < afterMax && text.charCodeAt(end + after) === suffix.charCodeAt(after)) after += 1;
  return before + after;
}

/**
 * Whether the copy of the quote at `start` stands in all of its stored context, so that no other
 * place can score higher unless it is as well and nearer the old offsets.
 */
function inFullContext(text: string, start: number, h: TextSelector): boolean {
  const end = start + h.text.length;
  return (
    (h.prefix.length > 0 || start === 0) &&
    (h.suffix.length > 0 || end === text.length) &&
    exactContext(text, start, end, h) === h.prefix.length + h.suffix.length
  );
}

function measure(text: string, start: number, end: number, quote: number, h: TextSelector): Candidate {
  return {
    start,
    end,
    quote,
    prefix: prefixSimilarity(text, start, h.prefix),
    suffix: suffixSimilarity(text, end, h.suffix),
  };
}

/** Quote counts double: it is what was highlighted; nearness to the old offsets breaks ties. */
function score(c: Candidate, h: TextSelector): number {
  const nearness = 1 / (1 + Math.abs(c.start - h.startOffset) / 1000);
  return 2 * c.quote + c.prefix + c.suffix + 0.25 * nearness;
}

/**
 * Whether the best place has earned it. An exact copy of a long quote has; a short one needs its
 * context around it (a lone "the" proves nothing), the more so the shorter it is. A near match
 * needs context as well, unless it reproduces most of a long passage: similar words elsewhere are
 * how a deleted passage gets misplaced.
 */
function earned(c: Candidate, length: number, atOldPlace: boolean): boolean {
  const context = c.prefix + c.suffix;
  if (c.quote === 1) return length >= LONG_QUOTE || atOldPlace || context >= (length < 8 ? 1.1 : 0.9);
  if (c.quote < 1 - maxErrors(length) / length - 1e-9) return false;
  if (length >= 64 && c.quote >= 0.9) return true;
  return context >= (length < 16 ? 1.3 : length < 48 ? 1.0 : 0.6);
}

function best(candidates: Candidate[], h: TextSelector): Candidate | null {
  let chosen: Candidate | null = null;
  let chosenScore = -Infinity;
  for (const c of candidates) {
    const s = score(c, h);
    if (s > chosenScore) {
      chosen = c;
      chosenScore = s;
    }
  }
  return chosen;
}

/**
 * The first `n` of `items` in the order of `compare`, ties in their order in `items`: what a
 * stable sort would put first, without sorting up to a thousand copies of a common word.
 */
function first<T>(items: T[], n: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === n && compare(item, kept[n - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && compare(item, kept[at - 1]!) < 0) at -= 1;
    kept.splice(at, 0, item);
    if (kept.length > n) kept.pop();
  }
  return kept;
}

/** Exact copies of the quote, the context of the likeliest ones measured by similarity. */
function exactCandidates(text: string, h: TextSelector): Candidate[] {
  const quote = h.text;
  const found: { start: number; exact: number; distance: number }[] = [];
  for (
    let at = text.indexOf(quote);
    at !== -1 && found.length < MAX_EXACT;
    at = text.indexOf(quote, at + 1)
  ) {
    found.push({
      start: at,
      exact: exactContext(text, at, at + quote.length, h),
      distance: Math.abs(at - h.startOffset),
    });
  }
  let likeliest = found;
  if (found.length > MEASURED) {
    const byContext = first(found, MEASURED / 2, (a, b) => b.exact - a.exact);
    const byPlace = first(found, MEASURED / 2, (a, b) => a.distance - b.distance);
    likeliest = [...new Set([...byContext, ...byPlace])];
  }
  return likeliest.map((f) => measure(text, f.start, f.start + quote.length, 1, h));
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

/** Hits of `piece` in `text`, or none when it is everywhere (and so says nothing). */
function hits(text: string, piece: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(piece); at !== -1; at = text.indexOf(piece, at + 1)) {
    if (found.length === MAX_PIECE_HITS) return [];
    found.push(at);
  }
  return found;
}

/**
 * Where the quote may have gone, guessed from exact pieces of the quote and of its context: a
 * quote with a few edits keeps most of its pieces, and a short quote's context finds its place
 * even when the quote itself changed.
 */
function likelyStarts(text: string, h: TextSelector): number[] {
  const quote = h.text;
  const guesses: number[] = [];
  const pieceLength = Math.max(6, Math.min(32, Math.floor(quote.length / 4)));
  if (quote.length >= 2 * pieceLength) {
    const pieces = Math.min(6, Math.floor(quote.length / pieceLength));
    const step = (quote.length - pieceLength) / Math.max(1, pieces - 1);
    for (let p = 0; p < pieces; p++) {
      const offset = Math.round(p * step);
      for (const at of hits(text, quote.slice(offset, offset + pieceLength))) guesses.push(at - offset);
    }
  }
  const context = 12;
  if (h.prefix.length >= 6) {
    const tail = h.prefix.slice(-context);
    for (const at of hits(text, tail)) guesses.push(at + tail.length);
    const head = h.prefix.slice(0, context);
    for (const at of hits(text, head)) guesses.push(at + h.prefix.length);
  }
  if (h.suffix.length >= 6) {
    const head = h.suffix.slice(0, context);
    for (const at of hits(text, head)) guesses.push(at - quote.length);
    const tail = h.suffix.slice(-context);
    for (const at of hits(text, tail)) guesses.push(at + tail.length - h.suffix.length - quote.length);
  }
  return guesses;
}

/** Near matches of the quote (within the error bound), around the likely places or in a short text. */
function nearCandidates(text: string, h: TextSelector): Candidate[] {
  const quote = h.text;
  const errors = maxErrors(quote.length);
  const found: Match[] = [];
  const within = (from: number, to: number) => {
    // The matcher answers only the best matches it finds: an exact copy of the quote would hide
    // every near match, so the stretches between exact copies are searched apart.
    const part = text.slice(from, to);
    let begin = 0;
    for (let at = part.indexOf(quote); ; at = part.indexOf(quote, at + 1)) {
      const stop = at === -1 ? part.length : at;
      if (stop - begin >= quote.length - errors) {
        const offset = from + begin;
        for (const m of search(part.slice(begin, stop), quote, errors)) {
          if (possibleMatch(quote, m))
            found.push({ start: offset + m.start, end: offset + m.end, errors: m.errors });
        }
      }
      if (at === -1) break;
      begin = Math.max(begin, at + quote.length);
    }
  };
  if (text.length <= SEARCH_WHOLE_TEXT) within(0, text.length);
  else {
    // Most edits leave a quote near its old place: looking there first is cheap, and when it is
    // found there in its context, nothing else needs looking at.
    within(Math.max(0, h.startOffset - NEARBY), Math.min(text.length, h.startOffset + quote.length + NEARBY));
    const local = best(rank(found, text, h), h);
    if (local && local.prefix + local.suffix >= 1.5) return [local];
    found.length = 0;
    const slack = errors + 16;
    const windows: [number, number][] = [];
    for (const guess of likelyStarts(text, h).sort((a, b) => a - b)) {
      const from = Math.max(0, guess - slack);
      const to = Math.min(text.length, guess + quote.length + slack);
      const last = windows.at(-1);
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else windows.push([from, to]);
    }
    windows.sort((a, b) => Math.abs(a[0] - h.startOffset) - Math.abs(b[0] - h.startOffset));
    for (const [from, to] of windows.slice(0, MAX_WINDOWS)) within(from, to);
  }
  return rank(found, text, h);
}

/** Per place, the match with the fewest errors (the matcher answers one per end position), measured. */
function rank(found: Match[], text: string, h: TextSelector): Candidate[] {
  const sorted = [...found].sort((a, b) => a.errors - b.errors || a.start - b.start);
  const kept: Match[] = [];
  for (const m of sorted) {
    if (kept.some((k) => m.start < k.end && k.start < m.end)) continue;
    kept.push(m);
    if (kept.length === MEASURED) break;
  }
  return kept.map((m) => measure(text, m.start, m.end, 1 - m.errors / h.text.length, h));
}

/**
 * Where a stored highlight is in `text` (the article's text, possibly edited since the highlight
 * was made): at its offsets if the quote is still there in its context; else the exact copy of
 * the quote or the near match whose surroundings best resemble the stored prefix and suffix, if
 * it has earned its place by quote and context together; else null, and the highlight is orphaned.
 */
export function anchorHighlight(text: string, h: TextSelector): TextPosition | null {
  const quote = h.text;
  if (!quote) return null;
  const start = h.startOffset;
  const end = start + quote.length;
  if (start >= 0 && text.slice(start, end) === quote) {
    const available = h.prefix.length + h.suffix.length;
    if (quote.length >= LONG_QUOTE || exactContext(text, start, end, h) >= Math.min(8, available)) {
      return { startOffset: start, endOffset: end };
    }
  }

  // Most edits move a quote without touching it or its context (a paragraph added or removed
  // before it, paragraphs reordered): the nearest copy in all of its context outscores every other
  // place, and finding it costs a scan as far as it moved, not of the whole text.
  const from = Math.min(Math.max(0, start), text.length);
  const next = text.indexOf(quote, from);
  const previous = from > 0 ? text.lastIndexOf(quote, from - 1) : -1;
  if (next === -1 && previous === -1) {
    const near = best(nearCandidates(text, h), h);
    return near && earned(near, quote.trim().length, near.start === start)
      ? { startOffset: near.start, endOffset: near.end }
      : null;
  }
  const nearest =
    previous === -1 || (next !== -1 && next - from < from - previous)
      ? next
      : next === -1 || from - previous < next - from
        ? previous
        : -1;
  if (nearest !== -1 && inFullContext(text, nearest, h)) {
    return { startOffset: nearest, endOffset: nearest + quote.length };
  }

  const exact = exactCandidates(text, h);
  let chosen = best(exact, h);
  // An exact copy in its own context is the highlight; otherwise a near match in the right place
  // (a word changed inside the quote, where another copy stands unchanged elsewhere) may beat it.
  if (!chosen || chosen.prefix + chosen.suffix < 1.5) {
    chosen = best([...(chosen ? [chosen] : []), ...nearCandidates(text, h)], h);
  }
  // The quote at its very offsets is evidence too: everything before it still adds up to as many
  // characters. So is the text's only copy of it a few characters from there: the words around it
  // were rewritten, and there is nowhere else it could have gone.
  const inPlace =
    chosen &&
    (chosen.start === start ||
      (chosen.quote === 1 && exact.length === 1 && Math.abs(chosen.start - start) <= SHIFTED));
  return chosen && earned(chosen, quote.trim().length, Boolean(inPlace))
    ? { startOffset: chosen.start, endOffset: chosen.end }
    : null;
}

/**
 * `text` without whitespace, and for each remaining character its offset in `text`: a quote copied
 * from a page and the stored text differ in their whitespace, so both are compared without it.
 */
export function withoutWhitespace(text: string): { stripped: string; offsets: number[] } {
  let stripped = "";
  const offsets: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (/\s/.test(char)) continue;
    stripped += char;
    offsets.push(i);
  }
  return { stripped, offsets };
}
