// Benchmark 2, built independently of the edit generator: real successive revisions of Rust book
// chapters (typo fixes, rewordings, moved and rewritten sections, by many authors over years),
// imported as plain-text articles. The highlights are picked at random, half of them near what
// the revision changed; the ground truth comes from a word-level diff of the two versions: a
// highlight whose characters survive (at least 90 %, reading as the same quote) must land there,
// one with at most half left must be orphaned, and anything between is too ambiguous to judge and
// is left out (counted). A quote the diff calls deleted but that is still there word for word is
// left out too (a diff sees a moved paragraph as deleted and inserted).
import { describeSelection, plainTextArticleText } from "../../../src/shared/anchoring";
import type { Revision } from "./corpus";
import type { Case, HighlightKind } from "./edited-articles";
import type { Expected } from "./outcome";
import type { Random } from "./random";
import { characterOrigins } from "./token-diff";

/** Edit distance of two strings (small ones: quotes), by the two-row dynamic programme. */
function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

const KIND_LENGTHS: Record<HighlightKind, [number, number]> = {
  word: [3, 12],
  "repeated phrase": [8, 30],
  sentence: [30, 200],
  passage: [200, 600],
};

export interface Skipped {
  ambiguous: number;
  tooDifferent: number;
}

export function revisionCases(
  revision: Revision,
  perRevision: number,
  rng: Random,
  skipped: Skipped,
): Case[] {
  const before = plainTextArticleText(revision.before);
  const after = plainTextArticleText(revision.after);
  const origin = characterOrigins(before, after);
  if (!origin) {
    skipped.tooDifferent++;
    return [];
  }
  const where = new Int32Array(before.length).fill(-1);
  origin.forEach((o, j) => {
    if (o >= 0) where[o] = j;
  });
  const changed: number[] = [];
  for (let i = 0; i < before.length; i++) if (where[i] === -1) changed.push(i);

  const cases: Case[] = [];
  const kinds = Object.keys(KIND_LENGTHS) as HighlightKind[];
  for (let n = 0; n < perRevision; n++) {
    const kind = kinds[n % kinds.length]!;
    const [min, max] = KIND_LENGTHS[kind];
    const length = min + rng.int(max - min + 1);
    const near = changed.length && n % 2 === 0 ? changed[rng.int(changed.length)]! : rng.int(before.length);
    const start = Math.max(0, Math.min(before.length - length, near - rng.int(length + 40) + 20));
    // Whole words: widen to the word boundaries either side.
    let from = start;
    let to = start + length;
    while (from > 0 && /\w/.test(before[from - 1]!)) from--;
    while (to < before.length && /\w/.test(before[to]!)) to++;
    const selector = describeSelection(before, from, to);
    if (!selector) continue;

    let kept = 0;
    let first = -1;
    let last = -1;
    for (let i = selector.startOffset; i < selector.endOffset; i++) {
      const j = where[i]!;
      if (j === -1) continue;
      kept++;
      if (first === -1) first = j;
      last = j;
    }
    const size = selector.text.length;
    let expected: Expected;
    if (kept >= 0.9 * size && last > first) {
      const now = after.slice(first, last + 1);
      if (levenshtein(selector.text, now) > 0.1 * size) {
        skipped.ambiguous++;
        continue;
      }
      expected = { startOffset: first, endOffset: last + 1 };
    } else if (kept <= 0.5 * size) {
      // Still there word for word, with some of its context: a move the diff could not see.
      const inContext = selector.prefix.slice(-8) + selector.text + selector.suffix.slice(0, 8);
      if ((size >= 16 && after.includes(selector.text)) || after.includes(inContext)) {
        skipped.ambiguous++;
        continue;
      }
      expected = null;
    } else {
      skipped.ambiguous++;
      continue;
    }
    const edit = !expected
      ? "quote deleted"
      : kept < size
        ? "quote revised"
        : first === selector.startOffset
          ? "quote kept, same offsets"
          : "quote kept, moved";
    cases.push({ highlight: kind, edit, selector, text: after, expected });
  }
  return cases;
}
