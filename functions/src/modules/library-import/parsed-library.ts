// What every format's parser gives back: a library read from another service's export file, in
// one shape, before anything is stored. Parsers are pure (bytes in, items out): they fetch
// nothing and touch no database, so each is tested on its own against real-shaped files.

import type { LibraryFormat } from "../../shared";

export { LIBRARY_FORMATS, type LibraryFormat } from "../../shared";

/** A file as the reader picked it. */
export interface LibraryFile {
  name: string;
  bytes: Buffer;
}

/** One highlight as the source kept it. */
export interface ParsedHighlight {
  /** The highlighted words, as the source has them. */
  quote: string;
  /** The reader's note on it, imported as their comment on the highlight. */
  note?: string;
  /**
   * The source's colour as it names it ("yellow", "#ffcc00", "orange"...): mapped to the nearest
   * of the eight later (colour-map.ts), so parsers pass it on untouched.
   */
  color?: string;
  /** Words just before and after the quote, when the source keeps them (Hypothesis does). */
  prefix?: string;
  suffix?: string;
  createdAt?: Date;
  /** Kindle's location (or page) number: orders a book's clippings. */
  location?: number;
}

/** One article (or, for Kindle, one book) of the library. */
export interface ParsedItem {
  /** The line (CSV, clippings) or entry (zip, JSON) it came from, for error reports: "line 12". */
  source: string;
  /** The address; null only for what has none (a Kindle book). */
  url: string | null;
  title?: string;
  author?: string;
  /** When the reader first saved it in the source. */
  savedAt?: Date;
  tags: string[];
  /** The source's folder or collection (one; the first when it keeps several). */
  folder?: string;
  /** Archived in the source (Pocket's "archive", Instapaper's "Archive" folder, Wallabag's is_archived...). */
  archived?: boolean;
  /** Read in the source (or archived, which readers of those apps use as read). */
  read?: boolean;
  /** The article's text when the file carries it (Omnivore's content, Wallabag's, Kindle's clippings). */
  content?: { type: "html" | "text" | "markdown"; value: string };
  highlights: ParsedHighlight[];
  /**
   * The reader's notes on the whole item, tied to no passage (Hypothesis page notes, Karakeep's
   * and Linkwarden's note on a bookmark, Omnivore's notes): absent when the source keeps none.
   */
  notes?: string[];
}

/** Something in the file that cannot be taken, with the reason a person can read. */
export interface SkippedEntry {
  source: string;
  reason: string;
}

export interface ParsedLibrary {
  format: LibraryFormat;
  items: ParsedItem[];
  skipped: SkippedEntry[];
}

/** A file that is broken in a way that stops reading it: the message names the line or entry. */
export class LibraryFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LibraryFileError";
  }
}
