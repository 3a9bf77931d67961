// A document's stored size and its index entries, by Firestore's documented storage-size rules,
// computed from the document as the client library sends it (proto values) or as the emulator's
// REST API returns it (the same field names, some values as strings).
//
// Size: the document name (each collection and document id's UTF-8 bytes + 1, plus 16), each
// field's name (UTF-8 + 1) and value (string UTF-8 + 1, bytes their length, number, timestamp 8,
// boolean and null 1, geo point 16, reference its name's size, arrays and maps the sum of their
// parts), plus 32. Production refuses a document over 1 MiB.
//
// Index entries: every indexed field has one entry per single-field index (ascending and
// descending for a value, one per distinct element for array-contains; a map's fields each
// count), unless firestore.indexes.json exempts it; each composite index of the collection adds
// the product of its fields' entries (an array field counts its distinct elements). Production
// refuses a document with more than 40,000.
import type { FieldOverride, IndexConfig, ProtoValue } from "./indexes";

export const DOCUMENT_BYTES_MAX = 1_048_576;
export const DOCUMENT_INDEX_ENTRIES_MAX = 40_000;

export type Fields = Record<string, ProtoValue>;

const utf8 = (text: string) => Buffer.byteLength(text, "utf8");
const stringSize = (text: string) => utf8(text) + 1;

/** A document's path inside its database: its resource name after `documents/`. */
export function documentPath(name: string): string {
  const marker = "/documents/";
  return name.includes(marker) ? name.slice(name.indexOf(marker) + marker.length) : name;
}

/** The size of a document name: its ids after `documents/`. */
export function nameSize(name: string): number {
  return documentPath(name)
    .split("/")
    .reduce((sum, id) => sum + stringSize(id), 16);
}

function bytesLength(value: unknown): number {
  if (typeof value === "string") return Buffer.from(value, "base64").length;
  if (value && typeof (value as Uint8Array).length === "number") return (value as Uint8Array).length;
  return 0;
}

export function valueSize(value: ProtoValue): number {
  if (value.stringValue !== undefined) return stringSize(String(value.stringValue));
  if (value.bytesValue !== undefined) return bytesLength(value.bytesValue);
  if (value.arrayValue !== undefined)
    return (value.arrayValue.values ?? []).reduce((s, v) => s + valueSize(v), 0);
  if (value.mapValue !== undefined) return fieldsSize((value.mapValue as { fields?: Fields }).fields ?? {});
  if (value.referenceValue !== undefined) return nameSize(String(value.referenceValue));
  if (value.geoPointValue !== undefined) return 16;
  if (value.booleanValue !== undefined || value.nullValue !== undefined) return 1;
  return 8; // integer, double, timestamp
}

export function fieldsSize(fields: Fields): number {
  return Object.entries(fields).reduce((sum, [name, value]) => sum + stringSize(name) + valueSize(value), 0);
}

export function documentSize(name: string, fields: Fields): number {
  return nameSize(name) + fieldsSize(fields) + 32;
}

/** The collection id a document belongs to (the id before its own). */
export function collectionOf(name: string): string {
  const parts = name.split("/");
  return parts[parts.length - 2] ?? "";
}

function distinctElements(value: ProtoValue): number {
  const values = value.arrayValue?.values ?? [];
  return new Set(values.map((v) => JSON.stringify(v))).size;
}

/** Each indexed field path of a document with its value (a map's fields as `a.b`, and the map). */
function fieldPaths(fields: Fields, prefix = ""): Array<[string, ProtoValue]> {
  return Object.entries(fields).flatMap(([name, value]): Array<[string, ProtoValue]> => {
    const path = prefix + name;
    const inner = (value.mapValue as { fields?: Fields } | undefined)?.fields;
    return inner ? [[path, value], ...fieldPaths(inner, `${path}.`)] : [[path, value]];
  });
}

/** How many single-field index entries a field's value makes for a collection. */
function singleFieldEntries(override: FieldOverride | undefined, value: ProtoValue): number {
  const isArray = value.arrayValue !== undefined;
  if (!override) return 2 + (isArray ? distinctElements(value) : 0);
  return override.indexes.reduce(
    (sum, index) => sum + (index.arrayConfig ? (isArray ? distinctElements(value) : 0) : 1),
    0,
  );
}

/**
 * The index entries of the fields a write sets: every field's single-field entries, and each
 * composite index of the collection that names a field set. A whole document (`known` absent)
 * is in a composite index only when it has all its fields; a partial write is counted on `known`
 * (the document's fields as far as the write knows them), where a field it does not know counts
 * one entry.
 */
export function indexEntries(config: IndexConfig, name: string, written: Fields, known?: Fields): number {
  const collection = collectionOf(name);
  const overrides = new Map(
    config.fieldOverrides.filter((o) => o.collectionGroup === collection).map((o) => [o.fieldPath, o]),
  );
  const writtenPaths = fieldPaths(written);
  const knownPaths = new Map(fieldPaths(known ?? written));
  let entries = writtenPaths.reduce(
    (sum, [path, value]) => sum + singleFieldEntries(overrides.get(path), value),
    0,
  );
  const writtenSet = new Set(writtenPaths.map(([path]) => path));
  for (const index of config.indexes) {
    if (index.collectionGroup !== collection) continue;
    const fields = index.fields.filter((f) => f.fieldPath !== "__name__");
    if (!fields.some((f) => writtenSet.has(f.fieldPath))) continue;
    entries += fields.reduce((product, field) => {
      const value = knownPaths.get(field.fieldPath);
      if (!value) return known ? product : 0;
      return product * (field.arrayConfig ? distinctElements(value) : 1);
    }, 1);
  }
  return entries;
}

/**
 * The documents `names` as the emulator at `host` holds them, read over its REST API: these reads
 * are not the code's and are counted nowhere (the guard and the benches' meter use them to see
 * what a commit removes or replaces). Names the emulator does not hold are left out.
 */
export async function emulatorDocuments(
  host: string,
  database: string,
  names: string[],
): Promise<Map<string, Fields>> {
  const found = new Map<string, Fields>();
  for (let start = 0; start < names.length; start += 300) {
    const response = await fetch(`http://${host}/v1/${database}/documents:batchGet`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ documents: names.slice(start, start + 300) }),
    });
    if (!response.ok) continue;
    const results = (await response.json()) as Array<{ found?: { name: string; fields?: Fields } }>;
    for (const { found: doc } of results) if (doc) found.set(doc.name, doc.fields ?? {});
  }
  return found;
}
