// npm run bench:extraction: the URL import's extraction, scored on public corpora of different
// kinds, each by its own rule, side by side with plain Readability in the same run:
// - trafilatura's human-annotated evaluation set (990 pages of many kinds: news, blogs, shops,
//   forums, in many languages), scored by snippets that must or must not come out;
// - Zyte's (scrapinghub's) article extraction benchmark (181 news and magazine articles), scored
//   by its evaluate.py: shingles of 4 words against each article's marked body, averaged per page;
// - mozilla/readability's test pages (about 130, many made to test one case), scored by the same
//   shingles against Readability's expected output, and by their expected bylines.
// "Spurq" is the real pipeline from the fetched bytes to the stored article (encoding sniffing,
// extraction, sanitising, cleaning), scored on the stored HTML's text as the reading screen shows it
// (one line per block); "Readability" is @mozilla/readability with its defaults on jsdom, its
// content scored the same way. Prints precision, recall, F1, time per page (median, p90), the pages
// that would import whole (title, content and author: no completion form), the authors found and
// those equal to the corpus's own, and the importer's cold start. "Spurq on jsdom" is the same
// pipeline parsing with jsdom, as it did before parse5 and linkedom: every page's stored result
// (HTML, title, author, preview, ...) must be byte-identical to Spurq's, and the bench counts the
// identical pages. The pipelines run interleaved, page by page, so their times compare on a loaded
// machine too.
//   EXTRACTION_CORPORA=trafilatura,scrapinghub,readability   only these corpora (default: all)
//   EXTRACTION_ONLY=tests/cache   one folder of trafilatura's set
//   EXTRACTION_PIPELINES=Spurq,jsdom   only these pipelines (Spurq, jsdom, Readability)
//   EXTRACTION_FILES=a.html,<id>       only these pages (a file name of trafilatura's set, a page
//                                      id of the others; differing pages are listed in
//                                      .bench/extraction/differing.txt)
//   EXTRACTION_SHOW=fp|fn         list Spurq's false positives or false negatives
//   EXTRACTION_SHOW=pages         print Spurq's score of each page
//   EXTRACTION_DUMP=1             write Spurq's text of each page to .bench/extraction/dump/
//   EXTRACTION_AUTHORS=1          list each page's author as found beside the expected one
//   EXTRACTION_NO_COLD=1          skip the cold-start measurement
import { JSDOM, VirtualConsole } from "jsdom";
import { Readability } from "@mozilla/readability";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { extractArticle, type ExtractedPage } from "../../../src/modules/import/extract-article";
import { jsdomExtractArticle } from "../../helpers/jsdom-extract-article";
import {
  addCounts,
  countPage,
  loadEvalSet,
  norm,
  scores,
  setDirectory,
  setManifest,
  type Counts,
} from "./evaluation-set";
import {
  articleBenchmarkManifest,
  benchmarkScores,
  loadArticleBenchmark,
  shingleMatching,
  tokenize,
  type ShingleScore,
} from "./article-benchmark";
import { loadReadabilityPages, readabilityPagesManifest } from "./readability-pages";
import { measureColdStart } from "./cold-start";

const BLOCKS =
  "p, div, li, ul, ol, h1, h2, h3, h4, h5, h6, pre, blockquote, figure, figcaption, table, tr, dt, dd, section, article, header, footer, aside, br, hr";
const converter = new JSDOM("");

/** The text a reader sees: each block on its own line, as the browser lays it out. */
function htmlText(html: string): string {
  const container = converter.window.document.createElement("div");
  container.innerHTML = html;
  for (const block of container.querySelectorAll(BLOCKS)) block.after("\n");
  return container.textContent ?? "";
}

interface Outcome {
  /** The whole result as stored, to compare the parsers (Spurq's pipelines only). */
  stored?: string;
  text: string | undefined;
  ms: number;
  whole: boolean;
  author?: string;
}

/** A page of any corpus, as the pipelines and the tallies see it. */
interface BenchPage<Score> {
  /** Its file name (trafilatura's set) or id, as EXTRACTION_FILES names it. */
  key: string;
  /** Where it is reported: a folder of trafilatura's set, else the corpus. */
  group: string;
  url: string;
  load(): Buffer;
  /** The content type a server would send with it (a corpus that says its pages' charset). */
  contentType: string;
  /** The author the corpus expects, where it names one. */
  author?: string;
  score(text: string | undefined): Score;
  /** What Spurq got wrong, for EXTRACTION_SHOW. */
  misses(text: string | undefined, show: "fp" | "fn"): string[];
}

