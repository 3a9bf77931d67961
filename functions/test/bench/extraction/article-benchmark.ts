// Zyte's (scrapinghub's) article extraction benchmark as scripts/fetch-extraction-set.mjs copied it
// into .bench/extraction/, and its score exactly as its evaluate.py computes it:
// - text is split into tokens with Python's `\w+` (Unicode letters, digits and underscore; case is
//   kept), and tokens into shingles of 4 (a text shorter than 4 tokens is one shingle of all);
// - per page, true positives are the shingles (counted with repeats) in both the expected body and
//   the output, false positives those only in the output, false negatives those only expected;
//   the three are divided by their sum, so that every page weighs the same;
// - precision is the mean over pages with tp + fp > 0, recall the mean over pages with tp + fn > 0
//   (a page with fp = fn = 0 scores 1 in both), and F1 comes from those two means.
// An empty output thus lowers recall only. The published figures also give a bootstrap spread,
// which is noise around these means and is not recomputed here.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { setDirectory } from "./evaluation-set";

interface SetManifest {
  repo: string;
  commit: string;
}

export const articleBenchmarkManifest: SetManifest = JSON.parse(
  readFileSync(join(import.meta.dirname, "scrapinghub-set.json"), "utf8"),
);
const out = join(setDirectory, articleBenchmarkManifest.commit);

export interface BenchmarkPage {
  id: string;
  url: string;
  /** The article's body as a person marked it. */
  articleBody: string;
  path: string;
  load(): Buffer;
}

export function loadArticleBenchmark(): BenchmarkPage[] {
  const file = join(out, "ground-truth.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: run node scripts/fetch-extraction-set.mjs`);
  const truth: Record<string, { articleBody?: string; url?: string }> = JSON.parse(
    readFileSync(file, "utf8"),
  );
  return Object.keys(truth)
    .sort()
    .map((id) => {
      const path = join(out, "html", `${id}.html.gz`);
      return {
        id,
        url: truth[id]!.url ?? "https://example.org/",
        articleBody: truth[id]!.articleBody ?? "",
        path,
        load: () => gunzipSync(readFileSync(path)),
      };
    });
}

/** Python's `\w` on str: letters, digits and other numerals, and the underscore. */
const TOKEN = /[\p{L}\p{N}_]+/gu;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

function shingles(text: string, n = 4): Map<string, number> {
  const tokens = tokenize(text);
  const counts = new Map<string, number>();
  for (let i = 0; i < Math.max(1, tokens.length - n + 1); i++) {
    const shingle = tokens.slice(i, i + n);
    if (!shingle.length) continue;
    // A separator no token holds, so joined shingles stay distinct.
    const key = shingle.join("\u0000");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export interface ShingleScore {
  tp: number;
  fp: number;
  fn: number;
}

/** evaluate.py's string_shingle_matching: normalised tp, fp, fn of one page. */
export function shingleMatching(expected: string, output: string): ShingleScore {
  const a = shingles(expected);
  const b = shingles(output);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const want = a.get(key) ?? 0;
    const got = b.get(key) ?? 0;
    tp += Math.min(want, got);
    fp += Math.max(0, got - want);
    fn += Math.max(0, want - got);
  }
  const sum = tp + fp + fn;
  return sum > 0 ? { tp: tp / sum, fp: fp / sum, fn: fn / sum } : { tp, fp, fn };
}

function precisionScore({ tp, fp, fn }: ShingleScore): number {
  if (fp === 0 && fn === 0) return 1;
  if (tp === 0 && fp === 0) return 0;
  return tp / (tp + fp);
}

function recallScore({ tp, fp, fn }: ShingleScore): number {
  if (fp === 0 && fn === 0) return 1;
  if (tp === 0 && fn === 0) return 0;
  return tp / (tp + fn);
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** evaluate.py's metrics_from_tp_fp_fns: means over pages, F1 from the means. */
export function benchmarkScores(pages: ShingleScore[]): { precision: number; recall: number; f1: number } {
  const precision = mean(pages.filter(({ tp, fp }) => tp + fp > 0).map(precisionScore));
  const recall = mean(pages.filter(({ tp, fn }) => tp + fn > 0).map(recallScore));
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}
