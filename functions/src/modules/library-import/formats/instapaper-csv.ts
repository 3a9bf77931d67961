// Instapaper's CSV export: URL,Title,Selection,Folder,Timestamp (Unix seconds), and in newer
// exports a Tags column holding a JSON array ('["coding","e-bike"]').
import type { ParsedHighlight, ParsedItem, ParsedLibrary, SkippedEntry } from "../parsed-library";
import { csvColumns, hasColumns, csvRecords } from "./csv-table";
import { addressProblem, cleanTags, present, splitTags, unixSeconds, webAddress } from "./field-values";
import type { FormatReader } from "./format-reader";
import { ItemBudget } from "./item-budget";

const COLUMNS = ["url", "title", "selection", "folder", "timestamp"];

export const instapaperCsv: FormatReader = {
  format: "instapaper-csv",
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
      const savedAt = unixSeconds(record.field("timestamp"));
      if (!budget.take()) continue;
      items.push({
        source,
        url,
        title: present(record.field("title")),
        savedAt,
        tags: instapaperTags(record.field("tags")),
        ...folderState(present(record.field("folder"))),
        highlights: selectionHighlight(record.field("selection"), savedAt),
      });
    }
    budget.check();
    return { format: "instapaper-csv", items, skipped };
  },
};

/**
 * Unread and Archive are Instapaper's reading states, not folders; Starred and the reader's own
 * folders are kept as the folder (Starred is listed with the folders in Instapaper, and nothing
 * else in the item says "starred").
 */
function folderState(folder: string | undefined): Pick<ParsedItem, "folder" | "archived" | "read"> {
  const name = folder?.toLowerCase();
  if (name === "archive") return { archived: true, read: true };
  if (name === "unread" || !folder) return { archived: false, read: false };
  return { folder };
}

/**
 * Selection is the text the reader had selected on the page when saving it (the bookmarklet and
 * the browser extensions send it), so it is taken as the one highlight the export can carry: a
 * passage the reader picked out of the article. Some apps send a summary there instead; such a
 * quote is simply not found in the article when it is anchored, like any quote the page no longer
 * has, which costs less than losing the passages readers did select.
 */
function selectionHighlight(selection: string | undefined, savedAt: Date | undefined): ParsedHighlight[] {
  const quote = present(selection);
  return quote ? [{ quote, createdAt: savedAt }] : [];
}

/** The Tags cell: a JSON array of names, or a comma-separated list if an export ever writes one. */
function instapaperTags(cell: string | undefined): string[] {
  const trimmed = cell?.trim();
  if (!trimmed) return [];
  if (trimmed.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) {
        return cleanTags(parsed.filter((tag): tag is string => typeof tag === "string"));
      }
    } catch {
      // Not JSON after all: read as a list below.
    }
  }
  return splitTags(trimmed.replace(/^\[|\]$/g, ""), ",");
}
