// What a document costs in stored bytes, its own and its index entries', by Firestore's
// storage-size rules, for the indexes firestore.indexes.json declares (the same count of entries
// as documents.ts, each entry given its size). Used to measure what a shape of document costs
// before it is chosen (functions/test/unit/search-terms-cost.test.ts); the guard does not need it.
//
// An index entry's size:
// - single-field, collection scope: the document's name, its parent document's name, the field's
//   name, the value, plus 32;
// - single-field, collection-group scope: the document's name, the field's name, the value, the
//   collection group's id, plus 32;
// - composite: the document's name, its parent document's name (collection scope) or the
//   collection group's id (collection-group scope), the values of the index's fields, plus 32.
// An array-contains entry's value is one element; an ascending or descending one's is the whole
// value. Without an override a field has the automatic collection-scope ascending and descending
// entries, and an array also one array-contains entry per distinct element.
import { collectionOf, documentPath, documentSize, nameSize, valueSize, type Fields } from "./documents";
import type { CompositeIndex, FieldOverride, IndexConfig, ProtoValue, Scope } from "./indexes";

export interface StoredBytes {
  /** The document's own size. */
  document: number;
  /** Its index entries, and their bytes. */
  entries: number;
  indexBytes: number;
}

const stringSize = (text: string) => Buffer.byteLength(text, "utf8") + 1;

/** The name size of the document's parent document (16, the bare overhead, at the root). */
function parentNameSize(name: string): number {
  const ids = documentPath(name).split("/");
  return ids.length > 2 ? nameSize(ids.slice(0, -2).join("/")) : 16;
}

function elements(value: ProtoValue): ProtoValue[] {
  const seen = new Map<string, ProtoValue>();
  for (const element of value.arrayValue?.values ?? []) seen.set(JSON.stringify(element), element);
  return [...seen.values()];
}

/** The entries (and their bytes) of one field in its single-field indexes. */
function singleField(
  name: string,
  field: string,
  value: ProtoValue,
  override: FieldOverride | undefined,
): { entries: number; bytes: number } {
  const isArray = value.arrayValue !== undefined;
  const indexes: Array<{ scope: Scope; contains: boolean }> = override
    ? override.indexes.map((index) => ({ scope: index.queryScope, contains: Boolean(index.arrayConfig) }))
    : [
        { scope: "COLLECTION", contains: false },
        { scope: "COLLECTION", contains: false },
        ...(isArray ? [{ scope: "COLLECTION" as const, contains: true }] : []),
      ];
  let entries = 0;
  let bytes = 0;
  for (const { scope, contains } of indexes) {
    const base =
      nameSize(name) +
      stringSize(field) +
      32 +
      (scope === "COLLECTION" ? parentNameSize(name) : stringSize(collectionOf(name)));
    const values = contains ? (isArray ? elements(value) : []) : [value];
    entries += values.length;
    bytes += values.reduce((sum, v) => sum + base + valueSize(v), 0);
  }
  return { entries, bytes };
}

/** The entries (and their bytes) of a whole document in one composite index (none without all its fields). */
function composite(name: string, fields: Fields, index: CompositeIndex): { entries: number; bytes: number } {
  const parts = index.fields.filter((f) => f.fieldPath !== "__name__");
  if (!parts.every((f) => fields[f.fieldPath] !== undefined)) return { entries: 0, bytes: 0 };
  const scoped = index.queryScope === "COLLECTION" ? parentNameSize(name) : stringSize(index.collectionGroup);
  // Each entry is one choice of element per array field: the sizes of all choices, summed.
  let entries = 1;
  let bytes = nameSize(name) + scoped + 32;
  for (const part of parts) {
    const value = fields[part.fieldPath]!;
    const choices = part.arrayConfig ? elements(value) : [value];
    const choiceBytes = choices.reduce((sum, v) => sum + valueSize(v), 0);
    bytes = bytes * choices.length + entries * choiceBytes;
    entries *= choices.length;
  }
  return { entries, bytes };
}

/** A whole document's stored bytes under `config` (top-level fields; maps as one value). */
export function storedBytes(config: IndexConfig, name: string, fields: Fields): StoredBytes {
  const collection = collectionOf(name);
  const overrides = new Map(
    config.fieldOverrides.filter((o) => o.collectionGroup === collection).map((o) => [o.fieldPath, o]),
  );
  let entries = 0;
  let indexBytes = 0;
  const add = (part: { entries: number; bytes: number }) => {
    entries += part.entries;
    indexBytes += part.bytes;
  };
  for (const [field, value] of Object.entries(fields))
    add(singleField(name, field, value, overrides.get(field)));
  for (const index of config.indexes)
    if (index.collectionGroup === collection) add(composite(name, fields, index));
  return { document: documentSize(name, fields), entries, indexBytes };
}
