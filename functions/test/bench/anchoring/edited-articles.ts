// Benchmark 1: highlights of four kinds on real articles, each article then edited the ways real
// edits happen. Every character of the edited text remembers which character of the original it
// came from (or none, when the edit wrote it), so the ground truth of each case is computed, not
// guessed: the highlight must land on the characters its quote became, or be orphaned when fewer
// than half of them are left.
import { describeSelection, type TextSelector } from "../../../src/shared/anchoring";
import type { Article } from "./corpus";
import type { Expected } from "./outcome";
import type { Random } from "./random";

interface Para {
  text: string;
  /** For each character, its offset in the text the highlight was made on, or -1 if an edit wrote it. */
  origin: number[];
}

class Doc {
  constructor(public paras: Para[]) {}

  static of(paragraphs: string[]): Doc {
    let at = 0;
    return new Doc(
      paragraphs.map((text) => {
        const origin = Array.from({ length: text.length }, (_, i) => at + i);
        at += text.length;
        return { text, origin };
      }),
    );
  }

  get text(): string {
    return this.paras.map((p) => p.text).join("");
  }

  replace(p: number, from: number, to: number, value: string): void {
    const para = this.paras[p]!;
    para.text = para.text.slice(0, from) + value + para.text.slice(to);
    para.origin.splice(from, to - from, ...new Array<number>(value.length).fill(-1));
  }

  insertPara(at: number, text: string): void {
    this.paras.splice(at, 0, { text, origin: new Array<number>(text.length).fill(-1) });
  }

  movePara(from: number, to: number): void {
    const [para] = this.paras.splice(from, 1);
    this.paras.splice(to, 0, para!);
  }

  /** Paragraph and offset in it of the character that was at `offset` of the original. */
  locate(offset: number): { p: number; i: number } {
    for (let p = 0; p < this.paras.length; p++) {
      const i = this.paras[p]!.origin.indexOf(offset);
      if (i !== -1) return { p, i };
    }
    throw new Error(`offset ${offset} is gone`);
  }

  /** Where the original `start`..`end` is now: from its first surviving character to its last. */
  expected(start: number, end: number): Expected {
    let at = 0;
    let first = -1;
    let last = -1;
    let kept = 0;
    for (const para of this.paras) {
      for (let i = 0; i < para.origin.length; i++) {
        const o = para.origin[i]!;
        if (o >= start && o < end) {
          kept++;
          if (first === -1) first = at + i;
          last = at + i;
        }
      }
      at += para.text.length;
    }
    return kept * 2 >= end - start ? { startOffset: first, endOffset: last + 1 } : null;
  }
}

