// List queries described as plain data (a QuerySpec), so that a unit test can walk every spec the
// code can produce and check that firestore.indexes.json has its composite index (the emulator
// does not enforce indexes, production does). A repository turns a spec into a Firestore query
// with buildQuery; equality filters, at most one array filter, then one order and the document id.
import { FieldPath, type Query } from "firebase-admin/firestore";

export type Direction = "asc" | "desc";
export type FilterValue = string | boolean | null;

export interface QuerySpec {
  equals: Array<[field: string, value: FilterValue]>;
  arrayContains?: [field: string, value: string];
  orderBy: [field: string, direction: Direction];
  /** Checks that Firestore cannot do alongside another array filter, applied to each document read. */
  inMemory: { tagId?: string; titleQuery?: string };
}

/** Turns a spec into a Firestore query on `collection`, ordered by its field and then the id. */
export function buildQuery(spec: QuerySpec, collection: Query): Query {
  let query: Query = collection;
  for (const [field, value] of spec.equals) query = query.where(field, "==", value);
  if (spec.arrayContains) query = query.where(spec.arrayContains[0], "array-contains", spec.arrayContains[1]);
  const [field, direction] = spec.orderBy;
  return query.orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
}

/**
 * The next `size` documents of `query` by id after the id `after` (from the start when null): a
 * step of a walk through a collection that resumes from the last id it did.
 */
export function pageAfterId(query: Query, after: string | null, size: number): Query {
  const page = query.orderBy(FieldPath.documentId()).limit(size);
  return after ? page.startAfter(after) : page;
}
