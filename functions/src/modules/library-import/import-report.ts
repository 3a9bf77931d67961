// The report a finished library import leaves for download: one CSV row per item of the file
// (imported, already there, failed) and per entry it skipped, with the reason.
import type { LibraryImportSkip } from "../../shared";
import type { ItemOutcome } from "./staged-library.repository";

const HEADER = [
  "source",
  "address",
  "title",
  "outcome",
  "reason",
  "highlights",
  "highlights_not_found",
  "notes",
];

const OUTCOME_WORDS: Record<ItemOutcome["outcome"], string> = {
  imported: "imported",
  alreadyThere: "already there",
  failed: "failed",
};

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break; and a value a
 * spreadsheet would run as a formula (=, +, -, @ first) is kept as text with a leading quote.
 */
function field(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (values: Array<string | number>) => `${values.map(field).join(",")}\r\n`;

export function importReport(outcomes: ItemOutcome[], skipped: LibraryImportSkip[]): Buffer {
  const lines = [row(HEADER)];
  for (const o of outcomes) {
    lines.push(
      row([
        o.source,
        o.url ?? "",
        o.title,
        OUTCOME_WORDS[o.outcome],
        o.reason,
        o.highlights,
        o.notFound,
        o.notes,
      ]),
    );
  }
  for (const s of skipped) lines.push(row([s.source, "", "", "skipped", s.reason, 0, 0, 0]));
  // A BOM, so that spreadsheet programs read the titles' accents and scripts as UTF-8.
  return Buffer.from(`\uFEFF${lines.join("")}`, "utf8");
}
