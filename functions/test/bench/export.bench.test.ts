// Export figures (recorded in docs/benchmarks.md): one user's library exported by the export job
// (its runner driven in this process, task by task, as the runJob function runs it) in both
// formats, then downloaded from GET /api/jobs/{id}/file over HTTP (the Express app on a real
// socket, read as a browser downloads it), first at 1,000 articles and 4,000 highlights, then
// grown to 5,000 and 20,000: time, bytes, documents read and written, and this process's peak
// memory above its level before the export. Memory that stays flat while the library grows
// five-fold is the point. The account is then deleted by the deletion job (34,000 documents),
// which measures its slices and leaves the emulator as it was. Run: npm run bench:export.
import { createWriteStream, mkdtempSync, readFileSync, statSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getFirestore, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { createApp } from "../../src/app";
import { accountDeletionRunner, exportRunner } from "../../src/modules/account";
import { startJob } from "../../src/modules/jobs";
import { startAccountDeletion } from "../../src/modules/users";
import { HeldQueue } from "../helpers/jobs";
import { textTokens } from "../../src/lib/search-text";
import { countReads } from "../helpers/read-counter";
import { syncedUser, type SyncedUser } from "../helpers/users";

const STEPS = [
  { articles: 1_000, highlights: 4_000 },
  { articles: 5_000, highlights: 20_000 },
];
const WORDS = (
  "harbour lighthouse keeper ledger winter storm ferry timetable market river bridge library reading " +
  "octopus neuron memory map compass garden kitchen bread recipe walking city street tram station " +
  "mountain valley forest island coast tide moon orbit planet comet telescope archive letter diary"
).split(" ");
const figures: string[] = [];
const dir = mkdtempSync(join(tmpdir(), "spurq-export-bench-"));
let user: SyncedUser;
let server: Server;
let base: string;

/** A deterministic pseudo-random sequence, so every run builds the same library. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const next = random(7);
const words = (count: number) =>
  Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" ");

/**
 * An article body as imported pages are: paragraphs of HTML, 300 to 4,000 words (median about
 * 1,200: a magazine article), so about 2 to 28 KB each.
 */
function body(): string {
  const total = Math.round(300 + 3_700 * next() ** 2);
  const paragraphs: string[] = [];
  for (let written = 0; written < total; written += 60) paragraphs.push(`<p>${words(60)}.</p>`);
  return `<h2>${words(5)}</h2>${paragraphs.join("")}`;
}

/** Adds articles (with bodies) and highlights (a comment on every fifth) in batches of 400. */
async function grow(uid: string, articles: number, highlights: number): Promise<void> {
  const db = getFirestore();
  const writes: Array<(batch: WriteBatch) => void> = [];
  const ids: string[] = [];
  const now = Timestamp.now();
  for (let i = 0; i < articles; i++) {
    const ref = db.collection("articles").doc();
    const title = `${words(4)} ${i}`;
    const content = body();
    ids.push(ref.id);
    writes.push((batch) => {
      batch.set(ref, {
        userId: uid,
        title,
        titleTokens: textTokens(title),
        url: `https://example.com/${ref.id}`,
        author: "Bench",
        siteName: null,
        folderId: null,
        tagIds: [],
        preview: content.slice(0, 150),
        contentType: "html",
        contentLength: content.length,
        chunkCount: 1,
        importedFrom: "url",
        firstHighlightText: null,
        highlightCount: 0,
        commentCount: 0,
        lastViewed: null,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
        inTrash: false,
      });
      batch.set(ref.collection("chunks").doc("0"), { index: 0, text: content });
    });
  }
  for (let i = 0; i < highlights; i++) {
    const ref = db.collection("highlights").doc();
    const articleId = ids[i % ids.length]!;
    const text = words(8);
    writes.push((batch) => {
      batch.set(ref, {
        articleId,
        articleOwnerId: uid,
        articleTitle: "Bench",
        userId: uid,
        text,
        textTokens: [],
        startOffset: 100,
        endOffset: 100 + text.length,
        prefix: words(6),
        suffix: words(6),
        color: "#fef08a",
        orphaned: false,
        createdAt: now,
      });
      if (i % 5 === 0) {
        batch.set(db.collection("comments").doc(), {
          articleId,
          highlightId: ref.id,
          userId: uid,
          text: words(20),
          createdAt: now,
          updatedAt: now,
        });
      }
    });
  }
  const BATCH = 200;
  for (let start = 0; start < writes.length; start += BATCH * 4) {
    await Promise.all(
      Array.from({ length: 4 }, (_, part) => {
        const slice = writes.slice(start + part * BATCH, start + (part + 1) * BATCH);
        if (!slice.length) return Promise.resolve();
        const batch = db.batch();
        for (const write of slice) write(batch);
        return batch.commit();
      }),
    );
  }
}

interface Measured {
  ms: number;
  jobMs: number;
  parts: number;
  bytes: number;
  reads: number;
  peakRssMb: number;
  peakHeapMb: number;
  peakLiveMb: number | null;
  file: string;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Downloads one export over HTTP into a file, sampling this process's memory meanwhile. */
async function download(format: "json" | "markdown", label: string): Promise<Measured> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakLive = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  // The heap still in use (garbage collected first, when node runs with --expose-gc): what the
  // export holds, apart from what the collector has not got round to freeing.
  const gc = (globalThis as { gc?: () => void }).gc;
  const live = gc
    ? setInterval(() => {
        gc();
        peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
      }, 250)
    : undefined;
  const file = join(dir, `${label}.${format === "json" ? "json" : "zip"}`);
  const started = performance.now();
  let jobMs = 0;
  let parts = 0;
  const { reads } = await countReads(async () => {
    const queue = new HeldQueue();
    const job = await startJob(exportRunner, user.uid, { format }, { queue });
    expect(await queue.drain({ export: exportRunner })).toBe(1);
    jobMs = performance.now() - started;
    const response = await fetch(`${base}/api/jobs/${job.id}/file`, {
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    expect(response.status).toBe(200);
    await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
    const done = await getFirestore().collection("jobs").doc(job.id).get();
    parts = Number(done.get("result.parts"));
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  clearInterval(live);
  return {
    ms,
    jobMs,
    parts,
    bytes: statSync(file).size,
    reads,
    peakRssMb: mb(peakRss - before.rss),
    peakHeapMb: mb(peakHeap - before.heapUsed),
    peakLiveMb: gc ? mb(peakLive - before.heapUsed) : null,
    file,
  };
}

/** Keeps a figure for the summary and prints it at once (a full run takes many minutes). */
function note(line: string) {
  figures.push(line);
  console.log(line);
}

function report(step: (typeof STEPS)[number], format: string, m: Measured) {
  note(
    `${String(step.articles).padStart(5)} articles, ${String(step.highlights).padStart(6)} highlights, ${format.padEnd(8)}: ` +
      `job ${(m.jobMs / 1000).toFixed(1)} s, with the download ${(m.ms / 1000).toFixed(1)} s, ` +
      `${mb(m.bytes).toFixed(1)} MB in ${m.parts} parts, ${m.reads} reads, ` +
      `peak above start: RSS ${m.peakRssMb.toFixed(0)} MB, heap ${m.peakHeapMb.toFixed(0)} MB` +
      (m.peakLiveMb === null ? "" : `, live heap ${m.peakLiveMb.toFixed(0)} MB`),
  );
}

beforeAll(async () => {
  user = await syncedUser("exportbench");
  server = createApp().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  console.log(
    `\nExport benchmark (the Express app in this process, the emulators beside it)\n${figures.join("\n")}\n`,
  );
});

describe("export benchmark", () => {
  it(
    "when the library grows five-fold, then both exports stay correct and their memory stays flat",
    { timeout: 1_800_000 },
    async () => {
      let seeded = { articles: 0, highlights: 0 };
      for (const step of STEPS) {
        const started = performance.now();
        await grow(user.uid, step.articles - seeded.articles, step.highlights - seeded.highlights);
        seeded = step;
        note(`seeded to ${step.articles} articles in ${((performance.now() - started) / 1000).toFixed(0)} s`);

        const json = await download("json", `json-${step.articles}`);
        report(step, "json", json);
        const data = JSON.parse(readFileSync(json.file, "utf8"));
        expect(data.articles).toHaveLength(step.articles);
        const highlights = data.articles.reduce(
          (sum: number, a: { highlights: unknown[] }) => sum + a.highlights.length,
          0,
        );
        expect(highlights).toBe(step.highlights);

        const zip = await download("markdown", `markdown-${step.articles}`);
        report(step, "markdown", zip);
        const listing = execFileSync("unzip", ["-l", zip.file], { maxBuffer: 64 * 1024 * 1024 }).toString();
        expect(listing.match(/ articles\/.+\.md$/gm)).toHaveLength(step.articles);
      }

      // The deletion job, driven here task by task with its real time budget per slice.
      const started = performance.now();
      const queue = new HeldQueue();
      const progress: string[] = [];
      const { result: slices, reads } = await countReads(async () => {
        await startAccountDeletion(user.uid);
        const job = await startJob(accountDeletionRunner, user.uid, { email: user.email }, { queue });
        let ran = 0;
        for (let task = queue.tasks.shift(); task; task = queue.tasks.shift()) {
          await queue.run({ accountDeletion: accountDeletionRunner }, task);
          ran += 1;
          const now = (await getFirestore().collection("jobs").doc(job.id).get()).data();
          if (now) progress.push(`${now.stage} ${now.done}/${now.total}`);
        }
        return ran;
      });
      note(
        `account deletion of 5,000 articles (10,000 documents with their bodies), 20,000 highlights, 4,000 comments: ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s in ${slices} slices of at most ` +
          `${accountDeletionRunner.sliceSeconds} s, ${reads} reads; progress after each slice: ${progress.join(", ")}`,
      );
      expect((await getFirestore().collection("users").doc(user.uid).get()).exists).toBe(false);
    },
  );
});
