// Keyset paging for lists ordered by one field and then the document id: `{ items, nextCursor }`.
// The opaque cursor (`?cursor=` / `?before=`) holds the last item's order value (a time as
// milliseconds, or a count) and its id, so the next page starts right after it. The one cursor
// format of every list.
// A page of n reads at most n + 1 documents (the extra one only says whether more follow).
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { badRequest } from "./errors";

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A value a list is ordered by: a time, a count, or nothing (a field not set yet). */
export type OrderValue = Timestamp | number | null;

interface PageCursor {
  /** The order value: milliseconds for a time, the number itself for a count. */
  value: number | null;
  time: boolean;
  id: string;
}

/** The cursor that resumes a list after the document with this order value and id. */
export function encodeCursor(value: unknown, id: string): string {
  const time = value instanceof Timestamp;
  const number = time ? value.toMillis() : typeof value === "number" ? value : null;
  return Buffer.from(JSON.stringify({ value: number, time, id } satisfies PageCursor)).toString("base64url");
}

/** The order value and id a cursor holds; 400 naming `field` when it was not made by encodeCursor. */
export function decodeCursor(cursor: string, field: string): { value: OrderValue; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as PageCursor;
    const valid = parsed.value === null || Number.isFinite(parsed.value);
    if (typeof parsed.id !== "string" || !valid || typeof parsed.time !== "boolean") throw new Error("shape");
    const value = parsed.time && parsed.value !== null ? Timestamp.fromMillis(parsed.value) : parsed.value;
    return { value, id: parsed.id };
  } catch {
    throw badRequest(`${field}: Invalid cursor.`, { field });
  }
}

/**
 * One page of `ordered`, a query already ordered by `timeField` and then the document id (either
 * direction, as buildQuery orders), resuming after `cursor`.
 */
export async function pageAfter<D, T>(
  ordered: Query<D>,
  timeField: string,
  limit: number,
  cursor: string | undefined,
  toItem: (doc: QueryDocumentSnapshot<D>) => T,
): Promise<Page<T>> {
  if (cursor) {
    const { value, id } = decodeCursor(cursor, "cursor");
    ordered = ordered.startAfter(value, id);
  }
  const snap = await ordered.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  const last = docs.at(-1);
  return {
    items: docs.map(toItem),
    nextCursor: snap.size > limit && last ? encodeCursor(last.get(timeField), last.id) : null,
  };
}

/** One page of `query` (not yet ordered) by `timeField` descending, resuming after `cursor`. */
export function newestFirstPage<D, T>(
  query: Query<D>,
  timeField: string,
  limit: number,
  cursor: string | undefined,
  toItem: (doc: QueryDocumentSnapshot<D>) => T,
): Promise<Page<T>> {
  const ordered = query.orderBy(timeField, "desc").orderBy(FieldPath.documentId(), "desc");
  return pageAfter(ordered, timeField, limit, cursor, toItem);
}
