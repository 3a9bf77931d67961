// Readwise's highlights export: one highlight a row (Highlight,Book Title,Book Author,Amazon Book
// ID,Note,Color,Tags,Location Type,Location,Highlighted at,Document tags), grouped here into one
// item per book or article. The export names no address, so an item's text is built from its
// highlights, as for Kindle; an address is taken if a version of the export ever adds one.
import type { ParsedHighlight, ParsedItem, ParsedLibrary, SkippedEntry } from "../parsed-library";
import { type CsvRecord, csvColumns, hasColumns, csvRecords } from "./csv-table";
import { cleanTags, isoDate, present, splitTags, webAddress } from "./field-values";
import type { FormatReader } from "./format-reader";
import { ItemBudget } from "./item-budget";
import { inReadingOrder, textFromHighlights } from "./highlights-text";

// The columns every version of the export has had; later ones added Document tags and others.
const COLUMNS = ["highlight", "book title", "book author"];

interface Book {
  item: ParsedItem;
  tags: string[];
}

export const readwiseCsv: FormatReader = {
  format: "readwise-csv",
  sniff: (_file, head) => hasColumns(csvColumns(head), COLUMNS),
  parse: async (file): Promise<ParsedLibrary> => {
    const books = new Map<string, Book>();
    const skipped: SkippedEntry[] = [];
    const budget = new ItemBudget();
    for await (const record of csvRecords(file.bytes)) {
      const source = `line ${record.line}`;
      const quote = present(record.field("highlight"));
      if (!quote) {
        skipped.push({ source, reason: `${source}: no highlighted text` });
        continue;
      }
      const title = present(record.field("book title"));
      const author = present(record.field("book author"));
      const key = JSON.stringify([title?.toLowerCase(), author?.toLowerCase()]);
      let book = books.get(key);
      if (!book) {
        // A book past what one import takes is only counted, its highlights not kept.
        if (!budget.take()) continue;
        book = { item: newItem(source, record, title, author), tags: [] };
        books.set(key, book);
      }
      book.tags.push(...splitTags(record.field("document tags"), ","));
      book.item.highlights.push(highlightOf(record, quote));
    }
    budget.check();
    const items = [...books.values()].map(({ item, tags }) => finished(item, tags));
    return { format: "readwise-csv", items, skipped };
  },
};

function newItem(source: string, record: CsvRecord, title?: string, author?: string): ParsedItem {
  const url = webAddress(record.field("url") ?? record.field("source url"));
  return { source, url, title, author, tags: [], highlights: [] };
}

function highlightOf(record: CsvRecord, quote: string): ParsedHighlight {
  // Location is a Kindle location, a page, or for articles an order or offset: all number the
  // highlights in reading order, which is what the location is for here.
  const location = Number(record.field("location")?.trim() || Number.NaN);
  return {
    quote,
    note: present(record.field("note")),
    color: present(record.field("color")),
    createdAt: isoDate(record.field("highlighted at")),
    location: Number.isFinite(location) ? location : undefined,
  };
}

function finished(item: ParsedItem, tags: string[]): ParsedItem {
  const highlights = inReadingOrder(item.highlights);
  const dates = highlights.flatMap((highlight) =>
    highlight.createdAt ? [highlight.createdAt.getTime()] : [],
  );
  return {
    ...item,
    // The first highlight is the nearest the export comes to when the reader saved the book.
    savedAt: dates.length ? new Date(Math.min(...dates)) : undefined,
    tags: cleanTags(tags),
    highlights,
    content: item.url ? undefined : textFromHighlights(highlights),
  };
}
