// Which index a query needs, by Firestore's rules, and whether firestore.indexes.json declares it.
// Production refuses a query that no index serves (FAILED_PRECONDITION); the emulator serves every
// query by scanning, so the guard decides here what production would.
//
// The rules, as Firestore applies them to a structured query on one collection id and scope:
// - Filters split into equalities (==, in, IS NULL, IS NAN), one array filter (array-contains,
//   array-contains-any) and inequalities (<, <=, >, >=, !=, not-in, IS NOT NULL, IS NOT NAN).
//   Filters and orders on the document id (__name__) need no index: every index ends with it.
// - The orders are the explicit ones (those on equality fields dropped: they order nothing), then
//   every inequality field not yet ordered, in field-path order, then the document id.
// - The automatic single-field indexes (ascending, descending and array-contains on every field
//   of a collection, none for collection groups; fieldOverrides replace them field by field)
//   serve, merged: equalities with at most one array filter and no order; or one order (with
//   inequalities on that field only) and nothing else.
// - Anything else needs a composite index of the same collection id and scope: the equality and
//   array fields first in any order, then the order fields in order and direction. Firestore
//   also merges composite indexes that share the order fields, so the equality fields may be
//   spread over several such indexes.

/** The proto form of a structured query's parts, as the client library sends it. */
export interface FieldReference {
  fieldPath: string;
}
export interface ProtoFilter {
  fieldFilter?: { field: FieldReference; op: string; value?: ProtoValue };
  unaryFilter?: { field: FieldReference; op: string };
  compositeFilter?: { op: string; filters: ProtoFilter[] };
}
export interface ProtoOrder {
  field: FieldReference;
  direction?: string;
}
export interface StructuredQuery {
  from?: Array<{ collectionId?: string; allDescendants?: boolean }>;
  where?: ProtoFilter;
  orderBy?: ProtoOrder[];
}
export interface ProtoValue {
  arrayValue?: { values?: ProtoValue[] };
  [kind: string]: unknown;
}

export type Scope = "COLLECTION" | "COLLECTION_GROUP";
export type Order = "ASCENDING" | "DESCENDING";

export interface IndexField {
  fieldPath: string;
  order?: Order;
  arrayConfig?: "CONTAINS";
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: Scope;
  fields: IndexField[];
}
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: Array<{ order?: Order; arrayConfig?: "CONTAINS"; queryScope: Scope }>;
}
export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

/** What a query asks of the indexes, normalised. */
export interface IndexNeed {
  collectionGroup: string;
  queryScope: Scope;
  equalities: string[];
  array?: string;
  orders: Array<{ fieldPath: string; order: Order }>;
}

/** The most values Firestore takes in one `in` or `array-contains-any`, and in one `not-in`. */
export const DISJUNCTION_MAX = 30;
export const NOT_IN_MAX = 10;

const DOCUMENT_ID = "__name__";
const EQUALITY_OPS = new Set(["EQUAL", "IN", "IS_NULL", "IS_NAN"]);
const ARRAY_OPS = new Set(["ARRAY_CONTAINS", "ARRAY_CONTAINS_ANY"]);

function flatten(
  filter: ProtoFilter | undefined,
): Array<{ fieldPath: string; op: string; value?: ProtoValue }> {
  if (!filter) return [];
  if (filter.compositeFilter) {
    if (filter.compositeFilter.op !== "AND") {
      throw new QueryShapeError("an OR filter (the guard knows AND only: split the query)");
    }
    return filter.compositeFilter.filters.flatMap(flatten);
  }
  if (filter.fieldFilter) {
    const { field, op, value } = filter.fieldFilter;
    return [{ fieldPath: field.fieldPath, op, value }];
  }
  if (filter.unaryFilter)
    return [{ fieldPath: filter.unaryFilter.field.fieldPath, op: filter.unaryFilter.op }];
  return [];
}

/** A query the guard cannot reason about, or one production refuses outright. */
export class QueryShapeError extends Error {}

/** The values of an `in`-like filter over the limit, if any: production refuses such a query. */
export function disjunctionProblems(query: StructuredQuery): string[] {
  const problems: string[] = [];
  for (const { fieldPath, op, value } of flatten(query.where)) {
    const count = value?.arrayValue?.values?.length ?? 0;
    const max = op === "NOT_IN" ? NOT_IN_MAX : DISJUNCTION_MAX;
    if ((op === "IN" || op === "ARRAY_CONTAINS_ANY" || op === "NOT_IN") && count > max) {
      problems.push(`'${op}' on ${fieldPath} with ${count} values (at most ${max})`);
    }
  }
  return problems;
}

/** The normalised index need of a structured query. */
export function indexNeed(query: StructuredQuery): IndexNeed {
  const from = query.from?.[0] ?? {};
  const filters = flatten(query.where).filter((f) => f.fieldPath !== DOCUMENT_ID);
  const equalities = [...new Set(filters.filter((f) => EQUALITY_OPS.has(f.op)).map((f) => f.fieldPath))];
  const arrays = [...new Set(filters.filter((f) => ARRAY_OPS.has(f.op)).map((f) => f.fieldPath))];
  if (arrays.length > 1) throw new QueryShapeError("more than one array filter");
  const inequalities = [
    ...new Set(
      filters.filter((f) => !EQUALITY_OPS.has(f.op) && !ARRAY_OPS.has(f.op)).map((f) => f.fieldPath),
    ),
  ];
  const orders: IndexNeed["orders"] = [];
  for (const { field, direction } of query.orderBy ?? []) {
    if (field.fieldPath === DOCUMENT_ID) break;
    if (equalities.includes(field.fieldPath) || orders.some((o) => o.fieldPath === field.fieldPath)) continue;
    orders.push({
      fieldPath: field.fieldPath,
      order: direction === "DESCENDING" ? "DESCENDING" : "ASCENDING",
    });
  }
  const lastOrder = orders.at(-1)?.order ?? "ASCENDING";
  for (const field of [...inequalities].sort()) {
    if (!orders.some((o) => o.fieldPath === field)) orders.push({ fieldPath: field, order: lastOrder });
  }
  return {
    collectionGroup: from.collectionId ?? "",
    queryScope: from.allDescendants ? "COLLECTION_GROUP" : "COLLECTION",
    equalities: equalities.sort(),
    array: arrays[0],
    orders,
  };
}

