// Firestore writes for highlights and comments. Each write changes the article's counters
// (highlightCount, commentCount, firstHighlightText) and the author's points (the activity ledger)
// in the same transaction, so neither the counts on article cards nor the points ever drift from
// what exists (SECURITY.md, "Partial writes"; issue 11, point 1).
//   highlights/{id}  articleId, articleOwnerId, articleTitle, userId, text, textTokens,
//                    startOffset, endOffset, prefix, suffix, color, orphaned, createdAt
//   comments/{id}    articleId, highlightId, userId, text, createdAt, updatedAt
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { ACTIONS, anchorHighlight, quoteContext } from "../../shared";
import { db } from "../../lib/firebase";
import { now } from "../../lib/clock";
import { ARTICLES, COMMENTS, HIGHLIGHTS } from "../articles/articles.repository";
import { Ledger } from "../progress/ledger";
import { addToDigest, type DigestEvent, type DigestKind } from "../mail/digests.repository";

export interface HighlightDoc {
  articleId: string;
  articleOwnerId: string;
  articleTitle: string;
  userId: string;
  text: string;
  textTokens: string[];
  startOffset: number;
  endOffset: number;
  prefix: string;
  suffix: string;
  color: string;
  orphaned: boolean;
  createdAt: Timestamp;
  /** Points its author earned for it (absent before points existed): deleting it takes them back. */
  points?: number;
}

export interface CommentDoc {
  articleId: string;
  highlightId: string;
  userId: string;
  text: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Points its author earned for it (absent before points existed): deleting it takes them back. */
  points?: number;
}

export type Stored<T> = T & { id: string };

const highlightRef = (id: string) => db().collection(HIGHLIGHTS).doc(id) as DocumentReference<HighlightDoc>;
const commentRef = (id: string) => db().collection(COMMENTS).doc(id) as DocumentReference<CommentDoc>;
const articleRef = (id: string) => db().collection(ARTICLES).doc(id);
/**
 * Comments deleted with a highlight in one transaction at most: with the points of the author's
 * own comments taken back (three writes each), 100 keep a transaction under Firestore's 500 writes.
 * A longer thread goes in several.
 */
const COMMENTS_PER_TRANSACTION = 100;

async function read<T>(ref: DocumentReference<T>): Promise<Stored<T> | undefined> {
  const snap = await ref.get();
  const data = snap.data();
  return data ? { id: snap.id, ...data } : undefined;
}

export const getHighlight = (id: string) => read(highlightRef(id));
export const getComment = (id: string) => read(commentRef(id));

/**
 * How an action by `uid` on the article counts for the owner's expertise: the article's tags when
 * `uid` owns it (and it still exists), else none. Its points go on the article too (ownerPoints),
 * so tagging it later carries them into the tag's area.
 */
function ownerShare(article: DocumentSnapshot, uid: string) {
  const owns = article.exists && article.get("userId") === uid;
  return {
    owns,
    expertiseTagIds: owns ? ((article.get("tagIds") as string[] | undefined) ?? []) : [],
    /** The article's ownerPoints change for `points` earned (or taken back) by `uid`. */
    ownerPoints: (points: number) => (owns && points ? { ownerPoints: FieldValue.increment(points) } : {}),
  };
}

/** Transactions that contend on one user's totals (progress/{uid}) wait their turn. */
const CONTENDED = { maxAttempts: 20 };

/** Someone to tell by e-mail digest about a new highlight or comment (the service decides who). */
export interface Notify {
  recipientId: string;
  event: Omit<DigestEvent, "eventId" | "path">;
  /** The app's route to the event, given the new highlight's or comment's id. */
  path: (eventId: string) => string;
}

/** Records `notify`'s event, the new document `eventId`, in its recipient's digest of `kind`. */
function tell(tx: Transaction, notify: Notify | undefined, kind: DigestKind, eventId: string, at: Date) {
  if (!notify) return;
  const event: DigestEvent = { ...notify.event, eventId, path: notify.path(eventId) };
  addToDigest(tx, notify.recipientId, kind, event, at);
}

