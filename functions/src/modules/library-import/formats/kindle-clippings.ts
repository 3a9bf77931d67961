// Kindle's "My Clippings.txt": every highlight, note and bookmark the device kept, each as
//   Title (Author)
//   - Your Highlight on page 12 | Location 180-182 | Added on Monday, 3 April 2023 10:12:44
//   (blank line)
//   the text
//   ==========
// Each book becomes one item with no address; its text is its highlights in location order, and a
// note is the comment on the highlight that ends where the note sits (Kindle places a note at the
// end of the passage it was typed on).
import type { ParsedHighlight, ParsedItem, ParsedLibrary, SkippedEntry } from "../parsed-library";
import type { FormatReader } from "./format-reader";
import { inReadingOrder, textFromHighlights } from "./highlights-text";
import { type ClippingHeader, readHeader } from "./kindle-header";

const SEPARATOR = /^={5,}\s*$/;

interface Clipping extends ClippingHeader {
  line: number;
  text: string;
}

interface Book {
  line: number;
  titleLine: string;
  highlights: Clipping[];
  notes: Clipping[];
}

export const kindleClippings: FormatReader = {
  format: "kindle-clippings",
  sniff: (file, head) =>
    /^={10}\s*$/m.test(head) && (/clippings.*\.txt$/i.test(file.name) || /^\uFEFF?-\s.*\|/m.test(head)),
  parse: async (file): Promise<ParsedLibrary> => {
    const skipped: SkippedEntry[] = [];
    const books = new Map<string, Book>();
    let bookmarks = 0;
    for (const entry of entries(file.bytes.toString("utf8"))) {
      const clipping = readEntry(entry, skipped);
      if (!clipping) continue;
      if (clipping.kind === "bookmark") {
        bookmarks += 1;
        continue;
      }
      let book = books.get(entry.titleLine);
      if (!book) {
        book = { line: clipping.line, titleLine: entry.titleLine, highlights: [], notes: [] };
        books.set(entry.titleLine, book);
      }
      (clipping.kind === "note" ? book.notes : book.highlights).push(clipping);
    }
    const items: ParsedItem[] = [];
    for (const book of books.values()) {
      const item = bookItem(book);
      if (item) items.push(item);
      else skipped.push(notesWithoutHighlights(book));
    }
    if (bookmarks) skipped.push(bookmarksSkip(file.name, bookmarks));
    return { format: "kindle-clippings", items, skipped };
  },
};

interface Entry {
  line: number;
  titleLine: string;
  header?: string;
  text: string;
}

/** The file's entries with the line each starts on; Kindle puts a byte-order mark before titles. */
function* entries(text: string): Generator<Entry> {
  const lines = text.replace(/\uFEFF/g, "").split(/\r\n|\r|\n/);
  let block: { line: number; lines: string[] } = { line: 1, lines: [] };
  const finish = (): Entry | undefined => {
    const firstFilled = block.lines.findIndex((line) => line.trim());
    if (firstFilled < 0) return undefined;
    const [titleLine = "", header, ...rest] = block.lines.slice(firstFilled);
    const body = rest[0]?.trim() === "" ? rest.slice(1) : rest;
    return {
      line: block.line + firstFilled,
      titleLine: titleLine.trim(),
      header,
      text: body.join("\n").trim(),
    };
  };
  for (const [at, line] of lines.entries()) {
    if (!SEPARATOR.test(line)) {
      block.lines.push(line);
      continue;
    }
    const entry = finish();
    if (entry) yield entry;
    block = { line: at + 2, lines: [] };
  }
  const last = finish();
  if (last) yield last;
}