/** A stable name of an index, for the record of which indexes the tests used. */
export function compositeKey(index: CompositeIndex): string {
  const fields = index.fields.map((f) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`).join(", ");
  return `${index.collectionGroup} (${index.queryScope}): ${fields}`;
}

export function overrideKey(collectionGroup: string, fieldPath: string, scope: Scope, kind: string): string {
  return `${collectionGroup}.${fieldPath} (${scope}): ${kind} single-field`;
}

/** Whether the single-field index of `kind` exists for a field, and the declared override that makes it. */
function singleField(
  config: IndexConfig,
  collectionGroup: string,
  fieldPath: string,
  scope: Scope,
  kind: Order | "CONTAINS",
): { exists: boolean; declared?: string } {
  const override = config.fieldOverrides.find(
    (o) => o.collectionGroup === collectionGroup && o.fieldPath === fieldPath,
  );
  if (!override) return { exists: scope === "COLLECTION" };
  const exists = override.indexes.some(
    (index) => index.queryScope === scope && (index.order === kind || index.arrayConfig === kind),
  );
  return { exists, declared: exists ? overrideKey(collectionGroup, fieldPath, scope, kind) : undefined };
}

export type IndexAnswer =
  { served: true; by: string[] } | { served: false; needed: IndexField[]; reason: string };

/** Which declared indexes serve a need (their keys; empty for automatic ones), or what is missing. */
export function findIndex(config: IndexConfig, need: IndexNeed): IndexAnswer {
  const { collectionGroup, queryScope, equalities, array, orders } = need;
  const single = (field: string, kind: Order | "CONTAINS") =>
    singleField(config, collectionGroup, field, queryScope, kind);
  const needed: IndexField[] = [
    ...equalities.map((fieldPath) => ({ fieldPath, order: "ASCENDING" as const })),
    ...(array ? [{ fieldPath: array, arrayConfig: "CONTAINS" as const }] : []),
    ...orders.map(({ fieldPath, order }) => ({ fieldPath, order })),
  ];
  // Single-field indexes, merged: equalities with at most one array filter, or one order alone.
  const simple = orders.length === 0 || (orders.length === 1 && equalities.length === 0 && !array);
  if (simple) {
    const parts = [
      ...equalities.map((field) => single(field, "ASCENDING")),
      ...(array ? [single(array, "CONTAINS")] : []),
      ...orders.map((o) => single(o.fieldPath, o.order)),
    ];
    if (parts.every((p) => p.exists)) {
      return { served: true, by: parts.flatMap((p) => (p.declared ? [p.declared] : [])) };
    }
  }
  // Composite indexes: the prefix holds equality and array fields only, the rest is the orders.
  const prefixFields = new Set([...equalities, ...(array ? [array] : [])]);
  const covered = new Set<string>();
  const by: string[] = [];
  for (const index of config.indexes) {
    if (index.collectionGroup !== collectionGroup || index.queryScope !== queryScope) continue;
    const fields = index.fields.filter((f) => f.fieldPath !== DOCUMENT_ID);
    const prefix = fields.slice(0, fields.length - orders.length);
    const suffix = fields.slice(fields.length - orders.length);
    const ordersMatch = suffix.every(
      (f, i) => f.fieldPath === orders[i]?.fieldPath && f.order === orders[i]?.order && !f.arrayConfig,
    );
    const prefixMatch = prefix.every((f) =>
      f.fieldPath === array ? f.arrayConfig === "CONTAINS" : !f.arrayConfig && prefixFields.has(f.fieldPath),
    );
    if (!ordersMatch || !prefixMatch || prefix.length > prefixFields.size) continue;
    if (prefixFields.size > 0 && prefix.length === 0) continue;
    // An index for the exact need, or one of several merged ones (the array field in each).
    if (array && !prefix.some((f) => f.fieldPath === array)) continue;
    if (prefix.length === prefixFields.size) return { served: true, by: [compositeKey(index)] };
    by.push(compositeKey(index));
    for (const f of prefix) covered.add(f.fieldPath);
  }
  if (by.length > 0 && covered.size === prefixFields.size) return { served: true, by };
  const scopeWord = queryScope === "COLLECTION_GROUP" ? "collection-group " : "";
  return {
    served: false,
    needed,
    reason: simple
      ? `no ${scopeWord}single-field index serves it on ${collectionGroup}`
      : `no ${scopeWord}composite index serves it on ${collectionGroup}`,
  };
}

/** The index the error message names, in firestore.indexes.json's own form. */
export function describeNeed(need: IndexNeed, answer: Extract<IndexAnswer, { served: false }>): string {
  const shape = [
    ...need.equalities.map((f) => `${f} ==`),
    ...(need.array ? [`${need.array} array-contains`] : []),
    ...need.orders.map((o) => `order by ${o.fieldPath} ${o.order === "DESCENDING" ? "desc" : "asc"}`),
  ].join(", ");
  return `${answer.reason}: a query on ${need.collectionGroup} (${need.queryScope}) with ${shape || "no filter"} needs ${JSON.stringify(
    { collectionGroup: need.collectionGroup, queryScope: need.queryScope, fields: answer.needed },
  )}`;
}
