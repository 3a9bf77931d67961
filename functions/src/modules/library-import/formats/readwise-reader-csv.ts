// Readwise Reader's CSV export: Title,URL,ID,Document tags,Saved date,Reading progress,Location,
// Seen. Document tags is a list as Python prints it ("['a', 'b']"); Location is Reader's inbox
// (new, later, shortlist, archive, feed); Reading progress runs from 0 to 1.
import type { ParsedItem, ParsedLibrary, SkippedEntry } from "../parsed-library";
import { csvColumns, hasColumns, csvRecords } from "./csv-table";
import { addressProblem, cleanTags, isoDate, present, webAddress } from "./field-values";
import type { FormatReader } from "./format-reader";
import { ItemBudget } from "./item-budget";

const COLUMNS = ["title", "url", "id", "document tags", "saved date", "location"];

export const readwiseReaderCsv: FormatReader = {
  format: "readwise-reader-csv",
  sniff: (_file, head) => hasColumns(csvColumns(head), COLUMNS),
  parse: async (file): Promise<ParsedLibrary> => {
    const items: ParsedItem[] = [];
    const skipped: SkippedEntry[] = [];
    const budget = new ItemBudget();
    let feedItems = 0;
    for await (const record of csvRecords(file.bytes)) {
      const source = `line ${record.line}`;
      const location = record.field("location")?.trim().toLowerCase();
      // The feed holds what subscriptions delivered, not what the reader saved: importing it would
      // bury the library under unread posts.
      if (location === "feed") {
        feedItems += 1;
        continue;
      }
      const url = webAddress(record.field("url"));
      if (!url) {
        skipped.push({ source, reason: `${source}: ${addressProblem(record.field("url"))}` });
        continue;
      }
      const archived = location === "archive";
      const progress = Number(record.field("reading progress"));
      if (!budget.take()) continue;
      items.push({
        source,
        url,
        title: present(record.field("title")),
        savedAt: isoDate(record.field("saved date")),
        tags: readerTags(record.field("document tags")),
        archived,
        read: archived || progress >= 1,
        highlights: [],
      });
    }
    if (feedItems) skipped.push(feedSkip(file.name, feedItems));
    budget.check();
    return { format: "readwise-reader-csv", items, skipped };
  },
};

/** Feed items are told as one entry of the whole file, not one line each. */
function feedSkip(fileName: string, count: number): SkippedEntry {
  const items = count === 1 ? "1 feed item" : `${count} feed items`;
  return {
    source: fileName,
    reason: `${items} not taken (Reader's feed holds what your subscriptions delivered, not what you saved).`,
  };
}

/** "['a', 'b']" (or a JSON array, or a bare comma-separated list) as tags. */
function readerTags(cell: string | undefined): string[] {
  const trimmed = cell?.trim();
  if (!trimmed) return [];
  const quoted = [...trimmed.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((match) =>
    (match[1] ?? match[2] ?? "").replace(/\\(.)/g, "$1"),
  );
  if (quoted.length) return cleanTags(quoted);
  return cleanTags(trimmed.replace(/^\[|\]$/g, "").split(","));
}
