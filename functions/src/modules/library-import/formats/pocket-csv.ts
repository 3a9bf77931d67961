// Pocket's CSV export (the last one it offered): title,url,time_added,tags,status, one saved page
// a row. time_added is Unix seconds, tags are separated by "|", status is "unread" or "archive".
import type { ParsedItem, ParsedLibrary, SkippedEntry } from "../parsed-library";
import { csvColumns, hasColumns, csvRecords } from "./csv-table";
import { addressProblem, present, splitTags, unixSeconds, webAddress } from "./field-values";
import type { FormatReader } from "./format-reader";
import { ItemBudget } from "./item-budget";

const COLUMNS = ["title", "url", "time_added", "status"];

export const pocketCsv: FormatReader = {
  format: "pocket-csv",
  sniff: (_file, head) => hasColumns(csvColumns(head), COLUMNS),
  parse: async (file): Promise<ParsedLibrary> => {
    const items: ParsedItem[] = [];
    const skipped: SkippedEntry[] = [];
    const budget = new ItemBudget();
    for await (const record of csvRecords(file.bytes)) {
      const source = `line ${record.line}`;
      const url = webAddress(record.field("url"));
      if (!url) {
        skipped.push({ source, reason: `${source}: ${addressProblem(record.field("url"))}` });
        continue;
      }
      const status = record.field("status")?.trim().toLowerCase();
      const archived = status === "archive" ? true : status === "unread" ? false : undefined;
      const title = present(record.field("title"));
      if (!budget.take()) continue;
      items.push({
        source,
        url,
        // Pocket writes the address as the title of a page it never named.
        title: title === url ? undefined : title,
        savedAt: unixSeconds(record.field("time_added")),
        tags: splitTags(record.field("tags"), "|"),
        archived,
        read: archived,
        highlights: [],
      });
    }
    budget.check();
    return { format: "pocket-csv", items, skipped };
  },
};
