// Every format 'Bring your library' reads, in the order they are tried on a file: the more
// particular first (Readwise Reader's CSV before any CSV with a URL column).
import type { FormatReader } from "./format-reader";
import { omnivoreZip } from "./omnivore-zip";
import { hypothesisJson } from "./hypothesis-json";
import { karakeepJson } from "./karakeep-json";
import { wallabagJson } from "./wallabag-json";
import { linkwardenJson } from "./linkwarden-json";
import { spurqJson } from "./spurq-json";
import { readwiseReaderCsv } from "./readwise-reader-csv";
import { readwiseCsv } from "./readwise-csv";
import { instapaperCsv } from "./instapaper-csv";
import { pocketCsv } from "./pocket-csv";
import { pocketHtml } from "./pocket-html";
import { kindleClippings } from "./kindle-clippings";
import { netscapeHtml } from "./netscape-html";

export const FORMAT_READERS: FormatReader[] = [
  omnivoreZip,
  hypothesisJson,
  karakeepJson,
  wallabagJson,
  linkwardenJson,
  spurqJson,
  readwiseReaderCsv,
  readwiseCsv,
  instapaperCsv,
  pocketCsv,
  kindleClippings,
  pocketHtml,
  netscapeHtml,
];