function readEntry(entry: Entry, skipped: SkippedEntry[]): Clipping | undefined {
  const source = `line ${entry.line}`;
  if (!entry.header?.trim().startsWith("-")) {
    skipped.push({
      source,
      reason: `${source}: not a clipping (its second line should say what it is and where)`,
    });
    return undefined;
  }
  const header = readHeader(entry.header);
  if (!header.kind) {
    skipped.push({ source, reason: `${source}: neither a highlight, a note nor a bookmark` });
    return undefined;
  }
  if (header.kind !== "bookmark" && !entry.text) {
    skipped.push({ source, reason: `${source}: an empty ${header.kind}` });
    return undefined;
  }
  if (header.kind === "highlight" && /^<.*(limit|límite|höchstgrenze).*>$/is.test(entry.text)) {
    skipped.push({
      source,
      reason: `${source}: Kindle kept no text for this highlight (the book's clipping limit was reached)`,
    });
    return undefined;
  }
  return { ...header, line: entry.line, text: entry.text };
}

function bookItem(book: Book): ParsedItem | undefined {
  const highlights = longestAtEachStart(book.highlights);
  if (!highlights.length) return undefined;
  const notesOn = new Map<Clipping, string[]>();
  const loose: string[] = [];
  for (const note of book.notes) {
    const target =
      highlights.find((highlight) => highlight.end === note.end) ??
      highlights.find((highlight) => within(note.end, highlight));
    if (target) notesOn.set(target, [...(notesOn.get(target) ?? []), note.text]);
    else loose.push(note.text);
  }
  const parsed = inReadingOrder(
    highlights.map((highlight): ParsedHighlight => ({
      quote: highlight.text,
      note: notesOn.get(highlight)?.join("\n\n"),
      createdAt: highlight.addedAt,
      location: highlight.start,
    })),
  );
  const dates = [...book.highlights, ...book.notes].flatMap((clip) =>
    clip.addedAt ? [clip.addedAt.getTime()] : [],
  );
  return {
    source: `line ${book.line}`,
    url: null,
    ...titleAndAuthor(book.titleLine),
    savedAt: dates.length ? new Date(Math.min(...dates)) : undefined,
    tags: [],
    content: textFromHighlights(parsed),
    highlights: parsed,
    // A note typed where nothing was highlighted still is the reader's note on the book.
    ...(loose.length ? { notes: loose } : {}),
  };
}

/**
 * Extending a highlight makes Kindle append a new clipping rather than change the old one: of the
 * clippings that start at the same place, the longest is the highlight as the reader left it.
 */
function longestAtEachStart(highlights: Clipping[]): Clipping[] {
  const kept = new Map<string, Clipping>();
  for (const highlight of highlights) {
    const key = highlight.start === undefined ? `line ${highlight.line}` : String(highlight.start);
    const previous = kept.get(key);
    if (!previous || highlight.text.length > previous.text.length) kept.set(key, highlight);
  }
  return [...kept.values()];
}

function within(location: number | undefined, highlight: Clipping): boolean {
  if (location === undefined || highlight.start === undefined || highlight.end === undefined) return false;
  return highlight.start <= location && location <= highlight.end;
}

/** "Title (Author)": the author is the last bracketed part; a title without one is all title. */
function titleAndAuthor(line: string): Pick<ParsedItem, "title" | "author"> {
  if (!line.endsWith(")")) return { title: line || undefined };
  let depth = 0;
  for (let at = line.length - 1; at >= 0; at -= 1) {
    if (line[at] === ")") depth += 1;
    if (line[at] === "(") depth -= 1;
    if (depth === 0) {
      const title = line.slice(0, at).trim();
      const author = line.slice(at + 1, -1).trim();
      return title ? { title, author: author || undefined } : { title: line };
    }
  }
  return { title: line };
}

function notesWithoutHighlights(book: Book): SkippedEntry {
  const source = `line ${book.line}`;
  const count = book.notes.length === 1 ? "1 note" : `${book.notes.length} notes`;
  return {
    source,
    reason: `${source}: ${count} on "${book.titleLine}", which has no highlight to attach them to`,
  };
}

/** Bookmarks are told as one entry of the whole file, not one line each. */
function bookmarksSkip(fileName: string, count: number): SkippedEntry {
  const bookmarks = count === 1 ? "1 bookmark" : `${count} bookmarks`;
  return {
    source: fileName,
    reason: `${bookmarks} not taken (a bookmark marks a page, with no passage to keep).`,
  };
}
