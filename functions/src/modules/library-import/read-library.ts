// What an uploaded export file holds, read without the database: detected, parsed, its entries of
// one source merged, and packed into the parts the job reads. The upload route stages the result
// (library-import.service.ts); the memory benchmark measures this, the route's heavy part, alone.
import {
  FOLDER_NAME_MAX,
  FOLDERS_PER_USER_MAX,
  PREVIEW_SKIPS_MAX,
  TAG_NAME_MAX,
  TAGS_PER_USER_MAX,
  UNKNOWN_LIBRARY_FORMAT,
  type LibraryImportPreview,
  type LibraryImportSkip,
} from "../../shared";
import { badRequest } from "../../lib/errors";
import { detectFormat } from "./detect-format";
import { ARCHIVE_FOLDER, labelName, sourceKey } from "./import-item";
import { HIGHLIGHTS_PER_ITEM_MAX, LIBRARY_ITEMS_MAX } from "./limits";
import { LibraryFileError, type LibraryFile, type ParsedItem } from "./parsed-library";
import { packItems } from "./staged-parts";

export interface ReadLibrary {
  preview: LibraryImportPreview;
  /** Every skipped entry, for the report (the preview lists the first hundred). */
  skipped: LibraryImportSkip[];
  folderNames: string[];
  tagNames: string[];
  /** The items, gzipped JSON in parts, and each part's number of items. */
  parts: Buffer[];
  sizes: number[];
}

/**
 * The file read for an import; a file that cannot be read, or holds more than one import takes,
 * is a 400 with the reason. Its items' texts are read once, as they are packed.
 */
export async function readLibrary(file: LibraryFile): Promise<ReadLibrary> {
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
  const { parts, sizes, withoutText, toFetch } = readingFile(() => packItems(items));
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
    toFetch,
    skipped: skipped.slice(0, PREVIEW_SKIPS_MAX),
    skippedCount: skipped.length,
  };
  return { preview, skipped, folderNames, tagNames, parts, sizes };
}

/** A broken file found while reading it (an entry of a zip that lies about its size) is a 400. */
function readingFile<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof LibraryFileError) throw badRequest(error.message);
    throw error;
  }
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
