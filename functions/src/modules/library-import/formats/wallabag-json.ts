// Wallabag: its JSON export, an array of entries { id, title, url, is_archived (0/1),
// is_starred, tags (names; the API gives { label } objects), content (HTML), created_at,
// annotations: [{ text (the note), quote, ranges, created_at }] }. Archived is read there.
import {
  LibraryFileError,
  type ParsedHighlight,
  type ParsedItem,
  type ParsedLibrary,
  type SkippedEntry,
} from "../parsed-library";
import type { FormatReader } from "./format-reader";
import {
  cleanTags,
  date,
  flag,
  isRecord,
  list,
  noAddressReason,
  parseJson,
  text,
  utf8Text,
  webAddress,
} from "./json-values";

const tagName = (tag: unknown) => (isRecord(tag) ? tag.label : tag);

/** Highlights from the annotations with a quote; an annotation with only a note is the item's. */
function readAnnotations(annotations: unknown[]): { highlights: ParsedHighlight[]; notes: string[] } {
  const highlights: ParsedHighlight[] = [];
  const notes: string[] = [];
  for (const annotation of annotations) {
    if (!isRecord(annotation)) continue;
    const note = text(annotation.text);
    if (typeof annotation.quote === "string" && annotation.quote.trim()) {
      highlights.push({ quote: annotation.quote, note, createdAt: date(annotation.created_at) });
    } else if (note) notes.push(note);
  }
  return { highlights, notes };
}

function readEntry(entry: unknown, source: string): ParsedItem | string {
  if (!isRecord(entry)) return "It is not an entry.";
  const url = webAddress(entry.url);
  if (!url) return noAddressReason(entry.url);
  const archived = flag(entry.is_archived) ?? false;
  const html = typeof entry.content === "string" && entry.content.trim() ? entry.content : undefined;
  const { highlights, notes } = readAnnotations(list(entry.annotations));
  return {
    source,
    url,
    title: text(entry.title),
    savedAt: date(entry.created_at),
    tags: cleanTags(list(entry.tags).map(tagName)),
    archived,
    read: archived,
    ...(html ? { content: { type: "html" as const, value: html } } : {}),
    highlights,
    ...(notes.length ? { notes } : {}),
  };
}

function readExport(root: unknown): ParsedLibrary {
  if (!Array.isArray(root))
    throw new LibraryFileError("This is not a wallabag export: it should be a list of entries.");
  const items: ParsedItem[] = [];
  const skipped: SkippedEntry[] = [];
  for (const [index, entry] of root.entries()) {
    const source = `entry ${index + 1}`;
    const read = readEntry(entry, source);
    if (typeof read === "string") skipped.push({ source, reason: read });
    else items.push(read);
  }
  return { format: "wallabag-json", items, skipped };
}

export const wallabagJson: FormatReader = {
  format: "wallabag-json",
  sniff(_file, head) {
    const start = head.trimStart();
    return start.startsWith("[") && /"is_archived"\s*:/.test(start) && /"is_starred"\s*:/.test(start);
  },
  async parse(file) {
    return readExport(parseJson(utf8Text(file.bytes)));
  },
};
