// Omnivore: its export zip, metadata_<n>_to_<m>.json (arrays of { id, slug, title, description,
// author, url, state, readingProgress, thumbnail, labels, savedAt, updatedAt, publishedAt }),
// content/<slug>.html (the article as Omnivore kept it) and highlights/<slug>.md. Omnivore wrote
// the state as "Archived"/"Active" (earlier "archived"/"active"), so it is compared ignoring case.
import { readZip } from "../zip";
import { LibraryFileError, type ParsedItem, type ParsedLibrary, type SkippedEntry } from "../parsed-library";
import type { FormatReader } from "./format-reader";
import {
  cleanTags,
  date,
  isRecord,
  list,
  noAddressReason,
  parseJson,
  text,
  utf8Text,
  webAddress,
  type JsonRecord,
} from "./json-values";
import { readOmnivoreHighlights } from "./omnivore-highlights";

const METADATA = /(^|\/)metadata_(\d+)_to_\d+\.json$/;
const WANTED = /(^|\/)(metadata_\d+_to_\d+\.json|content\/[^/]+\.html|highlights\/[^/]+\.md)$/;

/** The metadata files in the order Omnivore wrote them (by their first number). */
function metadataNames(files: Map<string, Buffer>): string[] {
  const first = (name: string) => Number(METADATA.exec(name)?.[2]);
  return [...files.keys()].filter((name) => METADATA.test(name)).sort((a, b) => first(a) - first(b));
}

interface Folder {
  root: string;
  files: Map<string, Buffer>;
}

function sibling({ root, files }: Folder, path: string): string | undefined {
  const bytes = files.get(`${root}${path}`);
  return bytes ? utf8Text(bytes) : undefined;
}

function readEntry(entry: JsonRecord, source: string, folder: Folder): ParsedItem | string {
  const url = webAddress(entry.url);
  if (!url) return noAddressReason(entry.url);
  const slug = text(entry.slug);
  const html = slug ? sibling(folder, `content/${slug}.html`) : undefined;
  const markdown = slug ? sibling(folder, `highlights/${slug}.md`) : undefined;
  const { highlights, notes } = markdown ? readOmnivoreHighlights(markdown) : { highlights: [], notes: [] };
  const archived = text(entry.state)?.toLowerCase() === "archived";
  const progress = typeof entry.readingProgress === "number" ? entry.readingProgress : 0;
  const author = text(entry.author);
  return {
    source,
    url,
    title: text(entry.title),
    ...(author ? { author } : {}),
    savedAt: date(entry.savedAt),
    tags: cleanTags(list(entry.labels).map((label) => (isRecord(label) ? label.name : label))),
    archived,
    read: archived || progress >= 100,
    ...(html?.trim() ? { content: { type: "html" as const, value: html } } : {}),
    highlights,
    ...(notes.length ? { notes } : {}),
  };
}

async function readExport(bytes: Buffer): Promise<ParsedLibrary> {
  const files = await readZip(bytes, (name) => WANTED.test(name));
  const names = metadataNames(files);
  if (!names.length) {
    throw new LibraryFileError("This zip has no metadata_…json file: it is not an Omnivore export.");
  }
  const items: ParsedItem[] = [];
  const skipped: SkippedEntry[] = [];
  for (const name of names) {
    const folder = { root: name.slice(0, name.lastIndexOf("/") + 1), files };
    const entries = parseJson(utf8Text(files.get(name)!), `The zip's entry ${name}`);
    if (!Array.isArray(entries))
      throw new LibraryFileError(`The zip's entry ${name} is not a list of articles.`);
    for (const [index, entry] of entries.entries()) {
      const source = `${name}, item ${index + 1}`;
      const read = isRecord(entry) ? readEntry(entry, source, folder) : "It is not an article.";
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
