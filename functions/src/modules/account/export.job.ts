// The data export as a job (modules/jobs): POST /api/export starts it; one task writes the whole
// file (JSON, or a zip of Markdown files) into the job's object in Cloud Storage, telling its
// progress as it goes, and the person downloads it through the signed link GET /api/jobs/{id}/file
// answers with once it is done.
//
// One slice, not many: a zip's directory at its end lists every entry with its offset, so the
// file is written in one run. That run fits with a wide margin: a 34,000-document library takes
// under a minute (docs/benchmarks.md, Export), the slice may take 25 minutes, and the task
// function's timeout is 30. A retried run starts over and replaces the object; a link is given only
// once the job is done, so a half-written file is never downloaded.
import { Writable } from "node:stream";
import type { DocumentData } from "firebase-admin/firestore";
import { wallClock } from "../../lib/clock";
import { countOwnArticles } from "../library";
import { deleteJobFiles, openJobFile, type JobRunner, type Progress, type SliceInput } from "../jobs";
import { exportHeader, type ExportProgress, type ExportStage } from "./export.service";
import { writeJsonExport } from "./export-json";
import { writeMarkdownExport } from "./export-markdown";

/** A finished export stays a day to be downloaded (again); then its document and file expire. */
const KEEP_SECONDS = 24 * 3600;
/** Progress is written at most this often (one transaction each). */
const REPORT_EVERY_MS = 1000;

/**
 * The export's sink: passes what is written to the job's file in Cloud Storage (a resumable
 * upload, one chunk in memory), counting the bytes; it finishes once the object is stored.
 */
class JobFileSink extends Writable {
  bytes = 0;
  private readonly target: Writable;
  private readonly stored: Promise<void>;

  constructor(jobId: string, contentType: string) {
    super();
    const { stream, done } = openJobFile(jobId, contentType);
    this.target = stream;
    this.stored = done;
    this.stored.catch((error: Error) => this.destroy(error));
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.bytes += chunk.length;
    if (this.target.write(chunk)) done();
    else this.target.once("drain", () => done());
  }

  override _final(done: (error?: Error | null) => void): void {
    this.target.end();
    this.stored.then(() => done(), done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    if (error && !this.target.destroyed) this.target.destroy(error);
    done(error);
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
    // A retried run starts over and replaces the object (it is visible only once the job is done).
    const header = await exportHeader(job.uid);
    const progress = reporter(input, job.total);
    const json = formatOf(job.params) === "json";
    const contentType = json ? "application/json; charset=utf-8" : "application/zip";
    const file = new JobFileSink(id, contentType);
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
          contentType,
          bytes: file.bytes,
        },
      },
    };
  },
  async afterFailed(id) {
    await deleteJobFiles(id);
  },
};
