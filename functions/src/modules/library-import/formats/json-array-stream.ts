// The items of a JSON list read from a stream of bytes, one at a time: a list of millions is
// never a string or a tree in memory at once, and a reader that has seen enough stops the stream.
// Each item is cut out by its brackets and quotes (JSON's structural characters are ASCII, so
// UTF-8 bytes of other characters never look like one) and parsed alone.
import type { Readable } from "node:stream";
import { LibraryFileError } from "../parsed-library";

const SPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const LIST_START = 0x5b;
const LIST_END = 0x5d;
const BOM = [0xef, 0xbb, 0xbf];

export interface JsonListOptions {
  /** Names the file or entry in messages ("The zip's entry x.json"). */
  what: string;
  /** The most bytes one item may take. */
  itemBytesMax: number;
}

/** Each item of the list the stream holds, parsed; throws LibraryFileError naming the item. */
export async function* jsonListItems(stream: Readable, options: JsonListOptions): AsyncGenerator<unknown> {
  const { what, itemBytesMax } = options;
  let state = "before" as "before" | "between" | "item" | "after";
  let started = false;
  let bomAt = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let pieces: Buffer[] = [];
  let itemBytes = 0;
  let count = 0;
  const notList = () => new LibraryFileError(`${what} is not a list of articles.`);
  const finishItem = (): unknown => {
    count += 1;
    const text = Buffer.concat(pieces).toString("utf8");
    pieces = [];
    itemBytes = 0;
    try {
      return JSON.parse(text);
    } catch {
      throw new LibraryFileError(`${what} is not valid JSON (in item ${count}).`);
    }
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let itemStart = state === "item" ? 0 : -1;
      for (let at = 0; at < chunk.length; at++) {
        const byte = chunk[at]!;
        if (state === "item") {
          if (inString) {
            if (escaped) escaped = false;
            else if (byte === BACKSLASH) escaped = true;
            else if (byte === QUOTE) inString = false;
            continue;
          }
          if (byte === QUOTE) inString = true;
          else if (OPEN.has(byte)) depth += 1;
          else if (CLOSE.has(byte) && depth > 0) depth -= 1;
          else if (depth === 0 && (byte === COMMA || byte === LIST_END)) {
            pieces.push(chunk.subarray(itemStart, at));
            itemBytes += at - itemStart;
            if (itemBytes > itemBytesMax) throw tooLong(what, count + 1, itemBytesMax);
            yield finishItem();
            itemStart = -1;
            state = byte === COMMA ? "between" : "after";
          }
          continue;
        }
        if (state === "before" && !started && bomAt < 3 && byte === BOM[bomAt]) {
          bomAt += 1;
          continue;
        }
        if (SPACE.has(byte)) continue;
        if (state === "before") {
          if (byte !== LIST_START) throw notList();
          started = true;
          state = "between";
          continue;
        }
        if (state === "after") throw new LibraryFileError(`${what} is not valid JSON (text after its list).`);
        // Between items: the list may end here only if no item was promised by a comma.
        if (byte === LIST_END && count === 0) {
          state = "after";
          continue;
        }
        state = "item";
        itemStart = at;
        depth = 0;
        inString = false;
        escaped = false;
        // The item's first byte is read again as part of it (a quote or a bracket counts).
        at -= 1;
      }
      if (state === "item" && itemStart >= 0) {
        pieces.push(chunk.subarray(itemStart));
        itemBytes += chunk.length - itemStart;
        if (itemBytes > itemBytesMax) throw tooLong(what, count + 1, itemBytesMax);
      }
    }
  } finally {
    stream.destroy();
  }
  if (state === "before") throw notList();
  if (state !== "after")
    throw new LibraryFileError(`${what} is not valid JSON: it ends too early (cut off?).`);
}

function tooLong(what: string, item: number, most: number): LibraryFileError {
  return new LibraryFileError(
    `${what} has an item of more than ${Math.round(most / 1024)} KB (item ${item}): it is not an export's list of articles.`,
  );
}
