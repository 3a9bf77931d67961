// How a page reaches Spurq from outside: the share sheet (the installed app's share target), the
// bookmarklet, or a plain link all land on the create screen with the address in its query
// (`/articles/create?url=…&quote=…`), and a shared PDF waits in the browser's Cache Storage under
// an id (`/articles/create?sharedFile=…`). Pure and dependency-free: the service worker imports it
// too, so nothing heavy may come with it.

/** Where the manifest's share target sends shares (POST, multipart); a GET there is handled too. */
export const SHARE_TARGET_PATH = "/share-target";
/** The create screen's route, as `paths.createArticle` names it (not imported: see above). */
export const CREATE_ROUTE = "/articles/create";
/** Cache Storage bucket where the service worker parks a shared PDF until the create screen takes it. */
export const SHARED_FILES_CACHE = "spurq-shared-files";
/** The cache key of a parked file: a same-origin path that no route of the app or API serves. */
export const sharedFileKey = (id: string) => `${SHARE_TARGET_PATH}/files/${encodeURIComponent(id)}`;

/**
 * The longest selection the bookmarklet carries, in UTF-16 code units: well under the server's
 * highlight limit, and short enough that the address stays a few kilobytes even in scripts whose
 * characters each take nine bytes encoded.
 */
export const QUOTE_MAX = 2000;

export const CAPTURE_PARAM = { url: "url", quote: "quote", sharedFile: "sharedFile" } as const;

export type CaptureRequest =
  | { kind: "url"; url: string; quote: string | null }
  | { kind: "file"; id: string }
  /** A share that carried no web address at all (a plain text, say). */
  | { kind: "empty" };

const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/i;

/** `value` as an http(s) address, or null. */
function httpAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The web address in a share. Apps fill the three fields differently: many put the address in
 * `text` ("Look at this https://…") and leave `url` empty, some put it in `title`. The `url` field
 * wins; else the first address written in the text, then in the title. Trailing punctuation of a
 * sentence ("…see https://a.example/x.") is not part of the address.
 */
export function sharedAddress(share: { title?: string | null; text?: string | null; url?: string | null }) {
  const direct = httpAddress(share.url);
  if (direct) return direct;
  for (const field of [share.text, share.title]) {
    const found = field?.match(ADDRESS)?.[0]?.replace(/[.,;:!?)\]]+$/, "");
    const address = httpAddress(found);
    if (address) return address;
  }
  return null;
}

/** `text` cut to at most `max` UTF-16 code units without splitting a surrogate pair, trimmed. */
export function clipQuote(text: string, max = QUOTE_MAX): string {
  let clipped = text.trim();
  if (clipped.length > max) {
    clipped = clipped.slice(0, max);
    const last = clipped.charCodeAt(clipped.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) clipped = clipped.slice(0, -1);
  }
  // A lone surrogate cannot be encoded in a URL (encodeURIComponent throws on it).
  return clipped
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")
    .trim();
}

/** The create screen's route that imports `url` (and highlights `quote` in it once imported). */
export function captureRoute(url: string, quote?: string | null): string {
  const query = new URLSearchParams({ [CAPTURE_PARAM.url]: url });
  const clipped = quote ? clipQuote(quote) : "";
  if (clipped) query.set(CAPTURE_PARAM.quote, clipped);
  return `${CREATE_ROUTE}?${query.toString()}`;
}

/** The create screen's route that imports the parked file `id`. */
export function sharedFileRoute(id: string): string {
  return `${CREATE_ROUTE}?${new URLSearchParams({ [CAPTURE_PARAM.sharedFile]: id }).toString()}`;
}

/** Where a share of (title, text, url) lands: the create screen with its address, or without one. */
export function shareRoute(share: { title?: string | null; text?: string | null; url?: string | null }) {
  const address = sharedAddress(share);
  return address ? captureRoute(address) : `${CREATE_ROUTE}?${CAPTURE_PARAM.url}=`;
}

/** What the create screen's query asks it to capture, if anything. */
export function readCaptureRequest(query: URLSearchParams): CaptureRequest | null {
  const fileId = query.get(CAPTURE_PARAM.sharedFile);
  if (fileId) return { kind: "file", id: fileId };
  if (!query.has(CAPTURE_PARAM.url)) return null;
  const url = httpAddress(query.get(CAPTURE_PARAM.url));
  if (!url) return { kind: "empty" };
  const quote = clipQuote(query.get(CAPTURE_PARAM.quote) ?? "");
  return { kind: "url", url, quote: quote || null };
}
