// One case of npm run bench:memory, in a process of its own (so no case inherits another's heap):
// the work a heavy route does with one input, on the built functions (functions/lib), measured
// as the growth of the process's peak resident memory over an instance that has served the same
// route once already (modules loaded, a small input done), and the peak of the JavaScript heap.
//
//   node --expose-gc scripts/lib/memory-case.mjs <work> <input file> [name or address]
//
// Prints one JSON line: { work, outcome, baselineMiB, peakMiB, growthMiB, heapPeakMiB, ms }.
// The peak RSS is the kernel's own high-water mark (VmHWM in /proc/self/status, reset after the
// warm-up by writing 5 to /proc/self/clear_refs), exact; getrusage's maxRSS would not do, since
// Linux carries it over from the parent through exec. The heap's peak is sampled every
// millisecond the event loop is free, so it can miss a peak inside synchronous work.
import { closeSync, openSync, readFileSync, readSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { repoRoot } from "./paths.mjs";

const require = createRequire(import.meta.url);
const lib = (path) => require(join(repoRoot, "functions", "lib", path));
const MIB = 1024 * 1024;

const [work, inputPath, argument = ""] = process.argv.slice(2);

const BOUNDARY = "----spurq-bench-memory";

/** The request body as Cloud Functions buffers it (req.rawBody): the file inside a multipart envelope. */
function multipartBody(path, name) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const size = statSync(path).size;
  const body = Buffer.allocUnsafe(head.length + size + tail.length);
  head.copy(body, 0);
  const fd = openSync(path, "r");
  for (let at = 0; at < size;) at += readSync(fd, body, head.length + at, size - at, at);
  closeSync(fd);
  tail.copy(body, head.length + size);
  return body;
}

function uploadRequest(rawBody) {
  const headers = {
    "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    "content-length": String(rawBody.length),
  };
  return { headers, rawBody, is: () => true, get: (name) => headers[name.toLowerCase()] };
}

const UPLOAD = {
  tooLarge: "too large",
  notMultipart: "not multipart",
  oneAtATime: "one at a time",
  noFile: "no file",
};

/** Each heavy route's work, from the request body to what it would store (the store left out). */
const WORKS = {
  /** POST /api/library-imports: the upload read, parsed, merged and packed into staged parts. */
  async libraryFile(path, name) {
    const { readSingleUpload } = lib("lib/multipart-file.js");
    const { readLibrary } = lib("modules/library-import/read-library.js");
    const { LIBRARY_FILE_BYTES_MAX } = lib("modules/library-import/limits.js");
    const file = await readSingleUpload(uploadRequest(multipartBody(path, name)), {
      ...UPLOAD,
      maxBytes: LIBRARY_FILE_BYTES_MAX,
    });
    const read = await readLibrary(file);
    return `${read.preview.articles} articles, ${read.preview.highlights} highlights, ${read.parts.length} parts`;
  },
  /** POST /api/articles/from-pdf: the upload read, its text extracted and prepared for storing. */
  async pdf(path) {
    const { readPdfUpload } = lib("modules/import/pdf-upload.js");
    const { extractPdf, isPdf, pdfArticleText } = lib("modules/import/pdf-import.service.js");
    const { prepareContent } = lib("modules/library/index.js");
    const bytes = await readPdfUpload(uploadRequest(multipartBody(path, "file.pdf")));
    if (!isPdf(bytes)) throw new Error("not a PDF");
    const pdf = await extractPdf(bytes);
    const prepared = await prepareContent(pdfArticleText(pdf), "text");
    return `${pdf.paragraphs.length} paragraphs, ${prepared.content.length} characters`;
  },
  /** POST /api/articles/from-url: the page fetched under the import's limits, extracted, sanitised. */
  async url(_path, address) {
    const { fetchArticle, importFetchOptions } = lib("modules/import/index.js");
    const { prepareContent } = lib("modules/library/index.js");
    const { draft } = await fetchArticle(address, importFetchOptions({ allowLoopbackHosts: true }));
    const prepared = await prepareContent(draft.content ?? "", "html");
    return `${prepared.content.length} characters`;
  },
  /** The library import's slice: eight pages fetched and extracted at once, as the job does. */
  async eightUrls(_path, address) {
    const { fetchArticle, importFetchOptions } = lib("modules/import/index.js");
    const { prepareContent } = lib("modules/library/index.js");
    // A longer fetch timeout than the job's 10 s: eight parses on two shared cores starve the
    // sockets, and a timed-out fetch would measure less work than a slice does.
    const options = importFetchOptions({ allowLoopbackHosts: true, timeoutMs: 60_000 });
    const sizes = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const { draft } = await fetchArticle(`${address}?n=${i}`, options);
        return (await prepareContent(draft.content ?? "", "html")).content.length;
      }),
    );
    return `${sizes.length} pages, ${sizes.reduce((a, b) => a + b, 0)} characters`;
  },
  /** POST /api/articles/from-page: the rendered page's JSON body parsed, extracted, sanitised. */
  async page(path) {
    const { extractPage } = lib("modules/import/extract-article.js");
    const { prepareContent } = lib("modules/library/index.js");
    const body = JSON.parse(readFileSync(path, "utf8"));
    const { draft } = await extractPage(body.html, body.url);
    const prepared = await prepareContent(draft.content ?? "", "html");
    return `${prepared.content.length} characters`;
  },
  /** POST /api/articles (and PATCH): an article's own HTML in the JSON body, sanitised: stays on api. */
  async manualArticle(path) {
    const { prepareContent } = lib("modules/library/index.js");
    const body = JSON.parse(readFileSync(path, "utf8"));
    const prepared = await prepareContent(body.content, "html");
    return `${prepared.content.length} characters`;
  },
};

const run = WORKS[work];
if (!run) {
  console.error(`unknown work ${work}`);
  process.exit(2);
}
const warmUp = process.env.SPURQ_BENCH_WARM_UP ?? "";
const warmUpArgument = process.env.SPURQ_BENCH_WARM_UP_ARGUMENT ?? "";

let heapPeak = 0;
const sample = () => {
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
};

// An instance that has served the route once: its modules loaded, its caches warm.
if (warmUp || warmUpArgument) {
  await run(warmUp, warmUpArgument).catch((error) => {
    console.error(`warm-up failed: ${error instanceof Error ? error.message : String(error)}`);
  });
}
globalThis.gc?.();
globalThis.gc?.();
/** The process's peak resident memory since the last reset, in bytes. */
const highWater = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1]) * 1024;
let resettable = true;
try {
  writeFileSync("/proc/self/clear_refs", "5");
} catch {
  resettable = false;
}
const baseline = process.memoryUsage().rss;
heapPeak = process.memoryUsage().heapUsed;
const sampler = setInterval(sample, 1);
const started = performance.now();
let outcome;
try {
  outcome = `accepted: ${await run(inputPath, argument)}`;
} catch (error) {
  const status = error?.status ?? error?.statusCode;
  outcome = `refused${status ? ` ${status}` : ""}: ${error instanceof Error ? error.message : String(error)}`;
}
const ms = performance.now() - started;
sample();
clearInterval(sampler);
const peak = Math.max(highWater(), baseline);
const round = (bytes) => Math.round((bytes / MIB) * 10) / 10;
console.log(
  JSON.stringify({
    work,
    outcome,
    baselineMiB: round(baseline),
    peakMiB: round(peak),
    growthMiB: round(peak - baseline),
    // Without a reset (an old kernel), the high-water mark includes the warm-up: an upper bound.
    bound: !resettable,
    heapPeakMiB: round(heapPeak),
    ms: Math.round(ms),
  }),
);
