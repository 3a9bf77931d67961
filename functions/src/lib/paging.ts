// Keyset paging for lists ordered by a timestamp and then the document id: `{ items, nextCursor }`,
// as the article lists page. The opaque cursor (`?cursor=` / `?before=`) holds the last item's
// order value (a timestamp as milliseconds) and its id, so the next page starts right after it.
// A page of n reads at most n + 1 documents (the extra one only says whether more follow).
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { badRequest } from "./errors";

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

interface PageCursor {
  millis: number;
  id: string;
}

/** The cursor that resumes a list after the document with this order time and id. */
export function encodeTimeCursor(time: Timestamp, id: string): string {
  return Buffer.from(JSON.stringify({ millis: time.toMillis(), id } satisfies PageCursor)).toString(
    "base64url",
  );
}

/** The order time and id a cursor holds; 400 naming `field` when it was not made by encodeTimeCursor. */
export function decodeTimeCursor(cursor: string, field: string): { time: Timestamp; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as PageCursor;
    if (typeof parsed.id !== "string" || !Number.isFinite(parsed.millis)) throw new Error("shape");
    return { time: Timestamp.fromMillis(parsed.millis), id: parsed.id };
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
    const { time, id } = decodeTimeCursor(cursor, "cursor");
    ordered = ordered.startAfter(time, id);
  }
  const snap = await ordered.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  const last = docs.at(-1);
  return {
    items: docs.map(toItem),
    nextCursor:
      snap.size > limit && last ? encodeTimeCursor(last.get(timeField) as Timestamp, last.id) : null,
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
