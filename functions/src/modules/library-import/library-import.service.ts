// 'Bring your library': the reader's export file read and shown (POST /api/library-imports), then
// imported as a job (POST /api/library-imports/start). Reading parses the whole file at once
// (bounded by its size), stages its items for the job, and says what will and will not be taken.
import { Timestamp } from "firebase-admin/firestore";
import {
  FOLDER_NAME_MAX,
  FOLDERS_PER_USER_MAX,
  PREVIEW_SKIPS_MAX,
  TAG_NAME_MAX,
  TAGS_PER_USER_MAX,
  UNKNOWN_LIBRARY_FORMAT,
  type JobView,
  type LibraryImportPreview,
  type LibraryImportSkip,
} from "../../shared";
import { AppError, badRequest, conflict } from "../../lib/errors";
import { now } from "../../lib/clock";
import { findOwnJob, startJob, type JobQueue } from "../jobs";
import { takeAllowance } from "../rate-limits";
import { detectFormat } from "./detect-format";
import { ARCHIVE_FOLDER, labelName, sourceKey } from "./import-item";
import { libraryImportRunner } from "./library-import.job";
import { HIGHLIGHTS_PER_ITEM_MAX, LIBRARY_ITEMS_MAX } from "./limits";
import { LibraryFileError, type LibraryFile, type ParsedItem } from "./parsed-library";
import { packItems, readStagedLibrary, stageLibrary } from "./staged-library.repository";

/** How long a read file waits for the reader to start its import. */
const STAGED_FOR_MS = 60 * 60_000;

const isActive = (job: JobView | null) => job?.state === "queued" || job?.state === "running";

/** POST /api/library-imports: reads the file and keeps it for the import; what it holds. */
export async function readLibraryFile(uid: string, file: LibraryFile): Promise<LibraryImportPreview> {
  // The staged file is what a running import reads: a new one waits until it is done.
  if (isActive(await findOwnJob(uid, "libraryImport")))
    throw conflict("An import is already running. Please wait until it is finished.");
  await takeAllowance({ libraryImport: uid });
  const parsed = await parse(file);
  const skipped: LibraryImportSkip[] = [...parsed.skipped];
  if (parsed.items.length > LIBRARY_ITEMS_MAX) {
    throw badRequest(
      `This file holds ${parsed.items.length.toLocaleString("en")} articles; one import takes at most ${LIBRARY_ITEMS_MAX.toLocaleString("en")}. Please split it into smaller files.`,
    );
  }
  const items = mergeSameSource(parsed.items, skipped);
  const folderNames = distinct(
    items.map((item) => item.folder ?? (item.archived ? ARCHIVE_FOLDER : undefined)),
    FOLDER_NAME_MAX,
  );
  const tagNames = distinct(
    items.flatMap((item) => item.tags),
    TAG_NAME_MAX,
  );
  for (const [names, most, noun] of [
    [folderNames, FOLDERS_PER_USER_MAX, "folders"],
    [tagNames, TAGS_PER_USER_MAX, "tags"],
  ] as const) {
    if (names.length > most)
      skipped.push({
        source: "file",
        reason: `The file has ${names.length} ${noun}; a library keeps at most ${most}, so articles are filed under the first ones only.`,
      });
  }
  const { parts, sizes, withoutText } = packItems(items);
  if (withoutText) {
    skipped.push({
      source: "file",
      reason: `${withoutText} articles' text was too long to take from the file; their pages are fetched instead.`,
    });
  }
  const highlights = items.reduce((sum, item) => sum + item.highlights.length, 0);
  const preview: LibraryImportPreview = {
    format: parsed.format,
    fileName: file.name,
    articles: items.length,
    highlights,
    notes: items.reduce((sum, item) => sum + item.highlights.filter((h) => h.note?.trim()).length, 0),
    tags: tagNames.length,
    folders: folderNames.length,
    toFetch: items.filter((item) => item.url && !item.content?.value.trim()).length,
    skipped: skipped.slice(0, PREVIEW_SKIPS_MAX),
    skippedCount: skipped.length,
  };
  const at = now();
  await stageLibrary(
    uid,
    {
      format: parsed.format,
      fileName: file.name,
      preview,
      skipped,
      folderNames,
      tagNames,
      items: items.length,
      stagedAt: Timestamp.fromDate(at),
      expiresAt: Timestamp.fromMillis(at.getTime() + STAGED_FOR_MS),
    },
    parts,
    sizes,
  );
  return preview;
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

async function parse(file: LibraryFile) {
  try {
    const reader = await detectFormat(file);
    if (!reader) throw badRequest(UNKNOWN_LIBRARY_FORMAT);
    return await reader.parse(file);
  } catch (error) {
    if (error instanceof LibraryFileError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * One item per source: a file may hold an article twice (a bookmark in two folders, a page
 * highlighted on two days); they become one, with both's tags and highlights. Highlights past
 * HIGHLIGHTS_PER_ITEM_MAX on one item are left out, and said so.
 */
function mergeSameSource(items: ParsedItem[], skipped: LibraryImportSkip[]): ParsedItem[] {
  const bySource = new Map<string, ParsedItem>();
  for (const item of items) {
    const key = sourceKey(item);
    const first = bySource.get(key);
    if (!first) {
      bySource.set(key, { ...item, tags: [...item.tags], highlights: [...item.highlights] });
      continue;
    }
    first.tags = [...new Set([...first.tags, ...item.tags])];
    first.highlights.push(...item.highlights);
    if (item.notes?.length) first.notes = [...(first.notes ?? []), ...item.notes];
    first.folder ??= item.folder;
    first.title ??= item.title;
    first.content ??= item.content;
    first.archived ||= item.archived;
    first.read ||= item.read;
    if (item.savedAt && (!first.savedAt || item.savedAt < first.savedAt)) first.savedAt = item.savedAt;
  }
  for (const item of bySource.values()) {
    if (item.highlights.length <= HIGHLIGHTS_PER_ITEM_MAX) continue;
    skipped.push({
      source: item.source,
      reason: `${item.highlights.length - HIGHLIGHTS_PER_ITEM_MAX} highlights past the ${HIGHLIGHTS_PER_ITEM_MAX.toLocaleString("en")} one article keeps.`,
    });
    item.highlights = item.highlights.slice(0, HIGHLIGHTS_PER_ITEM_MAX);
  }
  return [...bySource.values()];
}

/** Names as labels take them: trimmed, within the length a label has, each once regardless of case. */
function distinct(names: Array<string | undefined>, max: number): string[] {
  const seen = new Map<string, string>();
  for (const name of names) {
    const label = name && labelName(name, max);
    if (label && !seen.has(label.toLowerCase())) seen.set(label.toLowerCase(), label);
  }
  return [...seen.values()];
}
