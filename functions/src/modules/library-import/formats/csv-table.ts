// Reading the CSV exports with csv-parse: columns found by name whatever their order or case (the
// services have reordered them between versions), each record with the line it starts on for
// skipped-entry reasons, and a broken file reported at the line where the trouble begins.
import { CsvError, parse } from "csv-parse/sync";
import { LibraryFileError } from "../parsed-library";
import { textOf } from "./field-values";

export interface CsvRecord {
  /** The line the record starts on (the header is line 1). */
  line: number;
  /** The cell under the named column (any case), or undefined when the row has none. */
  field(column: string): string | undefined;
}

export interface CsvTable {
  /** The header's names, trimmed and lower-cased. */
  columns: string[];
  records: CsvRecord[];
}

const OPTIONS = {
  bom: true,
  // Titles carry stray quotes in unquoted cells ('He said "no"'); only an unclosed quoted cell
  // is an error.
  relax_quotes: true,
  // A short or long row is read for what it has rather than failing the file.
  relax_column_count: true,
  skip_empty_lines: true,
} as const;

export function readCsv(bytes: Buffer): CsvTable {
  const text = textOf(bytes);
  const starts: number[] = [];
  let lastEnd = 0;
  let rows: string[][];
  try {
    rows = parse(text, {
      ...OPTIONS,
      on_record: (record: string[], context: { lines: number }) => {
        const breaks = record.reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
        starts.push(context.lines - breaks);
        lastEnd = context.lines;
        return record;
      },
    }) as string[][];
  } catch (error) {
    throw brokenCsv(error, text, lastEnd);
  }
  const [header = [], ...body] = rows;
  const columns = header.map(columnName);
  const index = new Map<string, number>();
  columns.forEach((name, at) => {
    if (!index.has(name)) index.set(name, at);
  });
  const records = body.map((cells, at) => ({
    line: starts[at + 1] ?? 0,
    field: (column: string) => {
      const position = index.get(column.toLowerCase());
      return position === undefined ? undefined : cells[position];
    },
  }));
  return { columns, records };
}

/** The header's names (trimmed, lower-cased) from the start of a file; [] when it is not CSV. */
export function csvColumns(head: string): string[] {
  const firstLine = head.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/, 1)[0] ?? "";
  if (!firstLine.includes(",")) return [];
  try {
    const [header = []] = parse(firstLine, { ...OPTIONS, to_line: 1 }) as string[][];
    return header.map(columnName);
  } catch {
    return [];
  }
}

/** Whether the header has every one of `names` (lower-case). */
export function hasColumns(columns: readonly string[], names: readonly string[]): boolean {
  return names.every((name) => columns.includes(name));
}

function columnName(name: string): string {
  return name.trim().toLowerCase();
}

function brokenCsv(error: unknown, text: string, lastEnd: number): Error {
  if (!(error instanceof CsvError)) return error instanceof Error ? error : new Error(String(error));
  // The record that failed starts on the first non-empty line after the last one read.
  const lines = text.split(/\r\n|\r|\n/);
  let line = lastEnd + 1;
  while (line <= lines.length && !lines[line - 1]?.trim()) line += 1;
  if (error.code === "CSV_QUOTE_NOT_CLOSED") {
    return new LibraryFileError(
      `line ${line}: a quoted field is never closed, so the file cannot be read past it (is it cut off?).`,
    );
  }
  return new LibraryFileError(`line ${line}: this is not valid CSV (${error.message}).`);
}
