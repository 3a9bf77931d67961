// How one export format is recognised and read. Each format lives in its own file of this folder
// and is listed in ./index.ts, in the order the formats are tried.
import type { LibraryFile, LibraryFormat, ParsedLibrary } from "../parsed-library";

export interface FormatReader {
  format: LibraryFormat;
  /**
   * Whether the file is in this format, from its name and its first bytes (`head`, up to 64 KiB
   * decoded as UTF-8; for a zip, the names of its entries, one per line). Cheap: no full parse.
   */
  sniff(file: LibraryFile, head: string): boolean;
  /** Reads the whole file; throws LibraryFileError naming the line or entry when it is broken. */
  parse(file: LibraryFile): Promise<ParsedLibrary>;
}
