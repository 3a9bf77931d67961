// The text exports' fixtures (CSV, HTML, clippings), one per format, with the head a format's
// sniff is given (as detect-format makes it: the first 64 KiB as text, without a byte-order
// mark), so each format's test checks that it recognises its own file and none of the others.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LibraryFile } from "../../../src/modules/library-import/parsed-library";
import type { FormatReader } from "../../../src/modules/library-import/formats/format-reader";

const ROOT = join(__dirname, "..", "..", "fixtures", "library-import");

export const TEXT_FIXTURES = {
  "pocket-csv": "part_000000.csv",
  "pocket-html": "ril_export.html",
  "instapaper-csv": "instapaper-export.csv",
  "readwise-csv": "readwise-data.csv",
  "readwise-reader-csv": "export.csv",
  "kindle-clippings": "My Clippings.txt",
  "netscape-html": "bookmarks.html",
} as const;

export type TextFormat = keyof typeof TEXT_FIXTURES;

export function textFixture(format: TextFormat): LibraryFile {
  const name = TEXT_FIXTURES[format];
  return { name, bytes: readFileSync(join(ROOT, format, name)) };
}

/** A file made from text, as a reader might pick one. */
export function textFile(name: string, text: string): LibraryFile {
  return { name, bytes: Buffer.from(text, "utf8") };
}

export function headOf(file: LibraryFile): string {
  return file.bytes
    .subarray(0, 64 * 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
}

/** The formats among the text fixtures whose file `reader` claims. */
export function formatsSniffedBy(reader: FormatReader): TextFormat[] {
  return (Object.keys(TEXT_FIXTURES) as TextFormat[]).filter((format) => {
    const file = textFixture(format);
    return reader.sniff(file, headOf(file));
  });
}
