// The baseline: Hypothesis's text-quote matcher, written here from its documented algorithm (not
// its code). Every approximate match of the quote with at most half its length in errors is
// scored by quote similarity (weight 50), prefix and suffix similarity (20 each, each measured by
// the best approximate match of the stored context in the text beside the match) and closeness to
// the stored position (2); the best match wins, with no minimum score.
import search from "approx-string-match";
import type { TextPosition, TextSelector } from "../../../src/shared/anchoring";

function matches(text: string, pattern: string, maxErrors: number) {
  const exact: { start: number; end: number; errors: number }[] = [];
  for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1))
    exact.push({ start: at, end: at + pattern.length, errors: 0 });
  return exact.length ? exact : search(text, pattern, maxErrors);
}

function similarity(text: string, pattern: string): number {
  if (!text.length || !pattern.length) return 0;
  const found = matches(text, pattern, pattern.length);
  if (!found.length) return 0;
  return 1 - Math.min(...found.map((m) => m.errors)) / pattern.length;
}

export function hypothesisAnchor(text: string, h: TextSelector): TextPosition | null {
  const quote = h.text;
  if (!quote || !text) return null;
  const found = matches(text, quote, Math.min(256, Math.floor(quote.length / 2)));
  let best: TextPosition | null = null;
  let bestScore = -1;
  for (const m of found) {
    const quoteScore = 1 - m.errors / quote.length;
    const prefixScore = h.prefix
      ? similarity(text.slice(Math.max(0, m.start - h.prefix.length), m.start), h.prefix)
      : 1;
    const suffixScore = h.suffix ? similarity(text.slice(m.end, m.end + h.suffix.length), h.suffix) : 1;
    const positionScore = 1 - Math.abs(m.start - h.startOffset) / text.length;
    const score = (50 * quoteScore + 20 * prefixScore + 20 * suffixScore + 2 * positionScore) / 92;
    if (score > bestScore) {
      best = { startOffset: m.start, endOffset: m.end };
      bestScore = score;
    }
  }
  return best;
}
