// The import stack's cold start: a fresh Node process (as a new function instance) loads the
// compiled importer and imports one page. Compiled with tsc into .bench/extraction/lib, because
// the function runs compiled CommonJS, not vitest's transformed sources.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "../../../..");
const lib = join(root, ".bench/extraction/lib");

function compile(): void {
  execFileSync(
    process.execPath,
    [
      join(root, "node_modules/typescript/bin/tsc"),
      "-p",
      join(root, "functions/tsconfig.json"),
      "--outDir",
      lib,
    ],
    {
      stdio: "inherit",
    },
  );
  // The root package is ESM; the function's output is CommonJS, as in functions/.
  mkdirSync(lib, { recursive: true });
  writeFileSync(join(lib, "package.json"), '{ "type": "commonjs" }\n');
}

export interface ColdStart {
  /** Loading the importer's module until its first page is extracted, in ms. */
  firstImport: number;
  /** The same process's second import of the same page, in ms: what the cold start adds is the difference. */
  warmImport: number;
}

/** Median of `runs` fresh processes, each importing `pagePath` twice. */
export function measureColdStart(pagePath: string, runs = 7): ColdStart {
  compile();
  const script = `
    const { readFileSync } = require("node:fs");
    const body = readFileSync(${JSON.stringify(pagePath)});
    const t0 = performance.now();
    const { extractArticle } = require(${JSON.stringify(join(lib, "modules/import/extract-article.js"))});
    extractArticle(body, "https://example.org/article", "text/html").then(async () => {
      const t1 = performance.now();
      await extractArticle(body, "https://example.org/article", "text/html");
      console.log(JSON.stringify({ firstImport: t1 - t0, warmImport: performance.now() - t1 }));
    });`;
  const samples: ColdStart[] = Array.from({ length: runs }, () =>
    JSON.parse(
      execFileSync(process.execPath, ["-e", script], { encoding: "utf8", env: { PATH: process.env.PATH } }),
    ),
  );
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    firstImport: median(samples.map((s) => s.firstImport)),
    warmImport: median(samples.map((s) => s.warmImport)),
  };
}
