// Reading the JSON exports: parsing with an error a person can act on, and taking each field
// only when it has the type the source writes, so one odd entry is skipped rather than crashing
// the import or carrying a number where a title should be.
import { LibraryFileError } from "../parsed-library";

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The bytes as text, without the byte-order mark some editors add (JSON.parse refuses it). */
export function utf8Text(bytes: Buffer): string {
  return bytes.toString("utf8").replace(/^\uFEFF/, "");
}

/** Parses `text`; `what` names the file or entry in the message ("This file", "The entry x.json"). */
export function parseJson(text: string, what = "This file"): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    if (position) throw new LibraryFileError(`${what} is not valid JSON (near position ${position}).`);
    // V8 names no position for a stray character, but quotes the text around it.
    const stray = /^Unexpected token '(.+?)', (.+) is not valid JSON$/s.exec(message);
    if (stray)
      throw new LibraryFileError(`${what} is not valid JSON (unexpected "${stray[1]}" in ${stray[2]}).`);
    if (/end of (JSON )?input/i.test(message)) {
      throw new LibraryFileError(`${what} is not valid JSON: it ends too early (cut off?).`);
    }
    throw new LibraryFileError(`${what} is not valid JSON: ${message}`);
  }
}

/** A string with something in it, trimmed. */
export function text(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

/** The address when it is a web page's (http or https), trimmed; null for anything else. */
export function webAddress(value: unknown): string | null {
  const address = text(value);
  if (!address) return null;
  try {
    const { protocol } = new URL(address);
    return protocol === "http:" || protocol === "https:" ? address : null;
  } catch {
    return null;
  }
}

/** Why an entry has no usable address, for its SkippedEntry. */
export function noAddressReason(value: unknown): string {
  const address = text(value);
  return address ? `Its address "${address}" is not a web page's.` : "It has no web address.";
}

function validDate(date: Date): Date | undefined {
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A date written as text (ISO 8601, with or without a colon in the offset) or as milliseconds. */
export function date(value: unknown): Date | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return validDate(new Date(value));
  const written = text(value);
  return written ? validDate(new Date(written)) : undefined;
}

/** A date written as seconds since 1970 (Karakeep's createdAt). */
export function dateFromSeconds(value: unknown): Date | undefined {
  return typeof value === "number" && Number.isFinite(value) ? validDate(new Date(value * 1000)) : undefined;
}

/**
 * Tag names trimmed, empty ones dropped, and each kept once: the first spelling wins over later
 * ones differing only in case, as most services treat those as the same tag.
 */
export function cleanTags(names: Iterable<unknown>): string[] {
  const seen = new Map<string, string>();
  for (const name of names) {
    const tag = text(name);
    if (tag && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}

/** The array at `value`, or none. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The truth of a flag written as true/false, 1/0 or "1"/"0" (Wallabag writes numbers). */
export function flag(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1") return true;
  if (value === 0 || value === "0") return false;
  return undefined;
}
