// The parsed items as the job reads them: gzipped JSON in parts that each fit a Firestore
// document. Packing reads each item's text once (an Omnivore article's HTML is inflated from the
// zip only here) and keeps one part's raw JSON at a time, so a library is never held both as
// items with their texts and as JSON.
import { gunzipSync, gzipSync } from "node:zlib";
import type { ParsedItem } from "./parsed-library";

/** Compressed bytes one part holds at most: under Firestore's 1 MiB document limit. */
export const PART_BYTES_MAX = 900_000;
/** Raw JSON gathered into one part before it is compressed (text compresses about fourfold). */
const PART_RAW_TARGET = 2_500_000;

export interface PackedItems {
  parts: Buffer[];
  /** Each part's number of items. */
  sizes: number[];
  /** Items whose text was too large for a part alone: they travel without it. */
  withoutText: number;
  /** Items with an address and no text staged, whose page the job fetches. */
  toFetch: number;
}

/** Items travel as JSON: their dates as ISO strings, revived on the way back. */
const DATE_FIELDS = new Set(["savedAt", "createdAt"]);
const revive = (key: string, value: unknown) =>
  DATE_FIELDS.has(key) && typeof value === "string" ? new Date(value) : value;

/** The item with its text read once, and without it when the text is blank. */
function withText(item: ParsedItem): ParsedItem {
  if (!item.content) return item;
  const value = item.content.value;
  return { ...item, content: value.trim() ? { type: item.content.type, value } : undefined };
}

/**
 * The items gzipped into parts that each fit a document. An item too large for a part alone (a
 * huge text that does not compress) travels without its text, which is then fetched from its
 * address like any other; the caller learns of it from `withoutText`.
 */
export function packItems(items: readonly ParsedItem[]): PackedItems {
  const packed: PackedItems = { parts: [], sizes: [], withoutText: 0, toFetch: 0 };
  const pack = (group: string[]) => {
    const part = gzipSync(`[${group.join(",")}]`);
    if (part.length <= PART_BYTES_MAX) {
      packed.parts.push(part);
      packed.sizes.push(group.length);
    } else if (group.length > 1) {
      const half = Math.ceil(group.length / 2);
      pack(group.slice(0, half));
      pack(group.slice(half));
    } else {
      packed.withoutText += 1;
      const item = JSON.parse(group[0]!) as ParsedItem;
      if (item.url) packed.toFetch += 1;
      pack([JSON.stringify({ ...item, content: undefined })]);
    }
  };
  let group: string[] = [];
  let raw = 0;
  for (const item of items) {
    const staged = withText(item);
    if (staged.url && !staged.content) packed.toFetch += 1;
    const json = JSON.stringify(staged);
    if (group.length && raw + json.length > PART_RAW_TARGET) {
      pack(group);
      group = [];
      raw = 0;
    }
    group.push(json);
    raw += json.length;
  }
  if (group.length || !packed.parts.length) pack(group);
  return packed;
}

export const unpackItems = (part: Buffer): ParsedItem[] =>
  JSON.parse(gunzipSync(part).toString("utf8"), revive) as ParsedItem[];