interface Corpus<Score> {
  name: string;
  title: string;
  pages(): BenchPage<Score>[];
  summarize(scores: Score[]): { precision: number; recall: number; f1: number };
}

async function importOutcome(
  body: Buffer,
  url: string,
  contentType: string,
  extract: (body: Buffer, url: string, contentType: string) => Promise<ExtractedPage>,
): Promise<Outcome> {
  const start = performance.now();
  const result = await extract(body, url, contentType);
  const ms = performance.now() - start;
  const { draft, readable } = result;
  // An unreadable page is refused (422): nothing is stored.
  const stored = readable && draft.content ? draft.content : undefined;
  return {
    stored: JSON.stringify(result),
    text: stored === undefined ? undefined : htmlText(stored),
    ms,
    whole: Boolean(stored && draft.title && draft.author),
    author: draft.author,
  };
}

async function readability(url: string, body: Buffer, contentType: string): Promise<Outcome> {
  const start = performance.now();
  const dom = new JSDOM(body, { url, contentType, virtualConsole: new VirtualConsole() });
  const article = new Readability(dom.window.document).parse();
  const ms = performance.now() - start;
  dom.window.close();
  return {
    text: article?.content ? htmlText(article.content) : undefined,
    ms,
    whole: Boolean(article?.content && article.title && article.byline),
    author: article?.byline ?? undefined,
  };
}

const PIPELINES = {
  Spurq: (url: string, body: Buffer, contentType: string) =>
    importOutcome(body, url, contentType, extractArticle),
  jsdom: (url: string, body: Buffer, contentType: string) =>
    importOutcome(body, url, contentType, jsdomExtractArticle),
  Readability: readability,
};
type Name = keyof typeof PIPELINES;

/**
 * Authors compared as a reader would: case, spacing, a leading "By" and the separator between
 * several names ("; ", ", ", "and") do not count.
 */
function sameAuthor(found: string, expected: string): boolean {
  const key = (name: string) =>
    norm(name)
      .toLowerCase()
      .replace(/^by\s+/, "")
      .replace(/\s*(?:;|,|&|\band\b)\s*/g, ",");
  return key(found) === key(expected);
}

/** trafilatura's set: snippets counted over all pages (its own rule, evaluation-set.ts). */
const trafilatura: Corpus<Counts> = {
  name: "trafilatura",
  title: `trafilatura evaluation set (${setManifest.repo}@${setManifest.commit.slice(0, 8)})`,
  pages: () => {
    const only = process.env.EXTRACTION_ONLY;
    return loadEvalSet()
      .filter((page) => !only || page.folder === only)
      .map((page) => ({
        key: page.file,
        group: page.folder,
        url: page.url,
        load: page.load,
        contentType: "text/html",
        author: page.author,
        score: (text) => countPage(page, text),
        misses: (text, show) => {
          const normalised = text === undefined ? "" : norm(text);
          const listed =
            show === "fp"
              ? page.without.filter((w) => normalised.includes(norm(w)))
              : page.with.filter((w) => !normalised.includes(norm(w)));
          return listed.map((snippet) => `${page.folder}/${page.file}: ${snippet.slice(0, 120)}`);
        },
      }));
  },
  summarize: (counts) => scores(counts.reduce(addCounts, { tp: 0, fp: 0, fn: 0, tn: 0 })),
};

/**
 * Runs of at least four tokens of `text` that share no shingle with `other`: what one side has and
 * the other lacks, for reading the misses.
 */
function unmatchedRuns(text: string, other: string): string[] {
  const tokens = tokenize(text);
  const known = new Set<string>();
  const others = tokenize(other);
  for (let i = 0; i + 4 <= others.length; i++) known.add(others.slice(i, i + 4).join(" "));
  const covered = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i + 4 <= tokens.length; i++) {
    if (known.has(tokens.slice(i, i + 4).join(" "))) covered.fill(true, i, i + 4);
  }
  const runs: string[] = [];
  let run: string[] = [];
  for (const [i, token] of tokens.entries()) {
    if (!covered[i]) run.push(token);
    if ((covered[i] || i === tokens.length - 1) && run.length) {
      if (run.length >= 4) runs.push(run.join(" "));
      run = [];
    }
  }
  return runs;
}

