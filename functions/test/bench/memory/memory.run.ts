// npm run bench:memory: the peak memory of each heavy route's work, for the largest inputs each
// accepts and for hostile ones, each in a fresh child process (scripts/lib/memory-case.mjs) on
// the built functions, and whether it fits its function's memory at the concurrency it is given
// (functions/src/lib/function-sizes.ts). No emulators: the routes' work is measured up to what
// they would store. The figures are written to peaks.json beside this file, which the unit test
// of the functions' sizes reads (commit it after a run).
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUNCTION_SIZES, LARGE_BODY_CHARACTERS, type FunctionName } from "../../../src/lib/function-sizes";
import { LIBRARY_FILE_BYTES_MAX } from "../../../src/modules/library-import/limits";
import { PAGE_BODY_MAX_BYTES, PDF_MAX_BYTES } from "../../../src/shared";
import { URL_IMPORT_LIMITS } from "../../../src/modules/import/url-import.service";
import { zeros, zipOf } from "../../helpers/library-fixtures";
import { longTextPdf, textPdf, textPdfOfSize } from "../../helpers/pdfs";
import { startPageServer, type PageServer } from "../../helpers/page-server";

const REPO = join(import.meta.dirname, "..", "..", "..", "..");
const CASE_SCRIPT = join(REPO, "scripts", "lib", "memory-case.mjs");
const MIB = 1024 * 1024;

interface Case {
  name: string;
  fn: FunctionName;
  work: string;
  /** The input file (or, for a fetch, its address in `argument`). */
  input?: string;
  argument?: string;
  /**
   * Work done in turn, one at a time per instance (a large article body's sanitising): it counts
   * once in its function's memory, not once per concurrent request.
   */
  inTurn?: boolean;
  /** What the route must do with it. */
  expect: "accepted" | "refused";
  warmUp: { input: string; argument?: string };
}

interface Measured {
  outcome: string;
  baselineMiB: number;
  peakMiB: number;
  growthMiB: number;
  bound: boolean;
  heapPeakMiB: number;
  ms: number;
}

const folder = mkdtempSync(join(tmpdir(), "spurq-bench-memory-"));
const at = (name: string) => join(folder, name);
let server: PageServer;

// ---- inputs --------------------------------------------------------------------------------

const WORDS =
  "tide harbour moon sea wall wave keeper light ledger storm ship winter coast estuary river bank sand stone salt wind rope anchor sail deck current chart pilot beacon island cliff gull".split(
    " ",
  );

/** Text of `bytes` bytes from a small vocabulary in a shuffled order: compresses as prose does. */
function prose(bytes: number, seed = 1): string {
  const random = randomBytes(Math.ceil(bytes / 5) + 16);
  let text = "";
  let i = seed;
  while (text.length < bytes) text += `${WORDS[random[i++ % random.length]! % WORDS.length]} `;
  return text.slice(0, bytes);
}

