// A job's file in Cloud Storage (docs/architecture.md, "Jobs"; docs/production.md, "Files in
// Cloud Storage"): one object per job, `jobs/{jobId}/file`, whose name carries the job's id and so
// its owner's uid. It is written as a stream (resumable, in 8 MiB chunks: an export may be
// hundreds of megabytes), visible to its owner only through a signed link that expires in 15
// minutes, and deleted with the job: when the job runs again or fails, with the account, and by
// the bucket's lifecycle rule (storage-lifecycle.json) once the job document's TTL has passed.
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { filesBucket } from "../../lib/storage";
import { wallClock } from "../../lib/clock";

/** Where every job's file lives: the lifecycle rule deletes under it after two days. */
export const JOB_FILES_PREFIX = "jobs/";
/** How long a download link works. */
export const SIGNED_LINK_SECONDS = 15 * 60;
/** Chunk size of a resumable upload: the SDK holds one chunk in memory at a time. */
const CHUNK_BYTES = 8 * 1024 * 1024;

export const jobFileObject = (jobId: string) => `${JOB_FILES_PREFIX}${jobId}/file`;

/** A stream that writes the job's file (replacing an earlier one); end it, then await `done`. */
export function openJobFile(jobId: string, contentType: string): { stream: Writable; done: Promise<void> } {
  const stream = filesBucket()
    .file(jobFileObject(jobId))
    .createWriteStream({
      resumable: true,
      chunkSize: CHUNK_BYTES,
      contentType,
      metadata: { cacheControl: "private, no-store" },
    });
  return { stream, done: finished(stream) };
}

/** Writes a small file (an import report) in one request. */
export async function saveJobFile(jobId: string, data: Buffer, contentType: string): Promise<void> {
  await filesBucket()
    .file(jobFileObject(jobId))
    .save(data, { resumable: false, contentType, metadata: { cacheControl: "private, no-store" } });
}

/** A V4 signed GET link to the job's file that saves it as `fileName`; expires in 15 minutes. */
export async function signedJobFileLink(
  jobId: string,
  fileName: string,
): Promise<{ url: string; expiresAt: string }> {
  const expires = wallClock().getTime() + SIGNED_LINK_SECONDS * 1000;
  const [url] = await filesBucket()
    .file(jobFileObject(jobId))
    .getSignedUrl({
      version: "v4",
      action: "read",
      expires,
      responseDisposition: attachment(fileName),
    });
  return { url, expiresAt: new Date(expires).toISOString() };
}

/** Deletes every object of the job (there is one; a prefix catches any other). Returns how many. */
export async function deleteJobFiles(jobId: string): Promise<number> {
  const [files] = await filesBucket().getFiles({ prefix: `${JOB_FILES_PREFIX}${jobId}/` });
  await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
  return files.length;
}

/** RFC 6266: a plain ASCII name for old clients, the UTF-8 one for the rest. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
