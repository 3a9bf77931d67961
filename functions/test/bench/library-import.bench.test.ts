// Library import figures (recorded in docs/benchmarks.md): a 10,000-item Pocket CSV export whose
// pages are served on loopback by 100 "sites" (127.0.0.2 to 127.0.0.101, one server each), and a
// 5,000-highlight Readwise CSV (100 books, no addresses, nothing fetched). Each file is uploaded
// through POST /api/library-imports, then its job is run in this process task by task
// (HeldQueue) with its real slice budget, fetching every page through the URL import's pipeline at
// the real polite pace of one request a second per site. Prints the time, items per second,
// Firestore reads and writes per item, the process's peak memory, the share of highlights that
// landed, and where the workers' time went. Run: npm run bench:library (on the emulators).
//
// The daily page budget (RATE_LIMITS.libraryFetch, 5,000) would stop the 10,000-item import
// halfway through, as it would in production on the first day; here its maximum is raised to the
// file's size for the run (the counter is still taken from Firestore in blocks, as always) and put
// back afterwards. BENCH_ITEMS=n imports an n-item Pocket file instead (for a quick trial).
import http, { type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getFirestore } from "firebase-admin/firestore";
import { fetchArticle, importFetchOptions } from "../../src/modules/import";
import {
  libraryImportRunner,
  setLibraryFetcherOptions,
  startLibraryImport,
} from "../../src/modules/library-import";
import { RATE_LIMITS } from "../../src/modules/rate-limits";
import type { JobDoc } from "../../src/modules/jobs";
import { HeldQueue } from "../helpers/jobs";
import { articlePage } from "../helpers/library-files";
import { countWrites } from "../helpers/progress";
import { countReads } from "../helpers/read-counter";
import { syncedUser } from "../helpers/users";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const SITES = 100;
const BOOKS = 100;
const HIGHLIGHTS_PER_BOOK = 50;
const RUNNERS = { libraryImport: libraryImportRunner };
const WORDS = (
  "harbour lighthouse keeper ledger winter storm ferry timetable market river bridge library reading " +
  "octopus neuron memory map compass garden kitchen bread recipe walking city street tram station " +
  "mountain valley forest island coast tide moon orbit planet comet telescope archive letter diary"
).split(" ");
const TAGS = Array.from({ length: 30 }, (_, i) => `${WORDS[i]!}-reads`);
const figures: string[] = [];

/** A deterministic pseudo-random sequence, so every run builds the same files and pages. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const wordsFrom = (next: () => number, count: number) =>
  Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" ");
const sentence = (next: () => number, count: number) => {
  const text = wordsFrom(next, count);
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
};
const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Page n of the loopback web: a magazine-length article (8 to 20 paragraphs of 40 to 90 words,
 * so about 400 to 1,800 words, 3 to 12 KB) inside a site's navigation and footer. The same n
 * always gives the same page.
 */
function page(n: number): string {
  const next = random(1_000 + n);
  const paragraphs = Array.from({ length: 8 + Math.floor(next() * 13) }, () =>
    Array.from({ length: 4 + Math.floor(next() * 4) }, () => sentence(next, 8 + Math.floor(next() * 8))).join(
      " ",
    ),
  );
  return articlePage(`${sentence(next, 5).slice(0, -1)} ${n}`, paragraphs);
}

interface Site {
  host: string;
  port: number;
  /** When each request came (performance.now()), to check the pace held. */
  hits: number[];
}

