// Omnivore: its export zip, metadata_<n>_to_<m>.json (arrays of { id, slug, title, description,
// author, url, state, readingProgress, thumbnail, labels, savedAt, updatedAt, publishedAt }),
// content/<slug>.html (the article as Omnivore kept it) and highlights/<slug>.md. Omnivore wrote
// the state as "Archived"/"Active" (earlier "archived"/"active"), so it is compared ignoring case.
import { openLibraryZip, type ZipEntryFile } from "../zip";
import { LIBRARY_ITEMS_MAX } from "../limits";
import { LibraryFileError, type ParsedItem, type ParsedLibrary, type SkippedEntry } from "../parsed-library";
import type { FormatReader } from "./format-reader";
import { jsonListItems } from "./json-array-stream";
import {
  cleanTags,
  date,
  isRecord,
  list,
  noAddressReason,
  text,
  utf8Text,
  webAddress,
  type JsonRecord,
} from "./json-values";
import { readOmnivoreHighlights } from "./omnivore-highlights";

const METADATA = /(^|\/)metadata_(\d+)_to_\d+\.json$/;
const WANTED = /(^|\/)(metadata_\d+_to_\d+\.json|content\/[^/]+\.html|highlights\/[^/]+\.md)$/;
const HIGHLIGHTS = /(^|\/)highlights\/[^/]+\.md$/;

/**
 * What is read whole and kept while the file is read: the article lists (only the fields an item
 * keeps stay) and the highlights. Omnivore writes about 1 KB of metadata per article and a few KB
 * of highlights at most, so 20,000 articles come to some tens of megabytes; more is not an export.
 */
export const OMNIVORE_KEPT_BYTES_MAX = 64 * 1024 * 1024;
/** One article's metadata (Omnivore's are about 1 KB, with a long description a few). */
const METADATA_ITEM_BYTES_MAX = 64 * 1024;
/**
 * An article's HTML taken from the zip. Longer, it could not be staged anyway (a part holds
 * 900 KB gzipped: about 4 MB of HTML), so its page is fetched instead and nothing is inflated.
 */
export const OMNIVORE_CONTENT_BYTES_MAX = 8 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The metadata files in the order Omnivore wrote them (by their first number). */
function metadataEntries(files: Map<string, ZipEntryFile>): ZipEntryFile[] {
  const first = (name: string) => Number(METADATA.exec(name)?.[2]);
  return [...files.values()]
    .filter((entry) => METADATA.test(entry.name))
    .sort((a, b) => first(a.name) - first(b.name));
}

interface Folder {
  root: string;
  files: Map<string, ZipEntryFile>;
}

/**
 * The article's HTML, inflated each time it is read (when the item is staged), so that the parsed
 * library holds no more of the texts than the zip does.
 */
function zipHtml(entry: ZipEntryFile): { type: "html"; value: string } {
  return {
    type: "html",
    get value() {
      return utf8Text(entry.read());
    },
  };
}

function readEntry(
  entry: JsonRecord,
  source: string,
  { root, files }: Folder,
  skipped: SkippedEntry[],
): ParsedItem | string {
  const url = webAddress(entry.url);
  if (!url) return noAddressReason(entry.url);
  const slug = text(entry.slug);
  const html = slug ? files.get(`${root}content/${slug}.html`) : undefined;
  const markdown = slug ? files.get(`${root}highlights/${slug}.md`) : undefined;
  const { highlights, notes } = markdown
    ? readOmnivoreHighlights(utf8Text(markdown.read()))
    : { highlights: [], notes: [] };
  const archived = text(entry.state)?.toLowerCase() === "archived";
  const progress = typeof entry.readingProgress === "number" ? entry.readingProgress : 0;
  const author = text(entry.author);
  const tooLong = html !== undefined && html.size > OMNIVORE_CONTENT_BYTES_MAX;
  if (tooLong) {
    skipped.push({
      source,
      reason: `${source}: its text (${megabytes(html.size)}) is too long to take from the file; its page is fetched instead.`,
    });
  }
  return {
    source,
    url,
    title: text(entry.title),
    ...(author ? { author } : {}),
    savedAt: date(entry.savedAt),
    tags: cleanTags(list(entry.labels).map((label) => (isRecord(label) ? label.name : label))),
    archived,
    read: archived || progress >= 100,
    // An empty or blank file is no text; a blank one is found so when it is staged.
    ...(html && html.size > 0 && !tooLong ? { content: zipHtml(html) } : {}),
    highlights,
    ...(notes.length ? { notes } : {}),
  };
}

async function readExport(bytes: Buffer): Promise<ParsedLibrary> {
  const files = new Map<string, ZipEntryFile>();
  for (const entry of await openLibraryZip(bytes)) if (WANTED.test(entry.name)) files.set(entry.name, entry);
  const metadata = metadataEntries(files);
  if (!metadata.length) {
    throw new LibraryFileError("This zip has no metadata_…json file: it is not an Omnivore export.");
  }
  const kept = [...files.values()]
    .filter((entry) => METADATA.test(entry.name) || HIGHLIGHTS.test(entry.name))
    .reduce((total, entry) => total + entry.size, 0);
  if (kept > OMNIVORE_KEPT_BYTES_MAX) {
    throw new LibraryFileError(
      `The zip's article lists and highlights come to ${megabytes(kept)}, more than the ${megabytes(OMNIVORE_KEPT_BYTES_MAX)} one import reads. Please export in parts.`,
    );
  }
  const items: ParsedItem[] = [];
  const skipped: SkippedEntry[] = [];
  let articles = 0;
  for (const file of metadata) {
    const folder = { root: file.name.slice(0, file.name.lastIndexOf("/") + 1), files };
    let index = 0;
    const what = `The zip's entry ${file.name}`;
    for await (const entry of jsonListItems(file.stream(), { what, itemBytesMax: METADATA_ITEM_BYTES_MAX })) {
      index += 1;
      // Counted as they come: a list of millions stops here, long before it is all read.
      if (++articles > LIBRARY_ITEMS_MAX) {
        throw new LibraryFileError(
          `This file holds more than ${LIBRARY_ITEMS_MAX.toLocaleString("en")} articles; one import takes at most ${LIBRARY_ITEMS_MAX.toLocaleString("en")}. Please split it into smaller files.`,
        );
      }
      const source = `${file.name}, item ${index}`;
      const read = isRecord(entry) ? readEntry(entry, source, folder, skipped) : "It is not an article.";
      if (typeof read === "string") skipped.push({ source, reason: read });
      else items.push(read);
    }
  }
  return { format: "omnivore-zip", items, skipped };
}

export const omnivoreZip: FormatReader = {
  format: "omnivore-zip",
  // The head of a zip is its entry names, one a line.
  sniff(_file, head) {
    return head.split("\n").some((name) => METADATA.test(name));
  },
  parse(file) {
    return readExport(file.bytes);
  },
};
