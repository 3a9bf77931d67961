// 'Bring your library': another service's export file read, shown, then imported as a job. The
// contract of POST /api/library-imports (the file, answered with what was found) and
// POST /api/library-imports/start (the import as a job, followed like any job).

/** The formats read, in the order they are listed to a reader. */
export const LIBRARY_FORMATS = [
  "pocket-csv",
  "pocket-html",
  "instapaper-csv",
  "omnivore-zip",
  "readwise-csv",
  "readwise-reader-csv",
  "kindle-clippings",
  "hypothesis-json",
  "netscape-html",
  "karakeep-json",
  "wallabag-json",
  "linkwarden-json",
  "spurq-json",
] as const;
export type LibraryFormat = (typeof LIBRARY_FORMATS)[number];

/** Each format as a reader knows it (the names are the services' own, so not translated). */
export const LIBRARY_FORMAT_NAMES: Record<LibraryFormat, string> = {
  "pocket-csv": "Pocket (CSV)",
  "pocket-html": "Pocket (HTML)",
  "instapaper-csv": "Instapaper (CSV)",
  "omnivore-zip": "Omnivore (zip)",
  "readwise-csv": "Readwise (CSV)",
  "readwise-reader-csv": "Readwise Reader (CSV)",
  "kindle-clippings": "Kindle (My Clippings.txt)",
  "hypothesis-json": "Hypothesis (JSON)",
  "netscape-html": "Bookmarks (HTML from Chrome, Firefox, Safari, Pinboard or Raindrop)",
  "karakeep-json": "Karakeep (JSON)",
  "wallabag-json": "Wallabag (JSON)",
  "linkwarden-json": "Linkwarden (JSON)",
  "spurq-json": "Spurq (JSON export)",
};

/** The 400 for a file in none of them. */
export const UNKNOWN_LIBRARY_FORMAT = `This file is in no format Spurq can read. It reads: ${LIBRARY_FORMATS.map(
  (format) => LIBRARY_FORMAT_NAMES[format],
).join(", ")}.`;

/** Something in the file that will not be taken, and why. */
export interface LibraryImportSkip {
  /** Where in the file: "line 12", "entry content/a.html". */
  source: string;
  reason: string;
}

/** Skipped entries listed in a preview at most (the report has them all). */
export const PREVIEW_SKIPS_MAX = 100;

/** POST /api/library-imports: what the file holds, before anything is imported. */
export interface LibraryImportPreview {
  format: LibraryFormat;
  fileName: string;
  /** Articles (and Kindle books) to import. */
  articles: number;
  highlights: number;
  /** Notes on highlights (they become the reader's comments). */
  notes: number;
  tags: number;
  folders: number;
  /** Articles whose text is not in the file: their pages are fetched. */
  toFetch: number;
  /** What will not be taken, the first PREVIEW_SKIPS_MAX of `skippedCount`. */
  skipped: LibraryImportSkip[];
  skippedCount: number;
}

/** What a finished import did: the job's result, with its report file. */
export interface LibraryImportSummary {
  imported: number;
  /** Already in the library (same address): their tags and highlights were added to it. */
  alreadyThere: number;
  failed: number;
  highlights: number;
  /** Highlights kept but not found in the article's current text (marked so on the article). */
  highlightsNotFound: number;
  notes: number;
}
