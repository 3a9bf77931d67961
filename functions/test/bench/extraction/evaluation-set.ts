// trafilatura's evaluation set as scripts/fetch-extraction-set.mjs copied it into .bench/extraction/,
// and its scoring rule, as its tests/eval_common.py states it: an annotated "with" snippet found in
// the whitespace-normalised output is a true positive (missing: a false negative); a "without"
// snippet found is a false positive (missing: a true negative); a crash misses everything.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface SetManifest {
  repo: string;
  commit: string;
  folders: string[];
}

export const setManifest: SetManifest = JSON.parse(
  readFileSync(join(import.meta.dirname, "set.json"), "utf8"),
);
/** Where the fetched set is (git-ignored). */
export const setDirectory = join(import.meta.dirname, "../../../../.bench/extraction");
const out = join(setDirectory, setManifest.commit);

export interface EvalPage {
  url: string;
  file: string;
  /** The set's folder: tests/cache (its original pages) or tests/eval (added later). */
  folder: string;
  with: string[];
  without: string[];
  /** The annotated author, where the set names one ("; " between several, as trafilatura joins them). */
  author?: string;
  /** Where the page is on disk. */
  path: string;
  load(): Buffer;
}

interface Annotation {
  file: string;
  with: string[];
  without: string[];
  author?: string | string[] | null;
}

/** File names as stored on disk, looked up in NFC: the annotations and the tree may differ in form. */
function filesByName(folder: string): Map<string, string> {
  const dir = join(out, folder);
  return new Map(
    existsSync(dir) ? readdirSync(dir).map((name) => [name.normalize("NFC"), join(dir, name)]) : [],
  );
}

export function loadEvalSet(): EvalPage[] {
  const annotationsFile = join(out, "evaldata.json");
  if (!existsSync(annotationsFile))
    throw new Error(`${annotationsFile} is missing: run node scripts/fetch-extraction-set.mjs`);
  const annotations: Record<string, Annotation> = JSON.parse(readFileSync(annotationsFile, "utf8"));
  const folders = setManifest.folders.map((folder) => ({ folder, files: filesByName(folder) }));
  return Object.keys(annotations)
    .sort()
    .map((url) => {
      const item = annotations[url]!;
      const found = folders.find(({ files }) => files.has(item.file.normalize("NFC")));
      if (!found)
        throw new Error(`${url}: ${item.file} is missing: run node scripts/fetch-extraction-set.mjs`);
      const path = found.files.get(item.file.normalize("NFC"))!;
      const author = Array.isArray(item.author) ? item.author.join("; ") : item.author || undefined;
      return {
        url,
        file: item.file,
        folder: found.folder,
        with: item.with,
        without: item.without,
        author,
        path,
        load: () => readFileSync(path),
      };
    });
}

export const norm = (text: string): string => text.replace(/\s+/g, " ").trim();

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

/** One page's counts; `output` undefined when the extractor crashed or found nothing. */
export function countPage(page: Pick<EvalPage, "with" | "without">, output: string | undefined): Counts {
  const text = output === undefined ? undefined : norm(output);
  const tp = text === undefined ? 0 : page.with.filter((w) => text.includes(norm(w))).length;
  const fp = text === undefined ? 0 : page.without.filter((w) => text.includes(norm(w))).length;
  return { tp, fp, fn: page.with.length - tp, tn: page.without.length - fp };
}

export function addCounts(a: Counts, b: Counts): Counts {
  return { tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn, tn: a.tn + b.tn };
}

/** Precision, recall and F1 as trafilatura computes them (0 where a denominator is empty). */
export function scores({ tp, fp, fn }: Counts): { precision: number; recall: number; f1: number } {
  return {
    precision: tp + fp ? tp / (tp + fp) : 0,
    recall: tp + fn ? tp / (tp + fn) : 0,
    f1: 2 * tp + fp + fn ? (2 * tp) / (2 * tp + fp + fn) : 0,
  };
}
