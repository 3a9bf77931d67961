// Linkwarden: its data export ("Export data" in settings), the account as stored: { name,
// username, ..., collections: [{ name, links: [{ name, url, description, textContent, tags:
// [{ name }], importDate, createdAt }] }], pinnedLinks, whitelistedUsers }. Each link is an
// item in its collection's folder; its description, which the reader writes, is its note.
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
} from "./json-values";

const tagName = (tag: unknown) => (isRecord(tag) ? tag.name : tag);

function readLink(link: unknown, source: string, folder: string | undefined): ParsedItem | string {
  if (!isRecord(link)) return "It is not a link.";
  const url = webAddress(link.url);
  if (!url)
    return link.url ? noAddressReason(link.url) : "It is a file uploaded to Linkwarden, with no web address.";
  const note = text(link.description);
  const body = text(link.textContent);
  return {
    source,
    url,
    title: text(link.name),
    // importDate is when it was first saved elsewhere, before Linkwarden imported it.
    savedAt: date(link.importDate) ?? date(link.createdAt),
    tags: cleanTags(list(link.tags).map(tagName)),
    ...(folder ? { folder } : {}),
    ...(body ? { content: { type: "text" as const, value: body } } : {}),
    highlights: [],
    ...(note ? { notes: [note] } : {}),
  };
}

function readExport(root: unknown): ParsedLibrary {
  if (!isRecord(root) || !Array.isArray(root.collections)) {
    throw new LibraryFileError('This is not a Linkwarden export: it has no "collections" list.');
  }
  const items: ParsedItem[] = [];
  const skipped: SkippedEntry[] = [];
  for (const [collectionIndex, collection] of root.collections.entries()) {
    const name = isRecord(collection) ? text(collection.name) : undefined;
    const where = name ? `collection "${name}"` : `collection ${collectionIndex + 1}`;
    const links = isRecord(collection) ? list(collection.links) : [];
    for (const [index, link] of links.entries()) {
      const source = `${where}, link ${index + 1}`;
      const read = readLink(link, source, name);
      if (typeof read === "string") skipped.push({ source, reason: read });
      else items.push(read);
    }
  }
  return { format: "linkwarden-json", items, skipped };
}

export const linkwardenJson: FormatReader = {
  format: "linkwarden-json",
  sniff(_file, head) {
    const start = head.trimStart();
    return (
      start.startsWith("{") &&
      /"collections"\s*:\s*\[/.test(start) &&
      (/"links"\s*:\s*\[/.test(start) || /"collections"\s*:\s*\[\s*\]/.test(start))
    );
  },
  async parse(file) {
    return readExport(parseJson(utf8Text(file.bytes)));
  },
};