/** Shingle-scored pages: the article benchmark's rule (article-benchmark.ts). */
function shinglePage(
  key: string,
  group: string,
  url: string,
  load: () => Buffer,
  contentType: string,
  expected: () => string,
  author?: string,
): BenchPage<ShingleScore> {
  return {
    key,
    group,
    url,
    load,
    contentType,
    author,
    score: (text) => shingleMatching(expected(), text ?? ""),
    misses: (text, show) => {
      const runs =
        show === "fp" ? unmatchedRuns(text ?? "", expected()) : unmatchedRuns(expected(), text ?? "");
      return runs.map((run) => `${key} (${url}): ${run.slice(0, 300)}`);
    },
  };
}

const scrapinghub: Corpus<ShingleScore> = {
  name: "scrapinghub",
  title: `article extraction benchmark (${articleBenchmarkManifest.repo}@${articleBenchmarkManifest.commit.slice(0, 8)}), its evaluate.py's score`,
  pages: () =>
    loadArticleBenchmark().map((page) =>
      // Its pages are UTF-8 without always saying so; a server would say so in its header.
      shinglePage(
        page.id,
        "articles",
        page.url,
        page.load,
        "text/html; charset=utf-8",
        () => page.articleBody,
      ),
    ),
  summarize: benchmarkScores,
};

const readabilityPages: Corpus<ShingleScore> = {
  name: "readability",
  title: `readability test pages (${readabilityPagesManifest.repo}@${readabilityPagesManifest.commit.slice(0, 8)}), shingles against Readability's expected output`,
  pages: () =>
    loadReadabilityPages().map((page) => {
      let text: string | undefined;
      return shinglePage(
        page.id,
        "test-pages",
        page.url,
        page.load,
        // Readability's tests read the pages as UTF-8 text.
        "text/html; charset=utf-8",
        () => (text ??= htmlText(page.expectedHtml)),
        page.byline,
      );
    }),
  summarize: benchmarkScores,
};

