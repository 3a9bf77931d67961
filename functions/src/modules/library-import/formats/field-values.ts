// The small values every text export carries (addresses, dates, tags), read the same way for
// each format: an odd value is dropped rather than failing the whole file.

/** The bytes as UTF-8 text, without the byte-order mark Windows tools put first. */
export function textOf(bytes: Buffer): string {
  return bytes.toString("utf8").replace(/^\uFEFF/, "");
}

/** A trimmed string with something in it, else undefined. */
export function present(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The value when it is a web page's address (http or https), trimmed; else null. */
export function webAddress(value: string | undefined | null): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? trimmed : null;
  } catch {
    return null;
  }
}

/** Why a row's address cannot be taken, for a skipped entry's reason. */
export function addressProblem(value: string | undefined | null): string {
  const trimmed = value?.trim();
  if (!trimmed) return "no address";
  const shown = trimmed.length > 60 ? `${trimmed.slice(0, 57)}...` : trimmed;
  return `"${shown}" is not a web address`;
}

/** Unix seconds ("1700000000") as a Date; zero, empty or anything else is undefined. */
export function unixSeconds(value: string | undefined | null): Date | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const seconds = Number(trimmed);
  return seconds > 0 ? validDate(new Date(seconds * 1000)) : undefined;
}

/**
 * An ISO-like date as the Readwise exports write it ("2024-05-01 10:00:00+00:00", with or
 * without microseconds, or a bare "2024-05-01"); undefined when it is not one.
 */
export function isoDate(value: string | undefined | null): Date | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !/^\d{4}-\d{2}-\d{2}/.test(trimmed)) return undefined;
  return validDate(new Date(trimmed.replace(" ", "T")));
}

export function validDate(date: Date): Date | undefined {
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Tags trimmed, without empty ones, each once (the first spelling kept when only case differs). */
export function cleanTags(tags: Iterable<string>): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

/** Tags from a separated list ("a,b", "a|b"). */
export function splitTags(value: string | undefined | null, separator: string | RegExp): string[] {
  return value ? cleanTags(value.split(separator)) : [];
}
