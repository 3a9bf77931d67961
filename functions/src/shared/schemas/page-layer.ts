// The browser extension's view of a page the reader has in their library: the hashed list of the
// library's addresses (so the extension can tell, without asking anyone, whether a page is one of
// them), and the friends' layer of one article (everything drawn on the live page but its body).
import type { Comment, Highlight } from "./articles";
import type { SentSpurq, SpurqReply } from "./spurqs";

/**
 * Hex digits kept of each address's SHA-256: 128 bits, so two addresses in one library never
 * collide, and the list of a full library stays under 40 KB.
 */
export const PAGE_HASH_HEX_LENGTH = 32;
/** Own articles listed in the page index at most (the newest, not in the trash). */
export const PAGE_INDEX_OWNED_MAX = 500;
/** Articles shared with the reader listed at most. */
export const PAGE_INDEX_SHARED_MAX = 100;

/** One article of the library, known by the hash of its source's canonical address. */
export interface PageIndexEntry {
  /** The first PAGE_HASH_HEX_LENGTH hex digits of SHA-256(canonical address, UTF-8). */
  hash: string;
  articleId: string;
  /** Whether the caller owns it (else it is shared with them). */
  own: boolean;
}

/**
 * GET /api/articles/page-index?since={version}. Without `since`, or when it is too old to answer
 * from the change feed, the whole list (`full`); otherwise only the articles that changed since:
 * the client drops its entries of each id in `changed` and adds `entries`.
 */
export interface PageIndex {
  /** What to send as `since` next time: the caller's own, opaque. */
  version: string;
  /** `entries` is the whole list (replace what is kept), else the changes only. */
  full: boolean;
  entries: PageIndexEntry[];
  /** Articles looked at again (a delta): their old entries go, whatever `entries` holds of them now. */
  changed: string[];
  /** True when the library holds more than the route lists (the oldest are left out). */
  truncated: boolean;
}

/** A version: the newest change seen (seconds.nanoseconds) and when it was checked (seconds). */
export const PAGE_INDEX_VERSION = /^\d{1,12}\.\d{9}-\d{1,12}$/;

/** A spurq about the article that the caller sent or received, with the start of its thread. */
export interface LayerSpurq extends SentSpurq {
  replies: SpurqReply[];
}

/** GET /api/articles/{id}/layer: what the extension draws on the page of an article. */
export interface PageLayer {
  article: { id: string; title: string; userId: string; own: boolean };
  /** Changes whenever a highlight or a comment is added or removed (GET …/layer/version). */
  version: string;
  highlights: Highlight[];
  comments: Comment[];
  spurqs: LayerSpurq[];
}

/** GET /api/articles/{id}/layer/version: what the extension polls while the page is in view. */
export interface PageLayerVersion {
  version: string;
}

/** Spurqs a layer shows at most, and replies of each. */
export const LAYER_SPURQS_MAX = 10;
export const LAYER_REPLIES_MAX = 5;
