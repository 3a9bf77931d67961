// Reading the CSV exports with csv-parse: columns found by name whatever their order or case (the
// services have reordered them between versions), each record with the line it starts on for
// skipped-entry reasons, and a broken file reported at the line where the trouble begins. The
// file is parsed as a stream, a record at a time: a 30 MiB export is never one string nor a
// table of every row at once, and the format's reader keeps only what it takes of each row.
import { Readable } from "node:stream";
import { CsvError, parse as parseStream, type Options } from "csv-parse";
import { parse } from "csv-parse/sync";
import { LibraryFileError } from "../parsed-library";

export interface CsvRecord {
  /** The line the record starts on (the header is line 1). */
  line: number;
  /** The cell under the named column (any case), or undefined when the row has none. */
  field(column: string): string | undefined;
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

/** How much of the file is handed to the parser at a time. */
const PIECE_BYTES = 64 * 1024;

interface Row {
  cells: string[];
  line: number;
}

/** The file's records after its header, one at a time, in order. */
export async function* csvRecords(bytes: Buffer): AsyncGenerator<CsvRecord> {
  let lastEnd = 0;
  const options: Options<Row, string[]> = {
    ...OPTIONS,
    on_record: (record: string[], context: { lines: number }): Row => {
      const breaks = record.reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
      lastEnd = context.lines;
      return { cells: record, line: context.lines - breaks };
    },
  };
  // The stream parser is typed for string rows only; on_record makes them Rows.
  const parser = parseStream(options as unknown as Options);
  const pieces = function* () {
    for (let at = 0; at < bytes.length; at += PIECE_BYTES) yield bytes.subarray(at, at + PIECE_BYTES);
  };
  const input = Readable.from(pieces(), { objectMode: false });
  input.pipe(parser);
  let index: Map<string, number> | undefined;
  try {
    for await (const row of parser as AsyncIterable<Row>) {
      if (!index) {
        index = new Map();
        row.cells.map(columnName).forEach((name, at) => {
          if (!index!.has(name)) index!.set(name, at);
        });
        continue;
      }
      const { cells } = row;
      const columns = index;
      yield {
        line: row.line,
        field: (column: string) => {
          const position = columns.get(column.toLowerCase());
          return position === undefined ? undefined : cells[position];
        },
      };
    }
  } catch (error) {
    throw brokenCsv(error, bytes, lastEnd);
  } finally {
    input.destroy();
    parser.destroy();
  }
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

function brokenCsv(error: unknown, bytes: Buffer, lastEnd: number): Error {
  if (!(error instanceof CsvError)) return error instanceof Error ? error : new Error(String(error));
  // The record that failed starts on the first non-empty line after the last one read.
  const line = firstFilledLineAfter(bytes, lastEnd);
  if (error.code === "CSV_QUOTE_NOT_CLOSED") {
    return new LibraryFileError(
      `line ${line}: a quoted field is never closed, so the file cannot be read past it (is it cut off?).`,
    );
  }
  return new LibraryFileError(`line ${line}: this is not valid CSV (${error.message}).`);
}

const CR = 0x0d;
const LF = 0x0a;
const BLANK = new Set([0x20, 0x09]);

/** The number of the first line after line `after` that holds more than blanks (counted in the bytes). */
function firstFilledLineAfter(bytes: Buffer, after: number): number {
  let line = 1;
  let filled = false;
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at]!;
    if (byte === CR || byte === LF) {
      if (line > after && filled) return line;
      if (byte === CR && bytes[at + 1] === LF) at += 1;
      line += 1;
      filled = false;
    } else if (!BLANK.has(byte)) filled = true;
  }
  return line > after && filled ? line : Math.max(line, after + 1);
}
