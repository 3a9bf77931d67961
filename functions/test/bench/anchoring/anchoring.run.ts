// npm run bench:anchoring: how often highlights land right after an article is edited, with
// Spurq's anchoring module and with Hypothesis's matching approach side by side, on two
// benchmarks (see edited-articles.ts and revised-chapters.ts). Prints figures; asserts none.
// Seeded: every run builds the same cases. Needs node scripts/fetch-anchoring-corpus.mjs first.
// ANCHORING_SHOW_WRONG=n prints the first n wrong landings of Spurq's module, to study them.
import { it } from "vitest";
import { anchorHighlight, type TextPosition, type TextSelector } from "../../../src/shared/anchoring";
import { loadPages, loadRevisions } from "./corpus";
import { donorFrom, EDIT_KINDS, makeCase, pickHighlights, type Case } from "./edited-articles";
import { hypothesisAnchor } from "./hypothesis-baseline";
import { judge, kindTable, summary, Tally } from "./outcome";
import { hashSeed, seeded } from "./random";
import { revisionCases, type Skipped } from "./revised-chapters";

type Anchor = (text: string, h: TextSelector) => TextPosition | null;
const ALL: [string, Anchor][] = [
  ["Spurq anchoring", anchorHighlight],
  ["Hypothesis approach", hypothesisAnchor],
];
/** ANCHORING_ONLY=Spurq: one algorithm only. */
const ALGORITHMS = ALL.filter(([name]) => name.startsWith(process.env.ANCHORING_ONLY ?? ""));
/** ANCHORING_SAMPLE=n: only every n-th article and revision, for quick looks (the figures are those of the full run). */
const sample = Number(process.env.ANCHORING_SAMPLE ?? 1);
const showWrong = Number(process.env.ANCHORING_SHOW_WRONG ?? 0);
let shown = 0;

function show(c: Case, landed: TextPosition | null) {
  if (shown++ >= showWrong) return;
  const around = (p: TextPosition | null) =>
    p
      ? `${c.text.slice(p.startOffset - 30, p.startOffset)}[[${c.text.slice(p.startOffset, p.endOffset)}]]${c.text.slice(p.endOffset, p.endOffset + 30)}`
      : "(orphan)";
  console.log(
    `--- ${c.highlight} / ${c.edit}\n  quote:    ${c.selector.prefix}[[${c.selector.text}]]${c.selector.suffix}\n  expected: ${around(c.expected)}\n  landed:   ${around(landed)}`,
  );
}

function run(cases: Case[], tallies: Map<string, Tally>, byHighlight: boolean) {
  for (const [name, anchor] of ALGORITHMS) {
    const tally = tallies.get(name) ?? new Tally();
    tallies.set(name, tally);
    for (const c of cases) {
      const started = process.hrtime.bigint();
      const landed = anchor(c.text, c.selector);
      const micros = Number(process.hrtime.bigint() - started) / 1000;
      const outcome = judge(c.expected, landed);
      tally.add(byHighlight ? `${c.edit} · ${c.highlight}` : c.edit, outcome, micros);
      if (outcome === "wrong" && name === ALGORITHMS[0]![0]) show(c, landed);
    }
  }
}

function report(title: string, tallies: Map<string, Tally>) {
  console.log(`\n${title}`);
  for (const [name, tally] of tallies) console.log(summary(name, tally));
  for (const [name, tally] of tallies) console.log(`${name}, by case:\n${kindTable(tally)}`);
}

it("anchoring benchmark", { timeout: 1_800_000 }, async () => {
  const pages = (await loadPages())
    .filter((a) => a.paragraphs.join("").length >= 2_000 && a.paragraphs.length >= 5)
    .filter((_, i) => i % sample === 0);
  const donor = donorFrom(pages, seeded(1));
  const warmUp = pages.slice(0, 2).flatMap((article) => {
    const rng = seeded(hashSeed(article.name) ^ 7);
    return pickHighlights(article, 1, rng).flatMap((p) =>
      EDIT_KINDS.map((e) => makeCase(article, p, e, rng, donor)),
    );
  });
  for (const [, anchor] of ALGORITHMS) for (const c of warmUp) if (c) anchor(c.text, c.selector);

  const edited = new Map<string, Tally>();
  for (const article of pages) {
    if (process.env.ANCHORING_PROGRESS) process.stderr.write(`${article.name}\n`);
    const rng = seeded(hashSeed(article.name));
    const cases: Case[] = [];
    for (const pick of pickHighlights(article, 2, rng))
      for (const edit of EDIT_KINDS) {
        const c = makeCase(article, pick, edit, rng, donor);
        if (c) cases.push(c);
      }
    run(cases, edited, false);
  }
  report(
    `1. Edited articles: ${pages.length} trafilatura evaluation pages, 8 highlights each, 10 kinds of edit`,
    edited,
  );

  const revisions = loadRevisions().filter((_, i) => i % sample === 0);
  const revised = new Map<string, Tally>();
  const skipped: Skipped = { ambiguous: 0, tooDifferent: 0 };
  for (const revision of revisions) {
    const cases = revisionCases(revision, 16, seeded(hashSeed(revision.name)), skipped);
    run(cases, revised, false);
  }
  report(
    `2. Real revisions: ${revisions.length} successive versions of Rust book chapters, 16 highlights each ` +
      `(${skipped.ambiguous} highlights too ambiguous to judge and ${skipped.tooDifferent} revisions too different to diff, left out)`,
    revised,
  );
});
