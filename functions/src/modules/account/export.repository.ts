// The reads of a data export (GET /api/export), each a bounded page: the user's articles 200 at a
// time in id order, the user's own highlights and comments on one page of articles, the articles
// shared with them, their spurqs and each spurq's replies. Nothing reads a whole collection.
import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import {
  ARTICLES,
  COMMENTS,
  HIGHLIGHTS,
  READERS,
  getArticleContent,
  type ArticleDoc,
  type StoredArticle,
} from "../articles/articles.repository";
import type { CommentDoc, HighlightDoc, Stored } from "../annotations/annotations.repository";
import { listReplies, listSpurqs, type ReplyDoc, type SpurqDoc } from "../spurqs/spurqs.repository";

export { getArticleContent };

/** Articles read per page. */
export const ARTICLES_PER_PAGE = 200;
/** Firestore's `in` takes at most 30 values. */
const IN_MAX = 30;
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

/** One page of the user's articles (trash included), in id order, after the article `after`. */
export async function articlesPage(uid: string, after: string | undefined): Promise<StoredArticle[]> {
  let query = db()
    .collection(ARTICLES)
    .where("userId", "==", uid)
    .orderBy(FieldPath.documentId())
    .limit(ARTICLES_PER_PAGE);
  if (after) query = query.startAfter(after);
  const snap = await query.get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as ArticleDoc) }));
}

/** What the export reads of the user's notes, per page of articles. */
interface OwnNotes {
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

/** One page of the articles shared with the user (their reader documents), after `after`. */
export async function sharedArticlesPage(
  uid: string,
  after: QueryDocumentSnapshot | undefined,
): Promise<{ articles: StoredArticle[]; last: QueryDocumentSnapshot | undefined }> {
  let query = db()
    .collectionGroup(READERS)
    .where("uid", "==", uid)
    .orderBy(FieldPath.documentId())
    .limit(IN_MAX);
  if (after) query = query.startAfter(after);
  const readers = await query.get();
  if (readers.empty) return { articles: [], last: undefined };
  const snaps = await db().getAll(...readers.docs.map((doc) => doc.ref.parent.parent!));
  const articles = snaps.flatMap((snap) =>
    snap.exists ? [{ id: snap.id, ...(snap.data() as ArticleDoc) }] : [],
  );
  return { articles, last: readers.size === IN_MAX ? readers.docs.at(-1) : undefined };
}

export const SPURQS_PER_PAGE = 50;

/** One page of the spurqs the user sent or received, newest first. */
export const spurqsPage = (field: "senderId" | "recipientId", uid: string, cursor: string | undefined) =>
  listSpurqs(field, uid, SPURQS_PER_PAGE, cursor);

/** Every reply to a spurq, oldest first, a page at a time. */
export async function allReplies(spurqId: string): Promise<Array<Stored<ReplyDoc>>> {
  const replies: Array<Stored<ReplyDoc>> = [];
  let cursor: string | undefined;
  do {
    const page = await listReplies(spurqId, READ_PAGE, cursor);
    replies.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return replies;
}

export type { SpurqDoc };
