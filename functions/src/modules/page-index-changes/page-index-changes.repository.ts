// The page index's change feed: per reader, one document per article whose place in their page
// index may have changed (users/{uid}/pageIndexChanges/{articleId}), stamped with the commit time.
// The extension keeps the index and asks only for what changed since its version, so an unchanged
// library costs one read (a query that finds nothing) instead of the whole list. A document says
// only "look at this article again": the reader's index learns the article's current state, so a
// change noted twice, or noted while another commits, is harmless. One document per reader and
// article, never a shared counter: no document takes more than one reader's changes.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { now } from "../../lib/clock";
import { userDocument } from "../../lib/user-document";

export const PAGE_INDEX_CHANGES = "pageIndexChanges";

/** How long a change is kept (a TTL policy deletes it after): a version older asks for the whole list. */
export const CHANGES_KEPT_DAYS = 30;

/** The id of the change that says "fetch the whole list" (article ids never start with "_"). */
const RESET_ID = "_reset";

interface PageIndexChangeDoc {
  /** The commit time of the newest change to the article (a server timestamp). */
  at: Timestamp;
  /** When the TTL policy may delete it. */
  expiresAt: Timestamp;
  /** The whole index must be fetched again (an ended friendship touches every shared article). */
  reset?: boolean;
}

/** A transaction or a batch: a change is written with the change it follows. */
export type ChangeWriter = Pick<Transaction, "set"> | Pick<WriteBatch, "set">;

const changes = (uid: string) => userDocument(uid).collection(PAGE_INDEX_CHANGES);
const changeRef = (uid: string, id: string) => changes(uid).doc(id) as DocumentReference<PageIndexChangeDoc>;

function write(writer: ChangeWriter, ref: DocumentReference<PageIndexChangeDoc>, reset: boolean) {
  const expiresAt = Timestamp.fromMillis(now().getTime() + CHANGES_KEPT_DAYS * 86_400_000);
  const doc = { at: FieldValue.serverTimestamp(), expiresAt, ...(reset ? { reset: true } : {}) };
  // The union's two `set` overloads differ only in what they return.
  (writer as WriteBatch).set(ref, doc as unknown as PageIndexChangeDoc);
}

/** Notes in `writer` that `articleId` may have entered, left or moved in each reader's index. */
export function noteArticleChange(writer: ChangeWriter, uids: Iterable<string>, articleId: string): void {
  for (const uid of new Set(uids)) write(writer, changeRef(uid, articleId), false);
}

/** Notes in `writer` that the reader's whole index must be fetched again. */
export function noteIndexReset(writer: ChangeWriter, uid: string): void {
  write(writer, changeRef(uid, RESET_ID), true);
}

/** What changed for a reader after a version. */
export interface ChangesSince {
  articleIds: string[];
  /** The whole list is needed: a reset was noted, or more changed than `max`. */
  whole: boolean;
  /** The newest change's time, or `since` when nothing changed. */
  newest: Timestamp;
}

/** The changes committed after `since`: one indexed query of at most `max` + 1 documents. */
export async function changesSince(uid: string, since: Timestamp, max: number): Promise<ChangesSince> {
  const snap = await changes(uid)
    .where("at", ">", since)
    .orderBy("at")
    .limit(max + 1)
    .get();
  const docs = snap.docs.slice(0, max);
  const newest = docs.length ? (docs[docs.length - 1]!.get("at") as Timestamp) : since;
  return {
    articleIds: docs.map((doc) => doc.id).filter((id) => id !== RESET_ID),
    whole: snap.size > max || docs.some((doc) => doc.id === RESET_ID),
    newest,
  };
}

/** The newest change's time (one read), or the epoch when none is kept: the version of a whole list. */
export async function newestChange(uid: string): Promise<Timestamp> {
  const snap = await changes(uid).orderBy("at", "desc").limit(1).get();
  return snap.empty ? new Timestamp(0, 0) : (snap.docs[0]!.get("at") as Timestamp);
}