/** A CSV just under `bytes`, of rows made by `row(i)`, after `header`. */
function csvOf(header: string, bytes: number, row: (i: number) => string): Buffer {
  const lines = [header];
  let size = header.length + 1;
  for (let i = 0; ; i++) {
    const line = row(i);
    if (size + line.length + 1 > bytes) break;
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(lines.join("\n"));
}

/** A 30 MiB Pocket CSV of 20,000 saved pages (long titles and tags): the most a file may hold. */
function pocketLargest(): Buffer {
  const perRow = Math.floor(LIBRARY_FILE_BYTES_MAX / 20_000) - 1;
  return csvOf("title,url,time_added,tags,status", LIBRARY_FILE_BYTES_MAX, (i) => {
    if (i >= 20_000) return "x".repeat(LIBRARY_FILE_BYTES_MAX);
    const start = `"${prose(200, i).trim()}",https://example.com/articles/${i},1700000000,`;
    const tags = Array.from({ length: 40 }, (_, t) => `tag-${(i * 7 + t) % 500}`).join("|");
    return `${start}"${tags}|${"x".repeat(Math.max(0, perRow - start.length - tags.length - 12))}",unread`;
  });
}

/** A 29 MiB Pocket CSV of short rows: about 400,000 pages, more than one import takes. */
const pocketCrowded = () =>
  csvOf("title,url,time_added,tags,status", 29 * MIB, (i) => `P${i},https://e.com/${i},1700000000,,unread`);

/** A 30 MiB Readwise CSV: highlights of 2,000 books, one a row. */
const readwiseLargest = () =>
  csvOf("Highlight,Book Title,Book Author,Note,Location", LIBRARY_FILE_BYTES_MAX, (i) => {
    return `"${prose(160, i).trim()}",Book ${i % 2000},Author ${i % 300},"${prose(40, i + 1).trim()}",${i}`;
  });

const slug = (i: number) => `article-${i}`;

/** An Omnivore export near every limit at once: 5,000 articles, 15,000 entries, about 125 MB unpacked, 25 MiB packed. */
async function omnivoreLargest(): Promise<Buffer> {
  const articles = 5_000;
  const entries: Record<string, string> = {};
  entries["metadata_0_to_5000.json"] = JSON.stringify(
    Array.from({ length: articles }, (_, i) => ({
      id: `id-${i}`,
      slug: slug(i),
      title: `Article ${i}: ${prose(60, i).trim()}`,
      description: prose(300, i),
      author: `Author ${i % 100}`,
      url: `https://example.com/articles/${i}`,
      state: i % 3 ? "Active" : "Archived",
      readingProgress: i % 100,
      labels: [{ name: `label-${i % 40}` }],
      savedAt: "2024-05-17T08:30:00.000Z",
    })),
  );
  for (let i = 0; i < articles; i++) {
    entries[`content/${slug(i)}.html`] = `<article><h1>Article ${i}</h1><p>${prose(24_000, i)}</p></article>`;
    entries[`highlights/${slug(i)}.md`] =
      `> ${prose(300, i).trim()} \n\nA note on it.\n\n> ${prose(200, i + 3).trim()} `;
  }
  return zipOf(entries);
}

/** One entry that inflates to 190 MiB from a few hundred kilobytes. */
const omnivoreBomb = () => zipOf({ "metadata_0_to_1.json": "[]", "content/a.html": zeros(190 * MIB) });

/** A metadata list of 2.5 million articles, streamed into the zip. */
function omnivoreMillions(): Promise<Buffer> {
  let i = 0;
  const count = 2_500_000;
  const list = new Readable({
    read() {
      if (i === 0) this.push("[");
      if (i >= count) return void this.push(null);
      const chunk: string[] = [];
      for (let n = 0; n < 10_000 && i < count; n++, i++)
        chunk.push(`${i ? "," : ""}{"slug":"a${i}","url":"https://e.com/${i}","title":"A${i}"}`);
      this.push(chunk.join("") + (i >= count ? "]" : ""));
    },
  });
  return zipOf({ "metadata_0_to_2500000.json": list });
}

const CENTRAL_HEADER = 0x02014b50;
/** A zip whose 190 MiB entry declares 1,000 bytes (below every ratio check): it lies about its size. */
async function omnivoreLying(): Promise<Buffer> {
  const zip = await zipOf({
    "metadata_0_to_1.json": JSON.stringify([{ slug: "a", url: "https://example.com/a" }]),
    "content/a.html": zeros(190 * MIB),
  });
  for (let at = 0; at <= zip.length - 46; at++) {
    if (zip.readUInt32LE(at) !== CENTRAL_HEADER) continue;
    const length = zip.readUInt16LE(at + 28);
    if (zip.toString("utf8", at + 46, at + 46 + length) === "content/a.html")
      zip.writeUInt32LE(1000, at + 24);
  }
  return zip;
}

/** An article page of about `bytes`, mostly paragraphs with some links, around navigation. */
function bigPage(bytes: number): string {
  const paragraphs: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes - 2000; i++) {
    const p = `<p>${prose(700, i)} <a href="/more/${i}">more</a> <em>${prose(60, i + 1)}</em></p>`;
    paragraphs.push(p);
    size += p.length + 1;
  }
  return `<!doctype html><html><head><meta charset="utf-8"><title>A Very Long Article</title><meta name="author" content="Ada Writer"></head>
<body><nav><a href="/">Home</a> <a href="/news">News</a></nav><main><article><h1>A Very Long Article</h1><p class="byline">By Ada Writer</p>
${paragraphs.join("\n")}
</article></main><footer>© The Site</footer></body></html>`;
}

// ---- cases ---------------------------------------------------------------------------------

const cases: Case[] = [];
const results = new Map<string, Measured & Case>();

