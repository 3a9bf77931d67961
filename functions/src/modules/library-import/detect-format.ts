// Which export a file is, from its first bytes: each format's reader looks at the same `head` (the
// start of the text, or a zip's entry names) in FORMAT_READERS' order, and the first to
// recognise it reads the file.
import { FORMAT_READERS } from "./formats";
import type { FormatReader } from "./formats/format-reader";
import type { LibraryFile } from "./parsed-library";
import { looksLikeZip, zipEntryNames } from "./zip";

/** How much of a text file the readers look at to recognise it. */
export const HEAD_BYTES = 64 * 1024;

/**
 * The first 64 KiB as UTF-8 text without a byte-order mark (a character cut at the end becomes
 * U+FFFD, harmless to a sniff); for a zip, its entry names one per line. A damaged zip throws
 * LibraryFileError: saying so helps the reader more than "unknown format".
 */
export async function fileHead(file: LibraryFile): Promise<string> {
  if (looksLikeZip(file.bytes)) return (await zipEntryNames(file.bytes)).join("\n");
  return file.bytes
    .subarray(0, HEAD_BYTES)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
}

/** The reader for the file's format, or null when none recognises it. */
export async function detectFormat(
  file: LibraryFile,
  readers: readonly FormatReader[] = FORMAT_READERS,
): Promise<FormatReader | null> {
  const head = await fileHead(file);
  return readers.find((reader) => reader.sniff(file, head)) ?? null;
}
