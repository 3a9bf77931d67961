// Hypothesis: the client's "Export annotations" JSON ({ export_date, export_userid,
// client_version, annotations }), or the h API's annotations as a bare array or a search answer
// ({ total, rows }). Annotations are grouped by page into items. One with a quote is a highlight,
// its text the note; a page note (no quote) is a note on the item; replies are conversations with
// others, not the reader's highlights, and are skipped.
import {
  LibraryFileError,
  type ParsedHighlight,
  type ParsedItem,
  type ParsedLibrary,
  type SkippedEntry,
} from "../parsed-library";
import type { FormatReader } from "./format-reader";
import {
  cleanTags,
  date,
  isRecord,
  list,
  noAddressReason,
  parseJson,
  text,
  utf8Text,
  webAddress,
  type JsonRecord,
} from "./json-values";

function annotationsOf(root: unknown): unknown[] {
  if (Array.isArray(root)) return root;
  if (isRecord(root) && Array.isArray(root.annotations)) return root.annotations;
  if (isRecord(root) && Array.isArray(root.rows)) return root.rows;
  throw new LibraryFileError('This is not a Hypothesis export: it has no list of "annotations".');
}

function firstTarget(annotation: JsonRecord): JsonRecord | undefined {
  const target = list(annotation.target)[0];
  return isRecord(target) ? target : undefined;
}

function selector(target: JsonRecord | undefined, type: string): JsonRecord | undefined {
  return list(target?.selector).find((s): s is JsonRecord => isRecord(s) && s.type === type);
}

/** The h API gives the title as a list; the client's type has it as a string. */
function titleOf(annotation: JsonRecord): string | undefined {
  const title = isRecord(annotation.document) ? annotation.document.title : undefined;
  return text(Array.isArray(title) ? title[0] : title);
}

interface Grouped {
  item: ParsedItem;
  /** Each highlight's TextPositionSelector start, to put them in reading order. */
  starts: Map<ParsedHighlight, number>;
}

function addAnnotation(group: Grouped, annotation: JsonRecord): string | undefined {
  const { item } = group;
  const target = firstTarget(annotation);
  const quote = selector(target, "TextQuoteSelector");
  const exact = typeof quote?.exact === "string" && quote.exact.trim() ? quote.exact : undefined;
  const note = text(annotation.text);
  const createdAt = date(annotation.created);
  if (!exact && !note) return "It has neither a quoted passage nor a note.";
  item.title ??= titleOf(annotation);
  item.tags = cleanTags([...item.tags, ...list(annotation.tags)]);
  if (createdAt && (!item.savedAt || createdAt < item.savedAt)) item.savedAt = createdAt;
  if (!exact) {
    item.notes = [...(item.notes ?? []), note!];
    return undefined;
  }
  const highlight: ParsedHighlight = { quote: exact, note, createdAt };
  if (typeof quote?.prefix === "string" && quote.prefix) highlight.prefix = quote.prefix;
  if (typeof quote?.suffix === "string" && quote.suffix) highlight.suffix = quote.suffix;
  item.highlights.push(highlight);
  const start = selector(target, "TextPositionSelector")?.start;
  if (typeof start === "number") group.starts.set(highlight, start);
  return undefined;
}

/** Adds the annotation to its page's item; gives the reason when it cannot be taken. */
function readAnnotation(
  groups: Map<string, Grouped>,
  source: string,
  annotation: unknown,
): string | undefined {
  if (!isRecord(annotation)) return "It is not an annotation.";
  if (list(annotation.references).length)
    return "It is a reply in a conversation, not a highlight or a note.";
  const address = annotation.uri ?? firstTarget(annotation)?.source;
  const url = webAddress(address);
  if (!url) return noAddressReason(address);
  let group = groups.get(url);
  if (!group) {
    group = { item: { source, url, tags: [], highlights: [] }, starts: new Map() };
    groups.set(url, group);
  }
  return addAnnotation(group, annotation);
}

function readAnnotations(annotations: unknown[]): ParsedLibrary {
  const groups = new Map<string, Grouped>();
  const skipped: SkippedEntry[] = [];
  for (const [index, annotation] of annotations.entries()) {
    const source = `annotation ${index + 1}`;
    const refused = readAnnotation(groups, source, annotation);
    if (refused) skipped.push({ source, reason: refused });
  }
  const items = [...groups.values()]
    .filter(({ item }) => item.highlights.length || item.notes?.length)
    .map(({ item, starts }) => {
      const order = (h: ParsedHighlight) => starts.get(h) ?? Number.MAX_SAFE_INTEGER;
      return { ...item, highlights: [...item.highlights].sort((a, b) => order(a) - order(b)) };
    });
  return { format: "hypothesis-json", items, skipped };
}

export const hypothesisJson: FormatReader = {
  format: "hypothesis-json",
  sniff(_file, head) {
    const start = head.trimStart();
    if (!start.startsWith("{") && !start.startsWith("[")) return false;
    if (/"export_userid"\s*:/.test(start)) return true;
    return /"uri"\s*:/.test(start) && /"target"\s*:/.test(start) && /"user"\s*:\s*"acct:/.test(start);
  },
  async parse(file) {
    return readAnnotations(annotationsOf(parseJson(utf8Text(file.bytes))));
  },
};