interface Tally<Score> {
  pages: number;
  scores: Score[];
  ms: number[];
  whole: number;
  authorFound: number;
  authorExpected: number;
  authorEqual: number;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const pct = (value: number) => (100 * value).toFixed(2).padStart(6);
const wanted = (list: string | undefined, name: string) => !list || list.split(",").includes(name);
const durations: Partial<Record<Name, number[]>> = {};

async function runCorpus<Score>(corpus: Corpus<Score>): Promise<void> {
  const show = process.env.EXTRACTION_SHOW as "fp" | "fn" | "pages" | undefined;
  const files = process.env.EXTRACTION_FILES?.split(",");
  const pages = corpus.pages().filter((page) => !files || files.includes(page.key));
  const tallies = new Map<string, Tally<Score>>();
  const tally = (key: string) =>
    tallies.get(key) ??
    tallies
      .set(key, { pages: 0, scores: [], ms: [], whole: 0, authorFound: 0, authorExpected: 0, authorEqual: 0 })
      .get(key)!;
  const names = (Object.keys(PIPELINES) as Name[]).filter((name) =>
    wanted(process.env.EXTRACTION_PIPELINES, name),
  );
  const identity = { compared: 0, identical: 0, differing: [] as string[] };
  for (const [index, page] of pages.entries()) {
    const body = page.load();
    const stored = new Map<Name, string | undefined>();
    // Alternating the order, so that neither parser always runs with the other's garbage to collect.
    for (const name of index % 2 ? [...names].reverse() : names) {
      const outcome = await PIPELINES[name](page.url, body, page.contentType);
      stored.set(name, outcome.stored);
      // jsdom frees a closed window's memory in a later task: without one, 990 pages exhaust the heap.
      await new Promise((resolve) => setImmediate(resolve));
      const score = page.score(outcome.text);
      for (const key of [`${name} all`, `${name} ${page.group}`]) {
        const t = tally(key);
        t.pages++;
        t.scores.push(score);
        t.ms.push(outcome.ms);
        if (outcome.whole) t.whole++;
        if (outcome.author) t.authorFound++;
        if (page.author) {
          t.authorExpected++;
          if (outcome.author && sameAuthor(outcome.author, page.author)) t.authorEqual++;
        }
      }
      (durations[name] ??= []).push(outcome.ms);
      if (name === "Spurq" && (show === "fp" || show === "fn"))
        for (const line of page.misses(outcome.text, show)) console.log(`${show} ${line}`);
      if (name === "Spurq" && process.env.EXTRACTION_DUMP) {
        const dir = join(setDirectory, "dump", corpus.name);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${page.key.replace(/\//g, "_")}.txt`), outcome.text ?? "");
      }
      if (name === "Spurq" && show === "pages") console.log(`page ${page.key} ${JSON.stringify(score)}`);
      if (name === "Spurq" && process.env.EXTRACTION_AUTHORS)
        console.log(`author ${page.key}: ${outcome.author ?? "-"}  (expected: ${page.author ?? "-"})`);
    }
    if (stored.has("Spurq") && stored.has("jsdom")) {
      identity.compared++;
      if (stored.get("Spurq") === stored.get("jsdom")) identity.identical++;
      else identity.differing.push(`${page.group}/${page.key}: ${firstDifference(stored)}`);
    }
  }

  const lines = [
    `${corpus.title}, ${pages.length} pages`,
    "pipeline    pages  group         precision  recall     F1   ms/page median  p90   import whole  author found  = expected",
  ];
  // A group that is the whole corpus is printed once.
  const groups = new Set(pages.map((page) => page.group));
  for (const [key, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    const [name, group] = key.split(" ");
    if (group !== "all" && groups.size === 1) continue;
    const { precision, recall, f1 } = corpus.summarize(t.scores);
    lines.push(
      `${name!.padEnd(11)} ${String(t.pages).padStart(5)}  ${group!.padEnd(12)}    ${pct(precision)}   ${pct(recall)}  ${pct(f1)}      ${quantile(t.ms, 0.5).toFixed(1).padStart(6)} ${quantile(t.ms, 0.9).toFixed(1).padStart(6)}  ${String(t.whole).padStart(5)} (${pct(t.whole / t.pages)}%)  ${String(t.authorFound).padStart(5)}  ${t.authorEqual}/${t.authorExpected}`,
    );
  }
  if (identity.compared) {
    const median = (name: Name) => quantile(tallies.get(`${name} all`)!.ms, 0.5);
    const p90 = (name: Name) => quantile(tallies.get(`${name} all`)!.ms, 0.9);
    lines.push(
      `Spurq (parse5 + linkedom) against Spurq on jsdom: ${identity.identical}/${identity.compared} pages identical as stored; time per page ${(median("jsdom") / median("Spurq")).toFixed(2)}x faster (median), ${(p90("jsdom") / p90("Spurq")).toFixed(2)}x (p90)`,
      ...identity.differing.slice(0, 20).map((line) => `  differs: ${line}`),
    );
    writeFileSync(join(setDirectory, `differing-${corpus.name}.txt`), identity.differing.join("\n"));
  }
  console.log(lines.join("\n"));
  expect(tallies.size).toBeGreaterThan(0);
  expect(identity.differing.length, "pages whose stored result differs").toBe(0);
}

const corpora = [trafilatura, scrapinghub, readabilityPages].filter((corpus) =>
  wanted(process.env.EXTRACTION_CORPORA, corpus.name),
);
for (const corpus of corpora) {
  it(`scores the import on the ${corpus.name} corpus, beside plain Readability`, () => runCorpus(corpus));
}

it.skipIf(process.env.EXTRACTION_NO_COLD)("measures the importer's cold start", () => {
  const lines: string[] = [];
  const all = Object.entries(durations);
  if (all.length > 1) {
    lines.push("time per page over every corpus run (median, p90):");
    for (const [name, ms] of all)
      lines.push(
        `  ${name.padEnd(11)} ${quantile(ms, 0.5).toFixed(1)} ms, ${quantile(ms, 0.9).toFixed(1)} ms`,
      );
  }
  // On a page of median size in trafilatura's set.
  const bySize = loadEvalSet().sort((a, b) => a.load().length - b.load().length);
  const median = bySize[Math.floor(bySize.length / 2)]!;
  const cold = measureColdStart(median.path);
  const size = (median.load().length / 1024).toFixed(0);
  for (const [label, importer] of [
    ["Spurq (parse5 + linkedom)", cold.current],
    ["Spurq on jsdom", cold.jsdom],
  ] as const)
    lines.push(
      `cold start, ${label} (fresh process, median of 7): load the importer and import a ${size} KB page ${importer.firstImport.toFixed(0)} ms; the same page again ${importer.warmImport.toFixed(0)} ms`,
    );
  console.log(lines.join("\n"));
});

/** Where the two stored results first part, with a little context. */
function firstDifference(stored: Map<Name, string | undefined>): string {
  const a = stored.get("Spurq") ?? "";
  const b = stored.get("jsdom") ?? "";
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}: ${JSON.stringify(a.slice(Math.max(0, at - 60), at + 60))} vs ${JSON.stringify(b.slice(Math.max(0, at - 60), at + 60))}`;
}
