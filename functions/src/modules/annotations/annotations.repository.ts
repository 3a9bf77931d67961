// Firestore writes for highlights and comments. Each write changes the article's counters
// (highlightCount, commentCount, firstHighlightText) in the same transaction, so the counts on
// article cards never drift from what exists (SECURITY.md, "Partial writes").
//   highlights/{id}  articleId, articleOwnerId, articleTitle, userId, text, textTokens,
//                    startOffset, endOffset, prefix, suffix, color, orphaned, createdAt
//   comments/{id}    articleId, highlightId, userId, text, createdAt, updatedAt
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { anchorHighlight, quoteContext } from "../../shared";
import { db } from "../../lib/firebase";
import { ARTICLES, COMMENTS, HIGHLIGHTS } from "../articles/articles.repository";

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
}

export interface CommentDoc {
  articleId: string;
  highlightId: string;
  userId: string;
  text: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type Stored<T> = T & { id: string };

const highlightRef = (id: string) => db().collection(HIGHLIGHTS).doc(id) as DocumentReference<HighlightDoc>;
const commentRef = (id: string) => db().collection(COMMENTS).doc(id) as DocumentReference<CommentDoc>;
const articleRef = (id: string) => db().collection(ARTICLES).doc(id);
/** Comments deleted with a highlight in one transaction at most; a longer thread is cleared in batches first. */
const COMMENTS_PER_TRANSACTION = 400;

async function read<T>(ref: DocumentReference<T>): Promise<Stored<T> | undefined> {
  const snap = await ref.get();
  const data = snap.data();
  return data ? { id: snap.id, ...data } : undefined;
}

export const getHighlight = (id: string) => read(highlightRef(id));
export const getComment = (id: string) => read(commentRef(id));

export async function createHighlight(
  fields: Omit<HighlightDoc, "createdAt" | "orphaned">,
): Promise<Stored<HighlightDoc>> {
  const ref = db().collection(HIGHLIGHTS).doc() as DocumentReference<HighlightDoc>;
  const doc: HighlightDoc = { ...fields, orphaned: false, createdAt: Timestamp.now() };
  await db().runTransaction(async (tx) => {
    const article = await tx.get(articleRef(fields.articleId));
    tx.create(ref, doc);
    tx.update(articleRef(fields.articleId), {
      highlightCount: FieldValue.increment(1),
      ...(article.get("firstHighlightText") ? {} : { firstHighlightText: fields.text }),
    });
  });
  return { id: ref.id, ...doc };
}

export async function updateHighlightColor(id: string, color: string): Promise<void> {
  await highlightRef(id).update({ color });
}

/** Deletes a highlight, its comments and their share of the article's counters. */
export async function deleteHighlight(highlight: Stored<HighlightDoc>): Promise<void> {
  const comments = db().collection(COMMENTS).where("highlightId", "==", highlight.id);
  // Very long threads: clear all but the last transaction's worth first.
  for (;;) {
    const snap = await comments.limit(COMMENTS_PER_TRANSACTION + 1).get();
    if (snap.size <= COMMENTS_PER_TRANSACTION) break;
    const batch = db().batch();
    for (const doc of snap.docs.slice(0, COMMENTS_PER_TRANSACTION)) batch.delete(doc.ref);
    batch.update(articleRef(highlight.articleId), {
      commentCount: FieldValue.increment(-COMMENTS_PER_TRANSACTION),
    });
    await batch.commit();
  }
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(comments.limit(COMMENTS_PER_TRANSACTION));
    const next = await tx.get(
      db().collection(HIGHLIGHTS).where("articleId", "==", highlight.articleId).orderBy("createdAt").limit(2),
    );
    const article = await tx.get(articleRef(highlight.articleId));
    for (const doc of snap.docs) tx.delete(doc.ref);
    tx.delete(highlightRef(highlight.id));
    if (!article.exists) return;
    const remaining = next.docs.find((doc) => doc.id !== highlight.id);
    tx.update(articleRef(highlight.articleId), {
      highlightCount: FieldValue.increment(-1),
      commentCount: FieldValue.increment(-snap.size),
      firstHighlightText: remaining ? remaining.get("text") : null,
    });
  });
}

/** Creates the comment, or returns undefined when its highlight was deleted meanwhile. */
export async function createComment(
  fields: Omit<CommentDoc, "createdAt" | "updatedAt">,
): Promise<Stored<CommentDoc> | undefined> {
  const ref = db().collection(COMMENTS).doc() as DocumentReference<CommentDoc>;
  const now = Timestamp.now();
  const doc: CommentDoc = { ...fields, createdAt: now, updatedAt: now };
  const landed = await db().runTransaction(async (tx: Transaction) => {
    // The highlight must still exist when the comment lands (it may be deleted meanwhile).
    const highlight = await tx.get(highlightRef(fields.highlightId));
    if (!highlight.exists) return false;
    tx.create(ref, doc);
    tx.update(articleRef(fields.articleId), { commentCount: FieldValue.increment(1) });
    return true;
  });
  return landed ? { id: ref.id, ...doc } : undefined;
}

export async function updateCommentText(id: string, text: string): Promise<Timestamp> {
  const updatedAt = Timestamp.now();
  await commentRef(id).update({ text, updatedAt });
  return updatedAt;
}

export async function deleteComment(comment: Stored<CommentDoc>): Promise<void> {
  const batch = db().batch();
  batch.delete(commentRef(comment.id));
  batch.update(articleRef(comment.articleId), { commentCount: FieldValue.increment(-1) });
  await batch.commit();
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
