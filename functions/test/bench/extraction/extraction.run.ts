// npm run bench:extraction: the URL import's extraction, scored on trafilatura's public,
// human-annotated evaluation set by that set's own rule, side by side with plain Readability in
// the same run. "Spurq" is the real pipeline from the fetched bytes to the stored article (jsdom's
// encoding sniffing, extraction, sanitising, cleaning), scored on the stored HTML's text as the
// reading screen shows it (one line per block); "Readability" is @mozilla/readability with its
// defaults on jsdom, its content scored the same way. Prints precision, recall, F1, time per page
// (median, p90), the pages that would import whole (title, content and author: no completion
// form), the authors against the set's annotations, and the importer's cold start. "Spurq on
// jsdom" is the same pipeline parsing with jsdom, as it did before parse5 and linkedom: every
// page's stored result (HTML, title, author, preview, ...) must be byte-identical to Spurq's, and
// the bench counts the identical pages; the pipelines run interleaved, page by page, so their
// times compare on a loaded machine too.
//   EXTRACTION_ONLY=tests/cache   one folder of the set
//   EXTRACTION_PIPELINES=Spurq,jsdom   only these pipelines (Spurq, jsdom, Readability)
//   EXTRACTION_FILES=a.html,b.html     only these pages (the differing ones are listed in
//                                      .bench/extraction/differing.txt)
//   EXTRACTION_SHOW=fp|fn         list Spurq's false positives or false negatives
import { JSDOM, VirtualConsole } from "jsdom";
import { Readability } from "@mozilla/readability";
import { writeFileSync } from "node:fs";
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
  type EvalPage,
} from "./evaluation-set";
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

async function spurq(page: EvalPage, body: Buffer): Promise<Outcome> {
  return importOutcome(body, page.url, extractArticle);
}

async function spurqOnJsdom(page: EvalPage, body: Buffer): Promise<Outcome> {
  return importOutcome(body, page.url, jsdomExtractArticle);
}