beforeAll(async () => {
  const write = (name: string, bytes: Buffer | string) => {
    writeFileSync(at(name), bytes);
    return at(name);
  };
  const pages = {
    "/small": bigPage(20_000),
    "/2mb": bigPage(2 * 1024 * 1024),
    "/cap": bigPage(URL_IMPORT_LIMITS.maxBytes - 4096),
  };
  server = await startPageServer(
    Object.fromEntries(
      Object.entries(pages).map(([path, body]) => [
        path,
        (_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body),
      ]),
    ),
  );
  const warm = {
    csv: {
      input: write(
        "warm.csv",
        "title,url,time_added,tags,status\nA,https://example.com/a,1700000000,,unread\n",
      ),
    },
    zip: {
      input: write(
        "warm.zip",
        await zipOf({
          "metadata_0_to_1.json": JSON.stringify([{ slug: "a", url: "https://example.com/a" }]),
          "content/a.html": "<p>A</p>",
        }),
      ),
    },
    pdf: { input: write("warm.pdf", await textPdf({ title: "Warm", author: "Ada" })) },
    url: { input: "", argument: server.url("/small") },
    page: {
      input: write("warm-page.json", JSON.stringify({ url: "https://example.com/w", html: pages["/small"] })),
    },
    manual: { input: write("warm-manual.json", JSON.stringify({ content: "<p>Warm</p>" })) },
  };
  const library = (name: string, file: string, bytes: Buffer, expected: Case["expect"], warmUp = warm.csv) =>
    cases.push({
      name,
      fn: "imports",
      work: "libraryFile",
      input: write(file, bytes),
      argument: file,
      expect: expected,
      warmUp: { ...warmUp, argument: warmUp === warm.zip ? "warm.zip" : "warm.csv" },
    });
  library("library: Pocket CSV, 30 MiB, 20,000 pages", "pocket-largest.csv", pocketLargest(), "accepted");
  library(
    "library: Readwise CSV, 30 MiB, 2,000 books",
    "readwise-largest.csv",
    readwiseLargest(),
    "accepted",
  );
  library(
    "library: Omnivore zip near the limits",
    "omnivore-largest.zip",
    await omnivoreLargest(),
    "accepted",
    warm.zip,
  );
  library("hostile: Pocket CSV, 29 MiB, 400,000 rows", "pocket-crowded.csv", pocketCrowded(), "refused");
  library(
    "hostile: zip, one entry inflating to 190 MiB",
    "omnivore-bomb.zip",
    await omnivoreBomb(),
    "refused",
    warm.zip,
  );
  library(
    "hostile: zip, 2.5 million articles listed",
    "omnivore-millions.zip",
    await omnivoreMillions(),
    "refused",
    warm.zip,
  );
  library(
    "hostile: zip, an entry lying about its size",
    "omnivore-lying.zip",
    await omnivoreLying(),
    "refused",
    warm.zip,
  );

  const pdf = (name: string, file: string, bytes: Buffer) =>
    cases.push({
      name,
      fn: "imports",
      work: "pdf",
      input: write(file, bytes),
      expect: "accepted",
      warmUp: warm.pdf,
    });
  pdf("pdf: 10 MB (text and an image-sized stream)", "pdf-10mb.pdf", await textPdfOfSize(PDF_MAX_BYTES));
  pdf("pdf: 2,500,000 characters of text", "pdf-long.pdf", await longTextPdf(2_500_000));

  const url = (name: string, path: string) =>
    cases.push({
      name,
      fn: "imports",
      work: "url",
      input: "",
      argument: server.url(path),
      expect: "accepted",
      warmUp: warm.url,
    });
  url("url import: 2 MB page", "/2mb");
  url("url import: page at the fetch cap (5 MiB)", "/cap");

  cases.push({
    name: "page save (extension): page at the body cap (6 MiB)",
    fn: "imports",
    work: "page",
    input: write(
      "page-cap.json",
      JSON.stringify({ url: "https://example.com/long", html: bigPage(PAGE_BODY_MAX_BYTES - 64 * 1024) }),
    ),
    expect: "accepted",
    warmUp: warm.page,
  });
  cases.push({
    name: "article body: 2,000,000 characters of HTML",
    fn: "api",
    work: "manualArticle",
    input: write("manual.json", JSON.stringify({ content: `<article>${bigPage(2_000_000)}</article>` })),
    expect: "accepted",
    inTurn: true,
    warmUp: warm.manual,
  });
  cases.push({
    name: "article body: 64 KB of HTML (the most not sanitised in turn)",
    fn: "api",
    work: "manualArticle",
    input: write(
      "manual-64k.json",
      JSON.stringify({ content: `<article>${bigPage(LARGE_BODY_CHARACTERS)}</article>` }),
    ),
    expect: "accepted",
    warmUp: warm.manual,
  });
  cases.push({
    name: "library slice: 8 pages of 2 MB at once",
    fn: "runJob",
    work: "eightUrls",
    input: "",
    argument: server.url("/2mb"),
    expect: "accepted",
    warmUp: warm.url,
  });
}, 600_000);

afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

function measure(one: Case): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--expose-gc", CASE_SCRIPT, one.work, one.input ?? "", one.argument ?? ""],
      {
        env: {
          ...process.env,
          SPURQ_LOG: "silent",
          SPURQ_BENCH_WARM_UP: one.warmUp.input,
          SPURQ_BENCH_WARM_UP_ARGUMENT: one.warmUp.argument ?? "",
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const line = out.trim().split("\n").pop() ?? "";
      if (code !== 0 || !line.startsWith("{"))
        return reject(new Error(`case ${one.name} ended ${code}: ${out}`));
      resolve(JSON.parse(line) as Measured);
    });
  });
}

const mib = (n: number) => `${n.toFixed(0).padStart(5)} MiB`;

describe("bench:memory", () => {
  it("measures each case in a process of its own", async () => {
    for (const one of cases) {
      const size = one.input ? statSync(one.input).size : 0;
      const measured = await measure(one);
      results.set(one.name, { ...one, ...measured });
      console.log(
        `${one.name.padEnd(56)} ${one.fn.padEnd(8)} input ${(size / MIB).toFixed(1).padStart(5)} MiB  ` +
          `baseline ${mib(measured.baselineMiB)}  peak ${mib(measured.peakMiB)}  growth ${mib(measured.growthMiB)}${measured.bound ? "≤" : " "} ` +
          `heap ${mib(measured.heapPeakMiB)}  ${(measured.ms / 1000).toFixed(1)} s\n    ${measured.outcome.slice(0, 160)}`,
      );
    }
    expect(results.size).toBe(cases.length);
  }, 1_800_000);

  it("says whether each function holds its heaviest request at its concurrency", () => {
    const lines: string[] = [];
    const record: Record<string, unknown> = {};
    for (const fn of Object.keys(FUNCTION_SIZES) as FunctionName[]) {
      const size = FUNCTION_SIZES[fn];
      const own = [...results.values()].filter((one) => one.fn === fn);
      if (!own.length) continue;
      const baseline = Math.max(...own.map((one) => one.baselineMiB));
      const growth = Math.max(...own.filter((one) => !one.inTurn).map((one) => one.growthMiB));
      const inTurn = Math.max(0, ...own.filter((one) => one.inTurn).map((one) => one.growthMiB));
      const needs = baseline + inTurn + size.concurrency * growth;
      const fits = needs <= size.memoryMiB;
      lines.push(
        `${fn.padEnd(8)} ${size.memoryMiB} MiB, concurrency ${size.concurrency}: baseline ${baseline} MiB + ` +
          (inTurn ? `${inTurn} MiB in turn + ` : "") +
          `${size.concurrency} × ${growth} MiB = ${Math.round(needs)} MiB: ${fits ? "fits" : "DOES NOT FIT"}`,
      );
      record[fn] = { baselineMiB: baseline, inTurnGrowthMiB: inTurn, peakGrowthMiB: growth };
    }
    console.log(`\n${lines.join("\n")}`);
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO }).toString().trim();
    writeFileSync(
      join(import.meta.dirname, "peaks.json"),
      `${JSON.stringify(
        {
          measured: new Date().toISOString().slice(0, 10),
          commit,
          node: process.version,
          functions: record,
          cases: [...results.values()].map(
            ({ name, fn, outcome, baselineMiB, peakMiB, growthMiB, heapPeakMiB }) => ({
              name,
              function: fn,
              outcome: outcome.split(":")[0],
              baselineMiB,
              peakMiB,
              growthMiB,
              heapPeakMiB,
            }),
          ),
        },
        null,
        2,
      )}\n`,
    );
    for (const one of results.values()) expect(one.outcome, one.name).toMatch(new RegExp(`^${one.expect}`));
    // No accepted library file may take more than 256 MiB.
    const uploads = [...results.values()].filter(
      (one) => one.work === "libraryFile" && one.expect === "accepted",
    );
    for (const one of uploads) expect(one.growthMiB, one.name).toBeLessThanOrEqual(256);
  });
});
