// The data export as a job (modules/jobs): POST /api/export starts it; one task writes the whole
// file (JSON, or a zip of Markdown files) into numbered parts of the job's document, telling its
// progress as it goes, and the person downloads it from GET /api/jobs/{id}/file once it is done.
//
// One slice, not many: a zip's directory at its end lists every entry with its offset, so the
// file is written in one run. That run fits with a wide margin: a 34,000-document library takes
// under a minute (docs/benchmarks.md, Export), the slice may take 25 minutes, and the task
// function's timeout is 30. A retried run starts over and overwrites the same part numbers; the
// file is visible only once the job is done, so a half-written one is never downloaded.
import { Writable } from "node:stream";
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import { now, wallClock } from "../../lib/clock";
import { countOwnArticles } from "../library";
import { deleteFileParts, putFilePart, type JobRunner, type Progress, type SliceInput } from "../jobs";
import { exportHeader, type ExportProgress, type ExportStage } from "./export.service";
import { writeJsonExport } from "./export-json";
import { writeMarkdownExport } from "./export-markdown";

/** Bytes per stored part: under Firestore's 1 MiB document limit with room for its name. */
export const PART_BYTES = 900_000;
/** A finished export stays a day to be downloaded (again); then its document and file expire. */
const KEEP_SECONDS = 24 * 3600;
/** Progress is written at most this often (one transaction each). */
const REPORT_EVERY_MS = 1000;

/** A sink that stores what is written in numbered parts of the job's file, one part in memory. */
class FileParts extends Writable {
  parts = 0;
  bytes = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly jobId: string,
    private readonly expiresAt: Timestamp,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.bytes += chunk.length;
    if (this.pendingBytes < PART_BYTES) return done();
    this.flushFull().then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.flushFull()
      .then(() =>
        this.pendingBytes > 0 || this.parts === 0 ? this.store(this.take(this.pendingBytes)) : undefined,
      )
      .then(() => done(), done);
  }

  private async flushFull(): Promise<void> {
    while (this.pendingBytes >= PART_BYTES) await this.store(this.take(PART_BYTES));
  }

  private take(size: number): Buffer {
    const all = Buffer.concat(this.pending);
    this.pending = [all.subarray(size)];
    this.pendingBytes = all.length - size;
    return all.subarray(0, size);
  }

  private async store(part: Buffer): Promise<void> {
    await putFilePart(this.jobId, this.parts, part, this.expiresAt);
    this.parts += 1;
  }
}

/** Tells the job how far the export has got, at most once a second. */
function reporter(input: SliceInput, articles: number): ExportProgress & { last(): Progress } {
  let stage: ExportStage = "articles";
  let done = 0;
  let reportedAt = 0;
  const current = (): Progress => ({ stage, done, total: Math.max(articles, done) });
  const maybeReport = () => {
    if (wallClock().getTime() - reportedAt < REPORT_EVERY_MS) return;
    reportedAt = wallClock().getTime();
    void input.report(current()).catch(() => undefined);
  };
  return {
    stage(next) {
      stage = next;
      maybeReport();
    },
    article() {
      done += 1;
      maybeReport();
    },
    last: current,
  };
}

const formatOf = (params: DocumentData) => (params.format === "markdown" ? "markdown" : "json");

export const exportRunner: JobRunner = {
  kind: "export",
  sliceSeconds: 1500,
  keepSeconds: KEEP_SECONDS,
  failureMessage: "Your export could not be finished. Please try again.",
  async start(uid) {
    return { stage: "articles", total: await countOwnArticles(uid) };
  },
  async runSlice(input) {
    const { id, job } = input;
    // A retried run starts over: parts of an earlier run or an earlier export go first.
    await deleteFileParts(id);
    const header = await exportHeader(job.uid);
    const progress = reporter(input, job.total);
    // The parts outlive the job's document by a day at most (the slice's time plus its keeping).
    const file = new FileParts(id, Timestamp.fromMillis(now().getTime() + 2 * KEEP_SECONDS * 1000));
    const json = formatOf(job.params) === "json";
    if (json) {
      await writeJsonExport(file, job.uid, header, progress);
      await new Promise<void>((resolve, reject) =>
        file.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    } else {
      await writeMarkdownExport(file, job.uid, header, progress);
    }
    const date = header.exportedAt.slice(0, 10);
    return {
      ...progress.last(),
      stage: "done",
      cursor: null,
      finished: {
        result: {
          fileName: `spurq-export-${date}.${json ? "json" : "zip"}`,
          contentType: json ? "application/json; charset=utf-8" : "application/zip",
          bytes: file.bytes,
          parts: file.parts,
        },
      },
    };
  },
  async afterFailed(id) {
    await deleteFileParts(id);
  },
};
