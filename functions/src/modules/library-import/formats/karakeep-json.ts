// Karakeep (formerly Hoarder): its JSON export, { lists?, bookmarks: [{ createdAt (seconds),
// title, tags, content: { type: "link", url } | { type: "text", text } | null, note, archived,
// listIds? (or lists) }] }. Links become items, in the first of their lists as the folder; text
// bookmarks and files have no address, so they are skipped with that reason.
import { LibraryFileError, type ParsedItem, type ParsedLibrary, type SkippedEntry } from "../parsed-library";
import type { FormatReader } from "./format-reader";
import {
  cleanTags,
  dateFromSeconds,
  flag,
  isRecord,
  list,
  noAddressReason,
  parseJson,
  text,
  utf8Text,
  webAddress,
  type JsonRecord,
} from "./json-values";

/** List ids to names; smart lists are saved searches, not places a bookmark is put. */
function listNames(root: JsonRecord): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of list(root.lists)) {
    const name = isRecord(entry) ? text(entry.name) : undefined;
    if (isRecord(entry) && typeof entry.id === "string" && name && entry.type !== "smart")
      names.set(entry.id, name);
  }
  return names;
}

function readBookmark(bookmark: unknown, source: string, lists: Map<string, string>): ParsedItem | string {
  if (!isRecord(bookmark)) return "It is not a bookmark.";
  const content = isRecord(bookmark.content) ? bookmark.content : undefined;
  if (!content) return "It is an image or a file, which the export carries without an address.";
  if (content.type === "text") return "It is a text note, with no web page to save.";
  const url = webAddress(content.url);
  if (!url) return noAddressReason(content.url);
  const archived = flag(bookmark.archived) ?? false;
  const note = text(bookmark.note);
  const listIds = [...list(bookmark.listIds), ...list(bookmark.lists)];
  const folder = listIds.map((id) => (typeof id === "string" ? lists.get(id) : undefined)).find(Boolean);
  return {
    source,
    url,
    title: text(bookmark.title),
    savedAt: dateFromSeconds(bookmark.createdAt),
    tags: cleanTags(list(bookmark.tags)),
    ...(folder ? { folder } : {}),
    archived,
    read: archived,
    highlights: [],
    ...(note ? { notes: [note] } : {}),
  };
}

function readExport(root: unknown): ParsedLibrary {
  if (!isRecord(root) || !Array.isArray(root.bookmarks)) {
    throw new LibraryFileError('This is not a Karakeep export: it has no "bookmarks" list.');
  }
  const lists = listNames(root);
  const items: ParsedItem[] = [];
  const skipped: SkippedEntry[] = [];
  for (const [index, bookmark] of root.bookmarks.entries()) {
    const source = `bookmark ${index + 1}`;
    const read = readBookmark(bookmark, source, lists);
    if (typeof read === "string") skipped.push({ source, reason: read });
    else items.push(read);
  }
  return { format: "karakeep-json", items, skipped };
}

export const karakeepJson: FormatReader = {
  format: "karakeep-json",
  sniff(_file, head) {
    const start = head.trimStart();
    return (
      start.startsWith("{") &&
      /"bookmarks"\s*:\s*\[/.test(start) &&
      (/"createdAt"\s*:\s*\d/.test(start) || /"bookmarks"\s*:\s*\[\s*\]/.test(start))
    );
  },
  async parse(file) {
    return readExport(parseJson(utf8Text(file.bytes)));
  },
};
