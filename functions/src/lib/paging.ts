// Keyset paging for lists ordered newest first by a timestamp and then the document id:
// `{ items, nextCursor }`, as the article lists page. A page of n reads at most n + 1 documents
// (the extra one only says whether more follow).
import { FieldPath, type Query, type QueryDocumentSnapshot, type Timestamp } from "firebase-admin/firestore";
import { decodeTimeCursor, encodeTimeCursor } from "./page-cursor";

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** One page of `query` (not yet ordered) by `timeField` descending, resuming after `cursor`. */
export async function newestFirstPage<D, T>(
  query: Query<D>,
  timeField: string,
  limit: number,
  cursor: string | undefined,
  toItem: (doc: QueryDocumentSnapshot<D>) => T,
): Promise<Page<T>> {
  let ordered = query.orderBy(timeField, "desc").orderBy(FieldPath.documentId(), "desc");
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
