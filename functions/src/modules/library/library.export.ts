// What a data export (GET /api/export) reads of the library, each a bounded page: the user's
// articles 200 at a time in id order, and the articles shared with them that their
// owner has not trashed.
import { FieldPath, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { friendLinksTo } from "../friends";
import { grantHolds } from "./access";
import { ARTICLES, READERS, type ArticleDoc, type ReaderDoc, type StoredArticle } from "./library.repository";

/** Articles read per page. */
export const ARTICLES_PER_PAGE = 200;
/** Firestore's `in` takes at most 30 values: shared articles are read 30 at a time. */
const IN_MAX = 30;

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

/**
 * One page of the articles shared with the user (their reader documents), after `after`, without
 * those in their owner's trash or whose share has ended: a reader may not open them (docs/decisions.md, Who reads an
 * article), so the export does not carry them either. A page may hold fewer articles than
 * readers; `last` says whether another follows.
 */
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
  // Only shares that still hold: the owner and the reader are still friends since the grant.
  const owners = snaps.flatMap((snap) => (snap.exists ? [String(snap.get("userId"))] : []));
  const links = await friendLinksTo(uid, owners);
  const articles = snaps.flatMap((snap, index) => {
    const article = snap.data() as ArticleDoc | undefined;
    const reader = readers.docs[index]!.data() as ReaderDoc;
    const holds = article && grantHolds(reader, links.get(article.userId));
    return article && !article.inTrash && holds ? [{ id: snap.id, ...article }] : [];
  });
  return { articles, last: readers.size === IN_MAX ? readers.docs.at(-1) : undefined };
}
