// 'Bring your library': the reader's export file read and shown (POST /api/library-imports), then
// imported as a job (POST /api/library-imports/start). Reading (read-library.ts) parses the file
// under its limits, stages its items for the job, and says what will and will not be taken.
import { Timestamp } from "firebase-admin/firestore";
import type { JobView, LibraryImportPreview } from "../../shared";
import { AppError, conflict } from "../../lib/errors";
import { now } from "../../lib/clock";
import { findOwnJob, startJob, type JobQueue } from "../jobs";
import { takeAllowance } from "../rate-limits";
import { libraryImportRunner } from "./library-import.job";
import type { LibraryFile } from "./parsed-library";
import { readLibrary } from "./read-library";
import { readStagedLibrary, stageLibrary } from "./staged-library.repository";

/** How long a read file waits for the reader to start its import. */
const STAGED_FOR_MS = 60 * 60_000;

const isActive = (job: JobView | null) => job?.state === "queued" || job?.state === "running";

/** POST /api/library-imports: reads the file and keeps it for the import; what it holds. */
export async function readLibraryFile(uid: string, file: LibraryFile): Promise<LibraryImportPreview> {
  // The staged file is what a running import reads: a new one waits until it is done.
  if (isActive(await findOwnJob(uid, "libraryImport")))
    throw conflict("An import is already running. Please wait until it is finished.");
  await takeAllowance({ libraryImport: uid });
  const read = await readLibrary(file);
  const at = now();
  await stageLibrary(
    uid,
    {
      format: read.preview.format,
      fileName: file.name,
      preview: read.preview,
      skipped: read.skipped,
      folderNames: read.folderNames,
      tagNames: read.tagNames,
      items: read.preview.articles,
      stagedAt: Timestamp.fromDate(at),
      expiresAt: Timestamp.fromMillis(at.getTime() + STAGED_FOR_MS),
    },
    read.parts,
    read.sizes,
  );
  return read.preview;
}

/** POST /api/library-imports/start: the staged file's import, as a job (the one running, if any). */
export async function startLibraryImport(uid: string, queue?: JobQueue): Promise<JobView> {
  const running = await findOwnJob(uid, "libraryImport");
  if (running && isActive(running)) return running;
  const staged = await readStagedLibrary(uid);
  if (!staged || staged.expiresAt.toMillis() < now().getTime())
    throw new AppError(404, "Nothing is waiting to be imported. Please choose your file again.");
  return startJob(libraryImportRunner, uid, {}, { queue });
}
