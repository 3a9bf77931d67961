// What a data export (GET /api/export) reads of highlights and comments: the user's own, on a
// page of their articles or on a few articles shared with them. Nothing reads a whole collection.
import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { COMMENTS, HIGHLIGHTS } from "./annotations.queries";
import type { CommentDoc, HighlightDoc, Stored } from "./annotations.repository";

/** Documents per read of a longer result. */
const READ_PAGE = 500;

/** Every document `query` finds, READ_PAGE at a time in id order. */
async function readAll<T>(query: Query, toItem: (doc: QueryDocumentSnapshot) => T): Promise<T[]> {
  const items: T[] = [];
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(READ_PAGE);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    items.push(...snap.docs.map(toItem));
    if (snap.size < READ_PAGE) return items;
    last = snap.docs.at(-1);
  }
}

/** What the export reads of the user's notes, per page of articles. */
export interface OwnNotes {
  highlights: Array<Stored<HighlightDoc>>;
  comments: Array<Stored<CommentDoc>>;
}

/**
 * The user's own highlights and comments on a page of their articles. The page is a range of
 * article ids, so one range query per kind finds them (a query per 30 ids would be seven per
 * page); notes the user made on other people's articles whose ids fall in the range are dropped.
 */
export async function ownNotesOnPage(uid: string, page: Array<{ id: string }>): Promise<OwnNotes> {
  if (!page.length) return { highlights: [], comments: [] };
  const ids = new Set(page.map((article) => article.id));
  const [first, last] = [page[0]!.id, page.at(-1)!.id];
  const read = <T extends { articleId: string }>(collection: string) =>
    readAll(
      db()
        .collection(collection)
        .where("userId", "==", uid)
        .where("articleId", ">=", first)
        .where("articleId", "<=", last)
        .orderBy("articleId"),
      (doc) => ({ id: doc.id, ...(doc.data() as T) }),
    ).then((notes) => notes.filter((note) => ids.has(note.articleId)));
  const [highlights, comments] = await Promise.all([
    read<HighlightDoc>(HIGHLIGHTS),
    read<CommentDoc>(COMMENTS),
  ]);
  return { highlights, comments };
}

/** The user's own highlights and comments on a few given articles (at most 30: `in`). */
export async function ownNotesOn(uid: string, articleIds: string[]): Promise<OwnNotes> {
  if (!articleIds.length) return { highlights: [], comments: [] };
  const read = <T>(collection: string) =>
    readAll(
      db().collection(collection).where("userId", "==", uid).where("articleId", "in", articleIds),
      (doc) => ({ id: doc.id, ...(doc.data() as T) }),
    );
  const [highlights, comments] = await Promise.all([
    read<HighlightDoc>(HIGHLIGHTS),
    read<CommentDoc>(COMMENTS),
  ]);
  return { highlights, comments };
}