async function importOutcome(
  body: Buffer,
  url: string,
  extract: (body: Buffer, url: string, contentType: string) => Promise<ExtractedPage>,
): Promise<Outcome> {
  const start = performance.now();
  const result = await extract(body, url, "text/html");
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

async function readability(page: EvalPage, body: Buffer): Promise<Outcome> {
  const start = performance.now();
  const dom = new JSDOM(body, {
    url: page.url,
    contentType: "text/html",
    virtualConsole: new VirtualConsole(),
  });
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

const PIPELINES = { Spurq: spurq, jsdom: spurqOnJsdom, Readability: readability };
type Name = keyof typeof PIPELINES;

interface Tally {
  pages: number;
  counts: Counts;
  ms: number[];
  whole: number;
  authorFound: number;
  authorAnnotated: number;
  authorEqual: number;
}

const emptyTally = (): Tally => ({
  pages: 0,
  counts: { tp: 0, fp: 0, fn: 0, tn: 0 },
  ms: [],
  whole: 0,
  authorFound: 0,
  authorAnnotated: 0,
  authorEqual: 0,
});

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const pct = (value: number) => (100 * value).toFixed(1).padStart(5);

it("scores the import on trafilatura's evaluation set, beside plain Readability", async () => {
  const only = process.env.EXTRACTION_ONLY;
  const show = process.env.EXTRACTION_SHOW;
  const files = process.env.EXTRACTION_FILES?.split(",");
  const pages = loadEvalSet().filter(
    (page) => (!only || page.folder === only) && (!files || files.includes(page.file)),
  );
  const tallies = new Map<string, Tally>();
  const tally = (key: string) => tallies.get(key) ?? tallies.set(key, emptyTally()).get(key)!;
  const names = (Object.keys(PIPELINES) as Name[]).filter(
    (name) => !process.env.EXTRACTION_PIPELINES || process.env.EXTRACTION_PIPELINES.split(",").includes(name),
  );
  const identity = { compared: 0, identical: 0, differing: [] as string[] };
  for (const [index, page] of pages.entries()) {
    const body = page.load();
    const stored = new Map<Name, string | undefined>();
    // Alternating the order, so that neither parser always runs with the other's garbage to collect.
    for (const name of index % 2 ? [...names].reverse() : names) {
      const outcome = await PIPELINES[name](page, body);
      stored.set(name, outcome.stored);
      // jsdom frees a closed window's memory in a later task: without one, 990 pages exhaust the heap.
      await new Promise((resolve) => setImmediate(resolve));
      const counts = countPage(page, outcome.text);
      for (const key of [`${name} all`, `${name} ${page.folder}`]) {
        const t = tally(key);
        t.pages++;
        t.counts = addCounts(t.counts, counts);
        t.ms.push(outcome.ms);
        if (outcome.whole) t.whole++;
        if (outcome.author) t.authorFound++;
        if (page.author) {
          t.authorAnnotated++;
          if (outcome.author && norm(outcome.author).toLowerCase() === norm(page.author).toLowerCase())
            t.authorEqual++;
        }
      }
      if (name === "Spurq" && (show === "fp" || show === "fn")) {
        const text = outcome.text === undefined ? "" : norm(outcome.text);
        const listed =
          show === "fp"
            ? page.without.filter((w) => text.includes(norm(w)))
            : page.with.filter((w) => !text.includes(norm(w)));
        for (const snippet of listed)
          console.log(`${show} ${page.folder}/${page.file}: ${snippet.slice(0, 120)}`);
      }
    }
    if (stored.has("Spurq") && stored.has("jsdom")) {
      identity.compared++;
      if (stored.get("Spurq") === stored.get("jsdom")) identity.identical++;
      else identity.differing.push(`${page.folder}/${page.file}: ${firstDifference(stored)}`);
    }
  }

  const lines = [
    `trafilatura evaluation set (${setManifest.repo}@${setManifest.commit.slice(0, 8)}), ${pages.length} pages`,
    "pipeline    pages  folder        precision  recall     F1   ms/page median  p90   import whole  author found  = annotation",
  ];
  for (const [key, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    const { precision, recall, f1 } = scores(t.counts);
    const [name, folder] = key.split(" ");
    lines.push(
      `${name!.padEnd(11)} ${String(t.pages).padStart(5)}  ${folder!.padEnd(12)}    ${pct(precision)}   ${pct(recall)}  ${pct(f1)}      ${quantile(t.ms, 0.5).toFixed(1).padStart(6)} ${quantile(t.ms, 0.9).toFixed(1).padStart(6)}  ${String(t.whole).padStart(5)} (${pct(t.whole / t.pages)}%)  ${String(t.authorFound).padStart(5)}  ${t.authorEqual}/${t.authorAnnotated}`,
    );
  }
  if (identity.compared) {
    const median = (name: Name) => quantile(tallies.get(`${name} all`)!.ms, 0.5);
    const p90 = (name: Name) => quantile(tallies.get(`${name} all`)!.ms, 0.9);
    lines.push(
      `Spurq (parse5 + linkedom) against Spurq on jsdom: ${identity.identical}/${identity.compared} pages identical as stored; time per page ${(median("jsdom") / median("Spurq")).toFixed(2)}x faster (median), ${(p90("jsdom") / p90("Spurq")).toFixed(2)}x (p90)`,
      ...identity.differing.slice(0, 20).map((line) => `  differs: ${line}`),
    );
    writeFileSync(join(setDirectory, "differing.txt"), identity.differing.join("\n"));
  }
  // The cold start on a page of median size in the set.
  const bySize = [...pages].sort((a, b) => a.load().length - b.load().length);
  const median = bySize[Math.floor(bySize.length / 2)]!;
  if (!process.env.EXTRACTION_NO_COLD) {
    const cold = measureColdStart(median.path);
    const size = (median.load().length / 1024).toFixed(0);
    for (const [label, importer] of [
      ["Spurq (parse5 + linkedom)", cold.current],
      ["Spurq on jsdom", cold.jsdom],
    ] as const)
      lines.push(
        `cold start, ${label} (fresh process, median of 7): load the importer and import a ${size} KB page ${importer.firstImport.toFixed(0)} ms; the same page again ${importer.warmImport.toFixed(0)} ms`,
      );
  }
  console.log(lines.join("\n"));
  expect(tallies.size).toBeGreaterThan(0);
  expect(identity.differing.length, "pages whose stored result differs").toBe(0);
});

/** Where the two stored results first part, with a little context. */
function firstDifference(stored: Map<Name, string | undefined>): string {
  const a = stored.get("Spurq") ?? "";
  const b = stored.get("jsdom") ?? "";
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}: ${JSON.stringify(a.slice(Math.max(0, at - 60), at + 60))} vs ${JSON.stringify(b.slice(Math.max(0, at - 60), at + 60))}`;
}
