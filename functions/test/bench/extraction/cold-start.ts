// The import stack's cold start: a fresh Node process (as a new function instance) loads the
// compiled importer and imports one page. Compiled with tsc into .bench/extraction/lib, because
// the function runs compiled CommonJS, not vitest's transformed sources. Measured for the import
// as it runs (parse5 + linkedom) and for the same pipeline on jsdom alone
// (test/helpers/jsdom-extract-article.ts), in alternating processes so both see the same load.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "../../../..");
const bench = join(root, ".bench/extraction");
const lib = join(bench, "lib");

function compile(): void {
  // The importer and the jsdom reference, laid out as in functions/ (src/, test/helpers/).
  const tsconfig = join(bench, "tsconfig.cold-start.json");
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(root, "functions/tsconfig.json"),
      compilerOptions: { rootDir: join(root, "functions"), outDir: lib, sourceMap: false },
      include: [join(root, "functions/src"), join(root, "functions/test/helpers/jsdom-extract-article.ts")],
      exclude: [join(root, "functions/src/**/*.test.ts")],
    }),
  );
  execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", tsconfig], {
    stdio: "inherit",
  });
  // The root package is ESM; the function's output is CommonJS, as in functions/.
  mkdirSync(lib, { recursive: true });
  writeFileSync(join(lib, "package.json"), '{ "type": "commonjs" }\n');
  // Packages resolve as from functions/: its own node_modules (parse5 8) before the root's.
  if (!existsSync(join(bench, "node_modules")))
    symlinkSync(join(root, "functions/node_modules"), join(bench, "node_modules"));
}

export interface ColdStart {
  /** Loading the importer's module until its first page is extracted, in ms. */
  firstImport: number;
  /** The same process's second import of the same page, in ms: what the cold start adds is the difference. */
  warmImport: number;
}

const IMPORTERS = {
  current: { module: "src/modules/import/extract-article.js", name: "extractArticle" },
  jsdom: { module: "test/helpers/jsdom-extract-article.js", name: "jsdomExtractArticle" },
};

function coldStart(pagePath: string, importer: keyof typeof IMPORTERS): ColdStart {
  const { module, name } = IMPORTERS[importer];
  const script = `
    const { readFileSync } = require("node:fs");
    const body = readFileSync(${JSON.stringify(pagePath)});
    const t0 = performance.now();
    const extract = require(${JSON.stringify(join(lib, module))})[${JSON.stringify(name)}];
    extract(body, "https://example.org/article", "text/html").then(async () => {
      const t1 = performance.now();
      await extract(body, "https://example.org/article", "text/html");
      console.log(JSON.stringify({ firstImport: t1 - t0, warmImport: performance.now() - t1 }));
    });`;
  return JSON.parse(
    execFileSync(process.execPath, ["-e", script], { encoding: "utf8", env: { PATH: process.env.PATH } }),
  ) as ColdStart;
}

/** Median of `runs` fresh processes per importer, each importing `pagePath` twice. */
export function measureColdStart(pagePath: string, runs = 7): Record<keyof typeof IMPORTERS, ColdStart> {
  compile();
  const samples = { current: [] as ColdStart[], jsdom: [] as ColdStart[] };
  for (let run = 0; run < runs; run++) {
    samples.current.push(coldStart(pagePath, "current"));
    samples.jsdom.push(coldStart(pagePath, "jsdom"));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const summary = (list: ColdStart[]) => ({
    firstImport: median(list.map((s) => s.firstImport)),
    warmImport: median(list.map((s) => s.warmImport)),
  });
  return { current: summary(samples.current), jsdom: summary(samples.jsdom) };
}