export async function createHighlight(
  fields: Omit<HighlightDoc, "createdAt" | "orphaned">,
  notify?: Notify,
): Promise<Stored<HighlightDoc>> {
  const ref = db().collection(HIGHLIGHTS).doc() as DocumentReference<HighlightDoc>;
  const doc: HighlightDoc = {
    ...fields,
    orphaned: false,
    createdAt: Timestamp.fromDate(now()),
    points: ACTIONS.highlight_created.points,
  };
  await db().runTransaction(async (tx) => {
    const [article, ledger] = await Promise.all([
      tx.get(articleRef(fields.articleId)),
      Ledger.open(tx, fields.userId),
    ]);
    const share = ownerShare(article, fields.userId);
    tell(tx, notify, "highlights", ref.id, doc.createdAt.toDate());
    const points = ledger.record(fields.userId, {
      type: "highlight_created",
      at: doc.createdAt.toDate(),
      articleId: fields.articleId,
      context: fields.articleTitle,
      expertiseTagIds: share.expertiseTagIds,
    });
    tx.create(ref, doc);
    tx.update(articleRef(fields.articleId), {
      highlightCount: FieldValue.increment(1),
      ...(article.get("firstHighlightText") ? {} : { firstHighlightText: fields.text }),
      ...share.ownerPoints(points),
    });
  }, CONTENDED);
  return { id: ref.id, ...doc };
}

export async function updateHighlightColor(id: string, color: string): Promise<void> {
  await highlightRef(id).update({ color });
}

/**
 * Deletes `comments` (read in `tx`, all under one article) and takes back the points of those
 * `uid` wrote: deleting their own highlight undoes their own comments on it. Other people's
 * comments removed with it keep their points: their authors did not undo anything, and a
 * highlight's author cannot take away what others earned. Returns the comment points taken back
 * from the article's owner's share (negative or 0).
 */
function deleteComments(
  tx: Transaction,
  ledger: Ledger,
  uid: string,
  comments: DocumentSnapshot[],
  article: DocumentSnapshot,
): number {
  const share = ownerShare(article, uid);
  let taken = 0;
  for (const doc of comments) {
    tx.delete(doc.ref);
    const comment = doc.data() as CommentDoc;
    if (comment.userId !== uid || !comment.points) continue;
    taken += ledger.undo(uid, {
      type: "comment_created",
      originalAt: comment.createdAt.toDate(),
      articleId: comment.articleId,
      context: article.get("title") ?? null,
      expertiseTagIds: share.expertiseTagIds,
    });
  }
  return share.owns ? taken : 0;
}

/**
 * Deletes a highlight, its comments, their share of the article's counters and the points of
 * the highlight and of its author's own comments on it. Long threads go in several transactions
 * (each consistent on its own), the highlight with the last.
 */
export async function deleteHighlight(highlight: Stored<HighlightDoc>): Promise<void> {
  const comments = db().collection(COMMENTS).where("highlightId", "==", highlight.id);
  const uid = highlight.userId;
  for (let done = false; !done;) {
    done = await db().runTransaction(async (tx) => {
      const [snap, current, article, ledger] = await Promise.all([
        tx.get(comments.limit(COMMENTS_PER_TRANSACTION + 1)),
        tx.get(highlightRef(highlight.id)),
        tx.get(articleRef(highlight.articleId)),
        Ledger.open(tx, uid),
      ]);
      // Deleted meanwhile (a second click): its points were taken back once already.
      if (!current.exists) return true;
      const last = snap.size <= COMMENTS_PER_TRANSACTION;
      const next = last ? await tx.get(firstHighlights(highlight.articleId)) : undefined;
      const thread = snap.docs.slice(0, COMMENTS_PER_TRANSACTION);
      const share = ownerShare(article, uid);
      let ownerPoints = deleteComments(tx, ledger, uid, thread, article);
      const counters: Record<string, unknown> = { commentCount: FieldValue.increment(-thread.length) };
      if (last) {
        tx.delete(highlightRef(highlight.id));
        const remaining = next!.docs.find((doc) => doc.id !== highlight.id);
        counters.highlightCount = FieldValue.increment(-1);
        counters.firstHighlightText = remaining ? remaining.get("text") : null;
        // A highlight made before points existed earned none, so none is taken back.
        if (current.get("points")) {
          const taken = ledger.undo(uid, {
            type: "highlight_created",
            originalAt: (current.get("createdAt") as Timestamp).toDate(),
            articleId: highlight.articleId,
            context: highlight.articleTitle,
            expertiseTagIds: share.expertiseTagIds,
          });
          if (share.owns) ownerPoints += taken;
        }
      }
      if (article.exists) {
        tx.update(articleRef(highlight.articleId), { ...counters, ...share.ownerPoints(ownerPoints) });
      }
      return last;
    }, CONTENDED);
  }
}

const firstHighlights = (articleId: string): Query =>
  db().collection(HIGHLIGHTS).where("articleId", "==", articleId).orderBy("createdAt").limit(2);

