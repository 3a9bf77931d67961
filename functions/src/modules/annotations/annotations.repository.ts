// Firestore shapes and queries of highlights and comments:
//   highlights/{id}  articleId, articleOwnerId, articleTitle, userId, text, textTokens,
//                    startOffset, endOffset, prefix, suffix, color, orphaned, createdAt, points
//   comments/{id}    articleId, highlightId, userId, text, createdAt, updatedAt, points
// The use cases that write them with the article's counters and the author's points, in one
// transaction, are in annotations.service.ts.
import {
  type Timestamp,
  type DocumentReference,
  type Query,
  type WriteBatch,
} from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { buildQuery } from "../../lib/query";
import {
  COMMENTS,
  HIGHLIGHTS,
  firstHighlightsSpec,
  ownArticlesNotesSearchSpec,
  sharedNotesSearchSpec,
  ownArticlesHighlightsSpec,
} from "./annotations.queries";

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
  /** The article's owner, whose search finds every comment on their articles (absent on older comments). */
  articleOwnerId?: string;
  highlightId: string;
  userId: string;
  text: string;
  /** Search tokens of its words (absent on comments made before comments were searched). */
  textTokens?: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Points its author earned for it (absent before points existed): deleting it takes them back. */
  points?: number;
}

export type Stored<T> = T & { id: string };

export const highlights = () => db().collection(HIGHLIGHTS);
export const comments = () => db().collection(COMMENTS);
export const highlightRef = (id: string) => highlights().doc(id) as DocumentReference<HighlightDoc>;
export const commentRef = (id: string) => comments().doc(id) as DocumentReference<CommentDoc>;
export const newHighlightRef = () => highlights().doc() as DocumentReference<HighlightDoc>;
export const newCommentRef = () => comments().doc() as DocumentReference<CommentDoc>;

async function read<T>(ref: DocumentReference<T>): Promise<Stored<T> | undefined> {
  const snap = await ref.get();
  const data = snap.data();
  return data ? { id: snap.id, ...data } : undefined;
}

export const getHighlight = (id: string) => read(highlightRef(id));
export const getComment = (id: string) => read(commentRef(id));

export async function updateHighlightColor(id: string, color: string): Promise<void> {
  await highlightRef(id).update({ color });
}

export async function updateCommentText(
  id: string,
  text: string,
  textTokens: string[],
  updatedAt: Timestamp,
): Promise<void> {
  await commentRef(id).update({ text, textTokens, updatedAt });
}

/** The comments of a highlight. */
export const threadOf = (highlightId: string): Query => comments().where("highlightId", "==", highlightId);

/** The article's first two highlights in the order made: the next first, once one is deleted. */
/** The text of the article's first highlight (the one cards show), or null: at most one read of a highlight. */
export async function firstHighlightText(articleId: string): Promise<string | null> {
  const snap = await buildQuery(firstHighlightsSpec(articleId), highlights()).limit(1).get();
  return (snap.docs[0]?.get("text") as string | undefined) ?? null;
}

/** Up to `max` highlights of an article, unordered (what an edit re-anchors). */
export async function highlightsOfArticle(
  articleId: string,
  max: number,
): Promise<Array<Stored<HighlightDoc>>> {
  const snap = await highlights().where("articleId", "==", articleId).limit(max).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as HighlightDoc) }));
}

/** What an article edit changes on one of its highlights: its place in the new text, its copy of the title. */
export interface HighlightChange {
  id: string;
  changes: Partial<
    Pick<HighlightDoc, "orphaned" | "startOffset" | "endOffset" | "prefix" | "suffix" | "articleTitle">
  >;
}

export function applyHighlightChanges(batch: WriteBatch, changes: HighlightChange[]): void {
  for (const { id, changes: update } of changes) batch.update(highlightRef(id), update);
}

/** The newest highlights on the user's own articles (theirs and their readers'). */
export async function highlightsOnOwnArticles(
  uid: string,
  limit: number,
): Promise<Array<Stored<HighlightDoc>>> {
  const snap = await buildQuery(ownArticlesHighlightsSpec(uid), highlights()).limit(limit).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as HighlightDoc) }));
}

/** The newest highlights on any of `articleIds` (at most 30: Firestore's `in` limit). */
export async function highlightsOnArticles(
  articleIds: string[],
  limit: number,
): Promise<Array<Stored<HighlightDoc>>> {
  if (!articleIds.length) return [];
  const snap = await highlights()
    .where("articleId", "in", articleIds)
    .orderBy("createdAt", "desc")
    .limit(limit)
    .get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as HighlightDoc) }));
}

/**
 * The search box's highlights or comments with a word starting with `token`: on the caller's own
 * articles (`owner`), or on the articles named (at most 30, shared with the caller), newest first.
 */
export async function searchNotes<T extends "highlights" | "comments">(
  collection: T,
  scope: { owner: string } | { articleIds: string[] },
  token: string,
  limit: number,
): Promise<Array<Stored<T extends "highlights" ? HighlightDoc : CommentDoc>>> {
  const spec =
    "owner" in scope ? ownArticlesNotesSearchSpec(scope.owner, token) : sharedNotesSearchSpec(token);
  let query = db().collection(collection) as Query;
  if ("articleIds" in scope) query = query.where("articleId", "in", scope.articleIds);
  const snap = await buildQuery({ ...spec, equals: spec.equals.filter(([, value]) => value !== "") }, query)
    .limit(limit)
    .get();
  return snap.docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as Stored<T extends "highlights" ? HighlightDoc : CommentDoc>,
  );
}