interface Span {
  from: number;
  to: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const SENTENCE = /[^.!?…]+[.!?…]*["'”’»)]*/gu;

const spans = (text: string, re: RegExp): Span[] =>
  [...text.matchAll(re)].map((m) => ({ from: m.index, to: m.index + m[0].length }));

export type HighlightKind = "word" | "repeated phrase" | "sentence" | "passage";
export const HIGHLIGHT_KINDS: HighlightKind[] = ["word", "repeated phrase", "sentence", "passage"];

export const EDIT_KINDS = [
  "paragraph inserted before",
  "paragraph removed before",
  "typo fixed in the quote",
  "whitespace changed",
  "word changed beside it",
  "passage deleted",
  "passage duplicated",
  "paragraphs reordered",
  "surroundings rewritten",
  "several at once",
] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/** Real text from other articles, for what edits write. */
export interface Donor {
  paragraph(): string;
  word(): string;
  /** About `length` characters of running text, ending on a word. */
  phrase(length: number): string;
}

export function donorFrom(articles: Article[], rng: Random): Donor {
  const paragraphs = articles.flatMap((a) => a.paragraphs.filter((p) => p.length >= 80 && p.length <= 800));
  const words = [...new Set(paragraphs.slice(0, 400).flatMap((p) => p.match(WORD) ?? []))].filter(
    (w) => w.length >= 3,
  );
  return {
    paragraph: () => rng.pick(paragraphs),
    word: () => rng.pick(words),
    phrase: (length) => {
      const source = rng.pick(paragraphs.filter((p) => p.length > length + 20));
      const words = spans(source, WORD);
      const first = rng.int(Math.max(1, Math.floor(words.length / 2)));
      let last = first;
      while (last + 1 < words.length && words[last]!.to - words[first]!.from < length) last++;
      return source.slice(words[first]!.from, words[last]!.to);
    },
  };
}

/** A highlight on the original text, as offsets of the joined paragraphs. */
interface Pick {
  kind: HighlightKind;
  start: number;
  end: number;
}

function paragraphStarts(paragraphs: string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const p of paragraphs) {
    starts.push(at);
    at += p.length;
  }
  return starts;
}

/** Highlights of each kind, chosen at random (seeded) among the article's paragraphs. */
export function pickHighlights(article: Article, perKind: number, rng: Random): Pick[] {
  const { paragraphs } = article;
  const starts = paragraphStarts(paragraphs);
  const text = paragraphs.join("");
  const long = paragraphs.map((p, i) => ({ p, i })).filter(({ p }) => p.length >= 80);
  if (!long.length) return [];
  const picks: Pick[] = [];
  const inPara = (i: number, s: Span, kind: HighlightKind) =>
    picks.push({ kind, start: starts[i]! + s.from, end: starts[i]! + s.to });

  // Phrases of 2 or 3 words that the article has more than once.
  const words = spans(text, WORD);
  const seen = new Map<string, Span[]>();
  for (let w = 0; w + 1 < words.length; w++) {
    const n = 2 + (w % 2);
    if (w + n > words.length) continue;
    const span = { from: words[w]!.from, to: words[w + n - 1]!.to };
    const phrase = text.slice(span.from, span.to);
    if (phrase.length < 6 || /[\n]/.test(phrase)) continue;
    seen.set(phrase, [...(seen.get(phrase) ?? []), span]);
  }
  const repeated = [...seen.values()].filter((occurrences) => occurrences.length >= 2);

  for (let k = 0; k < perKind; k++) {
    {
      const { p, i } = rng.pick(long);
      inPara(i, rng.pick(spans(p, WORD)), "word");
    }
    if (repeated.length) {
      const span = rng.pick(rng.pick(repeated));
      picks.push({ kind: "repeated phrase", start: span.from, end: span.to });
    }
    {
      const { p, i } = rng.pick(long);
      const sentences = spans(p, SENTENCE).filter((s) => s.to - s.from >= 25 && s.to - s.from <= 400);
      if (sentences.length) inPara(i, rng.pick(sentences), "sentence");
    }
    {
      const candidates = long.filter(({ p }) => p.length >= 150);
      if (candidates.length) {
        const { p, i } = rng.pick(candidates);
        const length = Math.min(p.length, 150 + rng.int(450));
        const from = rng.int(p.length - length + 1);
        inPara(i, { from, to: from + length }, "passage");
      }
    }
  }
  return picks;
}

export interface Case {
  highlight: HighlightKind;
  /** How the text changed: an EditKind here, a kind of real revision in the second benchmark. */
  edit: string;
  selector: TextSelector;
  text: string;
  expected: Expected;
}

/** A misspelling of `word` inside it (first and last letters kept), or null for short words. */
function typo(word: string, rng: Random): string | null {
  if (word.length < 4) return null;
  const k = 1 + rng.int(word.length - 2);
  switch (rng.int(4)) {
    case 0:
      return word.slice(0, k) + word[k + 1]! + word[k]! + word.slice(k + 2);
    case 1:
      return word.slice(0, k) + word.slice(k + 1);
    case 2:
      return word.slice(0, k) + word[k]! + word.slice(k);
    default: {
      const letter = "aeiourstnl".replace(word[k]!, "")[rng.int(9)]!;
      return word.slice(0, k) + letter + word.slice(k + 1);
    }
  }
}

/** The sentence(s) of paragraph text around `from`..`to`. */
function sentenceAround(text: string, from: number, to: number): Span {
  const sentences = spans(text, SENTENCE);
  const first = sentences.find((s) => s.to > from) ?? { from: 0, to: text.length };
  const last = [...sentences].reverse().find((s) => s.from < to) ?? { from: 0, to: text.length };
  return { from: first.from, to: last.to };
}

type Edit = (doc: Doc, q: { p: number; from: number; to: number }, rng: Random, donor: Donor) => boolean;

const insertBefore: Edit = (doc, q, rng, donor) => {
  doc.insertPara(rng.int(q.p + 1), donor.paragraph());
  return true;
};

const removeBefore: Edit = (doc, q, rng) => {
  if (q.p === 0) return false;
  doc.paras.splice(rng.int(q.p), 1);
  return true;
};

const whitespace: Edit = (doc, q, rng) => {
  const para = doc.paras[q.p]!;
  const spaces = spans(para.text, / /g).reverse();
  for (const s of spaces) if (rng.next() < 0.3) doc.replace(q.p, s.from, s.to, rng.pick(["  ", "\n", " \n"]));
  return spaces.length > 0;
};

const neighbourWord: Edit = (doc, q, rng, donor) => {
  const words = spans(doc.paras[q.p]!.text, WORD);
  const before = [...words].reverse().find((w) => w.to < q.from);
  const after = words.find((w) => w.from > q.to);
  const target = before && (!after || rng.next() < 0.5) ? before : after;
  if (!target) return false;
  doc.replace(q.p, target.from, target.to, donor.word());
  return true;
};

const deletePassage: Edit = (doc, q) => {
  const para = doc.paras[q.p]!;
  const s = sentenceAround(para.text, q.from, q.to);
  if (s.to - s.from >= 0.9 * para.text.length) doc.paras.splice(q.p, 1);
  else doc.replace(q.p, s.from, s.to, "");
  return true;
};

const duplicate: Edit = (doc, q, rng) => {
  const para = doc.paras[q.p]!;
  const s = sentenceAround(para.text, q.from, q.to);
  const copy = para.text.slice(s.from, s.to).trim();
  const others = doc.paras.map((_, i) => i).filter((i) => i !== q.p);
  if (!others.length) return false;
  if (rng.next() < 0.5) {
    const k = rng.pick(others);
    doc.replace(k, doc.paras[k]!.text.length, doc.paras[k]!.text.length, " " + copy);
  } else doc.insertPara(rng.int(doc.paras.length + 1), copy);
  return true;
};

const reorder: Edit = (doc, q, rng) => {
  if (doc.paras.length < 3) return false;
  let to = rng.int(doc.paras.length - 1);
  if (to >= q.p) to++;
  doc.movePara(q.p, to);
  const a = rng.int(doc.paras.length);
  const b = rng.int(doc.paras.length);
  doc.movePara(a, b);
  return true;
};

const rewriteAround: Edit = (doc, q, rng, donor) => {
  const para = doc.paras[q.p]!;
  const words = spans(para.text, WORD);
  const reach = 40 + rng.int(80);
  // After first, so the offsets before the quote stay valid.
  const afterEnd = words.filter((w) => w.from > q.to && w.to - q.to <= reach).at(-1);
  if (afterEnd) doc.replace(q.p, q.to, afterEnd.to, " " + donor.phrase(afterEnd.to - q.to));
  else if (q.p + 1 < doc.paras.length) {
    const next = doc.paras[q.p + 1]!;
    const cut = spans(next.text, WORD)
      .filter((w) => w.to <= reach)
      .at(-1);
    if (cut) doc.replace(q.p + 1, 0, cut.to, donor.phrase(cut.to));
  }
  const beforeStart = words.find((w) => w.to < q.from && q.from - w.from <= reach);
  if (beforeStart) doc.replace(q.p, beforeStart.from, q.from, donor.phrase(q.from - beforeStart.from) + " ");
  else if (q.p > 0) {
    const prev = doc.paras[q.p - 1]!;
    const cut = spans(prev.text, WORD).find((w) => prev.text.length - w.from <= reach);
    if (cut) doc.replace(q.p - 1, cut.from, prev.text.length, donor.phrase(prev.text.length - cut.from));
  }
  return true;
};

const EDITS: Record<Exclude<EditKind, "typo fixed in the quote" | "several at once">, Edit> = {
  "paragraph inserted before": insertBefore,
  "paragraph removed before": removeBefore,
  "whitespace changed": whitespace,
  "word changed beside it": neighbourWord,
  "passage deleted": deletePassage,
  "passage duplicated": duplicate,
  "paragraphs reordered": reorder,
  "surroundings rewritten": rewriteAround,
};

/** Where the quote is in the doc now: the paragraph of its first surviving character, to its last one there. */
function quoteIn(doc: Doc, start: number, end: number) {
  for (let p = 0; p < doc.paras.length; p++) {
    const origin = doc.paras[p]!.origin;
    const from = origin.findIndex((o) => o >= start && o < end);
    if (from === -1) continue;
    let to = from + 1;
    for (let i = from; i < origin.length; i++) if (origin[i]! >= start && origin[i]! < end) to = i + 1;
    return { p, from, to };
  }
  throw new Error("the quote is gone before its edit");
}

/** One case: the highlight made on the text, the edit, and where the highlight must now be. */
export function makeCase(
  article: Article,
  pick: Pick,
  edit: EditKind,
  rng: Random,
  donor: Donor,
): Case | null {
  let paragraphs = article.paragraphs;
  const { start } = pick;
  let { end } = pick;
  let fix: { start: number; wrong: string; right: string } | null = null;

  const withTypo = edit === "typo fixed in the quote" || (edit === "several at once" && rng.next() < 0.5);
  if (withTypo) {
    // The highlight was made while the quote had a misspelling; the edit corrects it.
    const text = paragraphs.join("");
    const words = spans(text.slice(start, end), WORD).filter((w) => w.to - w.from >= 4);
    if (!words.length) return null;
    const w = rng.pick(words);
    const right = text.slice(start + w.from, start + w.to);
    const wrong = typo(right, rng)!;
    if (wrong === right) return null;
    const at = start + w.from;
    const starts = paragraphStarts(paragraphs);
    const p = starts.findLastIndex((s) => s <= at);
    paragraphs = paragraphs.map((para, i) =>
      i === p ? para.slice(0, at - starts[p]!) + wrong + para.slice(at - starts[p]! + right.length) : para,
    );
    end += wrong.length - right.length;
    fix = { start: at, wrong, right };
  }

  const base = paragraphs.join("");
  const selector = describeSelection(base, start, end);
  if (!selector) return null;
  const doc = Doc.of(paragraphs);
  if (fix) {
    // Only the misspelt letters change: the rest of the word keeps its origin.
    let same = 0;
    while (same < Math.min(fix.wrong.length, fix.right.length) && fix.wrong[same] === fix.right[same]) same++;
    let tail = 0;
    while (
      tail < Math.min(fix.wrong.length, fix.right.length) - same &&
      fix.wrong[fix.wrong.length - 1 - tail] === fix.right[fix.right.length - 1 - tail]
    )
      tail++;
    const at = doc.locate(fix.start + same);
    doc.replace(
      at.p,
      at.i,
      at.i + fix.wrong.length - same - tail,
      fix.right.slice(same, fix.right.length - tail),
    );
  }
  const apply = (e: Edit) => e(doc, quoteIn(doc, selector.startOffset, selector.endOffset), rng, donor);
  if (edit === "several at once") {
    apply(insertBefore);
    apply(neighbourWord);
    apply(whitespace);
    if (rng.next() < 0.3) apply(reorder);
  } else if (edit !== "typo fixed in the quote" && !apply(EDITS[edit])) return null;

  return {
    highlight: pick.kind,
    edit,
    selector,
    text: doc.text,
    expected: doc.expected(selector.startOffset, selector.endOffset),
  };
}
