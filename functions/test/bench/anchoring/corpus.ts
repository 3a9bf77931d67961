// Reads the public texts that scripts/fetch-anchoring-corpus.mjs copied into .bench/anchoring/.
// Article pages become paragraphs through the app's own import (extraction and sanitising), then
// the leaf blocks of the stored HTML; the result is cached beside them, so a later change to the
// importer does not silently change the benchmark (delete pages.json to rebuild it).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { extractArticle } from "../../../src/modules/import/extract-article";

const root = join(import.meta.dirname, "../../../..");
const out = join(root, ".bench/anchoring");

interface Manifest {
  pages: { repo: string; commit: string; files: string[] };
  revisions: { repo: string; pairs: { path: string; before: string; after: string }[] };
}

export const manifest: Manifest = JSON.parse(readFileSync(join(import.meta.dirname, "corpus.json"), "utf8"));

function corpusFile(repo: string, commit: string, path: string): string {
  const file = join(out, repo.replace("/", "+"), commit, path);
  if (!existsSync(file)) throw new Error(`${file} is missing: run node scripts/fetch-anchoring-corpus.mjs`);
  return file;
}

export interface Article {
  name: string;
  paragraphs: string[];
}

/** Blocks whose text is one paragraph of the reading screen. */
const BLOCKS = "p, li, h1, h2, h3, h4, h5, h6, pre, blockquote, figcaption, dt, dd, td, th";

function paragraphsOf(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  return [...document.querySelectorAll(BLOCKS)]
    .filter((block) => !block.querySelector(BLOCKS))
    .map((block) => (block.textContent ?? "").trim())
    .filter((text) => text.length > 0);
}

/** The trafilatura evaluation pages as the app would store them, as paragraphs. */
export async function loadPages(): Promise<Article[]> {
  const cache = join(out, "pages.json");
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, "utf8"));
  const { repo, commit, files } = manifest.pages;
  const articles: Article[] = [];
  for (const path of files) {
    const body = readFileSync(corpusFile(repo, commit, path));
    const name = path
      .split("/")
      .pop()!
      .replace(/\.html$/, "");
    const { draft } = await extractArticle(body, `https://${name}.example/`);
    if (draft.content) articles.push({ name, paragraphs: paragraphsOf(draft.content) });
  }
  writeFileSync(cache, JSON.stringify(articles));
  return articles;
}

export interface Revision {
  name: string;
  before: string;
  after: string;
}

/** Successive versions of the Rust book chapters. */
export function loadRevisions(): Revision[] {
  const { repo, pairs } = manifest.revisions;
  return pairs.map((p) => ({
    name: `${p.path}@${p.after.slice(0, 8)}`,
    before: readFileSync(corpusFile(repo, p.before, p.path), "utf8"),
    after: readFileSync(corpusFile(repo, p.after, p.path), "utf8"),
  }));
}