/** Creates the comment, or returns undefined when its highlight was deleted meanwhile. */
export async function createComment(
  fields: Omit<CommentDoc, "createdAt" | "updatedAt">,
  notify?: Notify,
): Promise<Stored<CommentDoc> | undefined> {
  const ref = db().collection(COMMENTS).doc() as DocumentReference<CommentDoc>;
  const at = Timestamp.fromDate(now());
  const doc: CommentDoc = { ...fields, createdAt: at, updatedAt: at, points: ACTIONS.comment_created.points };
  const landed = await db().runTransaction(async (tx: Transaction) => {
    // The highlight must still exist when the comment lands (it may be deleted meanwhile).
    const [highlight, article, ledger] = await Promise.all([
      tx.get(highlightRef(fields.highlightId)),
      tx.get(articleRef(fields.articleId)),
      Ledger.open(tx, fields.userId),
    ]);
    if (!highlight.exists || !article.exists) return false;
    tell(tx, notify, "articleComments", ref.id, at.toDate());
    const share = ownerShare(article, fields.userId);
    const points = ledger.record(fields.userId, {
      type: "comment_created",
      at: at.toDate(),
      articleId: fields.articleId,
      context: article.get("title") ?? null,
      expertiseTagIds: share.expertiseTagIds,
    });
    tx.create(ref, doc);
    tx.update(articleRef(fields.articleId), {
      commentCount: FieldValue.increment(1),
      ...share.ownerPoints(points),
    });
    return true;
  }, CONTENDED);
  return landed ? { id: ref.id, ...doc } : undefined;
}

export async function updateCommentText(id: string, text: string): Promise<Timestamp> {
  const updatedAt = Timestamp.now();
  await commentRef(id).update({ text, updatedAt });
  return updatedAt;
}

/** Deletes the comment and takes its points back, once however often it is asked. */
export async function deleteComment(comment: Stored<CommentDoc>): Promise<void> {
  await db().runTransaction(async (tx) => {
    const [current, article, ledger] = await Promise.all([
      tx.get(commentRef(comment.id)),
      tx.get(articleRef(comment.articleId)),
      Ledger.open(tx, comment.userId),
    ]);
    if (!current.exists) return;
    const ownerPoints = deleteComments(tx, ledger, comment.userId, [current], article);
    if (!article.exists) return;
    tx.update(articleRef(comment.articleId), {
      commentCount: FieldValue.increment(-1),
      ...ownerShare(article, comment.userId).ownerPoints(ownerPoints),
    });
  }, CONTENDED);
}

/** What an article edit changes on one of its highlights: its place in the new text, its copy of the title. */
export interface HighlightChange {
  id: string;
  changes: Partial<
    Pick<HighlightDoc, "orphaned" | "startOffset" | "endOffset" | "prefix" | "suffix" | "articleTitle">
  >;
}

/**
 * Highlights updated per edit at most, so they fit in the article's own write batch (500 writes,
 * with the article and its content chunks). The rest keep their old place, re-anchored when read,
 * and their old title copy.
 */
const HIGHLIGHTS_PER_EDIT = 450;

/**
 * The highlight updates an article edit needs, from one bounded read: re-anchored in the edited
 * text (quote and context, then fuzzy) or orphaned, and given the new title that search shows.
 */
export async function highlightChangesForEdit(
  articleId: string,
  edit: { text?: string; title?: string },
): Promise<HighlightChange[]> {
  if (edit.text === undefined && edit.title === undefined) return [];
  const snap = await db()
    .collection(HIGHLIGHTS)
    .where("articleId", "==", articleId)
    .limit(HIGHLIGHTS_PER_EDIT)
    .get();
  const result: HighlightChange[] = [];
  for (const doc of snap.docs) {
    const highlight = doc.data() as HighlightDoc;
    const changes: HighlightChange["changes"] = {};
    if (edit.title !== undefined && edit.title !== highlight.articleTitle) changes.articleTitle = edit.title;
    if (edit.text !== undefined) {
      const position = anchorHighlight(edit.text, highlight);
      if (!position) changes.orphaned = true;
      else {
        const { startOffset, endOffset } = position;
        Object.assign(changes, { orphaned: false, startOffset, endOffset });
        Object.assign(changes, quoteContext(edit.text, startOffset, endOffset));
      }
    }
    if (Object.keys(changes).length) result.push({ id: doc.id, changes });
  }
  return result;
}

export function applyHighlightChanges(batch: WriteBatch, changes: HighlightChange[]): void {
  for (const { id, changes: update } of changes) batch.update(highlightRef(id), update);
}
