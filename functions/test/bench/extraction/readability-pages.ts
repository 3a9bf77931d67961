// mozilla/readability's test pages as scripts/fetch-extraction-set.mjs copied them into
// .bench/extraction/: each folder's source.html, the article Readability is expected to return
// (expected.html) and its metadata (expected-metadata.json, whose byline is the page's author as
// Readability reads it). The expected article is Readability's own output, kept as its regression
// test, not a person's judgement: scored by the article benchmark's shingle rule, it says how far
// an output is from Readability's. Its bylines are the useful part: many pages are made to test
// how an author is found.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setDirectory } from "./evaluation-set";

interface SetManifest {
  repo: string;
  commit: string;
}

export const readabilityPagesManifest: SetManifest = JSON.parse(
  readFileSync(join(import.meta.dirname, "readability-set.json"), "utf8"),
);
const out = join(setDirectory, readabilityPagesManifest.commit, "test/test-pages");

export interface TestPage {
  id: string;
  /** Readability's tests read every page at this address. */
  url: string;
  expectedHtml: string;
  /** The expected byline, where the page has one. */
  byline?: string;
  path: string;
  load(): Buffer;
}

export function loadReadabilityPages(): TestPage[] {
  if (!existsSync(out)) throw new Error(`${out} is missing: run node scripts/fetch-extraction-set.mjs`);
  return readdirSync(out)
    .sort()
    .filter((id) => existsSync(join(out, id, "source.html")))
    .map((id) => {
      const path = join(out, id, "source.html");
      const metadata = JSON.parse(readFileSync(join(out, id, "expected-metadata.json"), "utf8")) as {
        byline?: string | null;
      };
      return {
        id,
        url: "http://fakehost/test/page.html",
        expectedHtml: readFileSync(join(out, id, "expected.html"), "utf8"),
        byline: metadata.byline || undefined,
        path,
        load: () => readFileSync(path),
      };
    });
}