/** One server per loopback address, each a site: any /p/<n>/<slug> answers page n. */
async function startSites(): Promise<{ sites: Site[]; close: () => Promise<void> }> {
  const servers: Server[] = [];
  const sockets = new Set<Socket>();
  const sites: Site[] = [];
  for (let s = 0; s < SITES; s++) {
    const site: Site = { host: `127.0.0.${s + 2}`, port: 0, hits: [] };
    const server = http.createServer((req, res) => {
      site.hits.push(performance.now());
      const n = Number(/^\/p\/(\d+)\//.exec(req.url ?? "")?.[1] ?? Number.NaN);
      if (!Number.isFinite(n)) {
        res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not here</h1>");
        return;
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(n));
    });
    server.on("connection", (socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, site.host, resolve));
    site.port = (server.address() as AddressInfo).port;
    servers.push(server);
    sites.push(site);
  }
  return {
    sites,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

/**
 * Pocket's CSV export: title,url,time_added,tags,status, newest first as Pocket wrote it; each
 * item on a site drawn at random (a real reading list mixes its sites), 0 to 3 tags joined by
 * "|", one in four archived; some titles hold commas and quotes, some are the address itself.
 */
function pocketCsv(sites: Site[]): Buffer {
  const next = random(42);
  const lines = ["title,url,time_added,tags,status"];
  for (let i = 0; i < ITEMS; i++) {
    const site = sites[Math.floor(next() * sites.length)]!;
    const slug = wordsFrom(next, 4).replace(/ /g, "-");
    const url = `http://${site.host}:${site.port}/p/${i}/${slug}`;
    const roll = next();
    const title =
      roll < 0.03
        ? url
        : roll < 0.1
          ? `${sentence(next, 3).slice(0, -1)}, "${wordsFrom(next, 2)}"`
          : sentence(next, 6);
    const tags = Array.from(
      { length: Math.floor(next() * 4) },
      () => TAGS[Math.floor(next() * TAGS.length)]!,
    );
    const status = next() < 0.25 ? "archive" : "unread";
    lines.push([csvField(title), url, String(1_700_000_000 - i * 5_000), tags.join("|"), status].join(","));
  }
  return Buffer.from(`${lines.join("\n")}\n`);
}

/**
 * Readwise's highlights CSV, its eleven columns: BOOKS books of HIGHLIGHTS_PER_BOOK highlights each,
 * rows grouped by book as Readwise writes them; a note on every fifth highlight, Readwise's
 * colours, Kindle locations, its "Highlighted at" times, document tags on every row of a book.
 */
function readwiseCsv(): Buffer {
  const next = random(7);
  const colours = ["yellow", "blue", "pink", "orange", "purple", ""];
  const lines = [
    "Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,Location,Highlighted at,Document tags",
  ];
  for (let b = 0; b < BOOKS; b++) {
    const title = `${sentence(next, 4).slice(0, -1)}, Volume ${b + 1}`;
    const author = `${wordsFrom(next, 1)} ${wordsFrom(next, 1)}`;
    const asin = `B0${String(10_000_000 + b)}`;
    const documentTags = [TAGS[b % TAGS.length]!, TAGS[(b * 7) % TAGS.length]!].join(", ");
    for (let h = 0; h < HIGHLIGHTS_PER_BOOK; h++) {
      const quote = Array.from({ length: 1 + Math.floor(next() * 3) }, () => sentence(next, 10)).join(" ");
      const note = h % 5 === 0 ? sentence(next, 12) : "";
      const at = new Date(Date.UTC(2024, 0, 1) + (b * HIGHLIGHTS_PER_BOOK + h) * 3_600_000);
      lines.push(
        [
          csvField(quote),
          csvField(title),
          csvField(author),
          asin,
          csvField(note),
          colours[h % colours.length]!,
          h % 7 === 0 ? "favorite" : "",
          "location",
          String(100 + h * 37),
          at.toISOString().replace("T", " ").replace("Z", "+00:00"),
          csvField(documentTags),
        ].join(","),
      );
    }
  }
  return Buffer.from(`${lines.join("\n")}\n`);
}

interface Peaks {
  rss: number;
  heap: number;
}

/** Samples this process's memory every 50 ms while `fn` runs; the peaks seen. */
async function sampled<T>(fn: () => Promise<T>): Promise<{ result: T; peaks: Peaks; ms: number }> {
  const peaks: Peaks = { rss: 0, heap: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    peaks.rss = Math.max(peaks.rss, now.rss);
    peaks.heap = Math.max(peaks.heap, now.heapUsed);
  };
  sample();
  const sampler = setInterval(sample, 50);
  const started = performance.now();
  try {
    const result = await fn();
    sample();
    return { result, peaks, ms: performance.now() - started };
  } finally {
    clearInterval(sampler);
  }
}

/** Reads and writes (as Firestore bills them) while `fn` runs, with its time and memory peaks. */
async function measured<T>(fn: () => Promise<T>) {
  const { result: counted, reads } = await countReads(() => countWrites(() => sampled(fn)));
  return { ...counted.result, reads, writes: counted.writes.length, writePaths: counted.writes };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Keeps a figure for the summary and prints it at once (a full run takes many minutes). */
function note(line: string) {
  figures.push(line);
  console.log(line);
}

/** Uploads `bytes` through the route, then runs the staged import's job to its end, task by task. */
async function importFile(label: string, bytes: Buffer, filename: string, items: number) {
  const user = await syncedUser(label);
  const upload = await measured(async () => {
    const response = await user.call.post("/api/library-imports").attach("file", bytes, { filename });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
    return response.body as { articles: number; highlights: number; toFetch: number };
  });
  expect(upload.result.articles).toBe(items);
  note(
    `  ${label}: upload and read of ${(bytes.length / 1024 / 1024).toFixed(2)} MB (${upload.result.articles} articles, ` +
      `${upload.result.highlights} highlights, ${upload.result.toFetch} to fetch): ${s(upload.ms)}, ` +
      `${upload.reads} reads, ${upload.writes} writes, peak RSS ${mb(upload.peaks.rss)}, heap ${mb(upload.peaks.heap)}`,
  );

  const slices: string[] = [];
  let jobId = "";
  const job = await measured(async () => {
    const queue = new HeldQueue();
    jobId = (await startLibraryImport(user.uid, queue)).id;
    // A line every half minute, so a run of many minutes shows its pace as it goes.
    const started = performance.now();
    const ticker = setInterval(() => {
      void getFirestore()
        .collection("jobs")
        .doc(jobId)
        .get()
        .then((doc) =>
          console.log(
            `    ${s(performance.now() - started)}: ${doc.get("done")}/${doc.get("total")}; ` +
              `${spent.fetches} pages fetched in ${s(spent.fetchMs)}, ${s(spent.waitMs)} waited for turns`,
          ),
        );
    }, 30_000);
    for (let task = queue.tasks.shift(); task; task = queue.tasks.shift()) {
      const one = await sampled(() => queue.run(RUNNERS, task!));
      const now = (await getFirestore().collection("jobs").doc(jobId).get()).data() as JobDoc;
      slices.push(`${now.done}/${now.total} after ${s(one.ms)} (peak RSS ${mb(one.peaks.rss)})`);
      console.log(
        `    task: ${now.stage} ${now.done}/${now.total} in ${s(one.ms)}, peak RSS ${mb(one.peaks.rss)}`,
      );
    }
    clearInterval(ticker);
    return (await getFirestore().collection("jobs").doc(jobId).get()).data() as JobDoc;
  });
  expect(job.result.state, job.result.error ?? "").toBe("done");
  const summary = job.result.result!.summary!;
  const byCollection = new Map<string, number>();
  for (const path of job.writePaths) {
    const kind = path
      .split("/")
      .filter((_, i) => i % 2 === 0)
      .join("/");
    byCollection.set(kind, (byCollection.get(kind) ?? 0) + 1);
  }
  note(
    `  ${label}: job ${s(job.ms)} in ${slices.length} tasks, ${(items / (job.ms / 1000)).toFixed(1)} items/s; ` +
      `${job.reads} reads (${(job.reads / items).toFixed(2)} an item), ${job.writes} writes ` +
      `(${(job.writes / items).toFixed(2)} an item); peak RSS ${mb(job.peaks.rss)}, heap ${mb(job.peaks.heap)}`,
  );
  note(`  ${label}: summary ${JSON.stringify(summary)}`);
  note(
    `  ${label}: writes by collection: ${[...byCollection].map(([kind, count]) => `${kind} ${count}`).join(", ")}`,
  );
  note(`  ${label}: after each task: ${slices.join("; ")}`);
  if (summary.failed) {
    // Why items failed, from the job's report (its CSV rows of failed items, by reason).
    const parts = await getFirestore().collection("jobs").doc(jobId).collection("fileParts").get();
    const report = Buffer.concat(parts.docs.map((doc) => doc.get("data") as Buffer)).toString("utf8");
    const reasons = new Map<string, number>();
    for (const line of report.split("\n").filter((row) => row.includes(",failed,"))) {
      const reason = line.split(",failed,")[1]!.replace(/,\d+,\d+,\d+\s*$/, "");
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    note(
      `  ${label}: failed, by reason: ${[...reasons].map(([reason, n]) => `${n} × ${reason}`).join("; ")}`,
    );
  }
  return { summary, ms: job.ms + upload.ms };
}

let web: Awaited<ReturnType<typeof startSites>>;
const defaultFetchMax = RATE_LIMITS.libraryFetch.max;
/** Time the workers spent in the fetcher's pauses, and in fetching and extracting pages. */
const spent = { waits: 0, waitMs: 0, fetches: 0, fetchMs: 0, slowestFetchMs: 0 };

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_IMPORT_HOSTS = "true";
  RATE_LIMITS.libraryFetch.max = Math.max(defaultFetchMax, ITEMS);
  web = await startSites();
  // The real fetcher and its real spacing; only timed.
  setLibraryFetcherOptions({
    fetch: async (url) => {
      const started = performance.now();
      try {
        return await fetchArticle(url, importFetchOptions());
      } finally {
        const ms = performance.now() - started;
        spent.fetches += 1;
        spent.fetchMs += ms;
        spent.slowestFetchMs = Math.max(spent.slowestFetchMs, ms);
      }
    },
    sleep: (ms) => {
      spent.waits += 1;
      spent.waitMs += ms;
      return new Promise((resolve) => setTimeout(resolve, ms));
    },
  });
});

afterAll(async () => {
  RATE_LIMITS.libraryFetch.max = defaultFetchMax;
  setLibraryFetcherOptions({});
  delete process.env.ALLOW_PRIVATE_IMPORT_HOSTS;
  await web?.close();
  console.log(
    `\nLibrary import benchmark (the job in this process, the emulators beside it)\n${figures.join("\n")}\n`,
  );
});

describe("library import benchmark", () => {
  it(
    `imports a ${ITEMS}-item Pocket CSV, fetching every page politely`,
    { timeout: 3 * 3_600_000 },
    async () => {
      const file = pocketCsv(web.sites);
      note(`Pocket CSV, ${ITEMS} items on ${SITES} sites (${(file.length / 1024 / 1024).toFixed(2)} MB)`);
      const { summary, ms } = await importFile("pocket", file, "part_000000.csv", ITEMS);
      const hits = web.sites.reduce((sum, site) => sum + site.hits.length, 0);
      const gaps = web.sites.flatMap((site) => site.hits.slice(1).map((at, i) => at - site.hits[i]!));
      const busiest = web.sites.reduce((most, site) => Math.max(most, site.hits.length), 0);
      note(
        `  pocket: ${hits} page requests, ${(hits / (ms / 1000)).toFixed(1)} a second over the whole import; ` +
          `smallest gap between two requests to one site ${Math.min(...gaps).toFixed(0)} ms; the busiest site ` +
          `had ${busiest} pages (at one a second, ${busiest} s at least)`,
      );
      note(
        `  pocket: workers' time: ${s(spent.waitMs)} waiting for a site's turn (${spent.waits} waits), ` +
          `${s(spent.fetchMs)} fetching and extracting ${spent.fetches} pages ` +
          `(${(spent.fetchMs / Math.max(1, spent.fetches)).toFixed(0)} ms each, slowest ${spent.slowestFetchMs.toFixed(0)} ms)`,
      );
      expect(summary).toMatchObject({ imported: ITEMS, failed: 0 });
      // Turns are handed out 1,000 ms apart; a busy event loop sends one request a few tens of
      // milliseconds late and the next on time, so the server may see a little less between them.
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(900);
    },
  );

  it(`imports a ${BOOKS * HIGHLIGHTS_PER_BOOK}-highlight Readwise CSV`, { timeout: 3_600_000 }, async () => {
    const file = readwiseCsv();
    note(
      `Readwise CSV, ${BOOKS * HIGHLIGHTS_PER_BOOK} highlights in ${BOOKS} books (${(file.length / 1024 / 1024).toFixed(2)} MB)`,
    );
    const { summary } = await importFile("readwise", file, "readwise-data.csv", BOOKS);
    expect(summary).toMatchObject({ imported: BOOKS, failed: 0, highlights: BOOKS * HIGHLIGHTS_PER_BOOK });
    note(
      `  readwise: highlights that landed: ${summary.highlights - summary.highlightsNotFound} of ${summary.highlights}`,
    );
  });
});
