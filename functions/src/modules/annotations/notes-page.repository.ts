// The reads of a page of an article's notes (notes-page.service.ts says what a page holds). Each
// is bounded by its limit; threads are read by `highlightId in […]`, 30 highlights a query
// (Firestore's `in` limit), so a page costs what it shows, whatever the number of readers.
import type { Query } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { buildQuery } from "../../lib/query";
import { articleHighlightsSpec, ownHighlightsSpec, threadsSpec } from "./annotations.queries";
import {
  comments,
  highlightRef,
  highlights,
  type CommentDoc,
  type HighlightDoc,
  type Stored,
} from "./annotations.repository";

/** A place in reading order: a highlight's start and, among equal starts, its id. */
export interface NotesPlace {
  startOffset: number;
  id: string;
}

/** Highlights asked for by id in one `in` query at most. */
const IN_MAX = 30;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

async function highlightsOf(query: Query, after: NotesPlace | null, limit: number) {
  const page = after ? query.startAfter(after.startOffset, after.id) : query;
  const snap = await page.limit(limit).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as HighlightDoc) }));
}

/** Up to `limit` of an article's highlights (anyone's) in reading order, after `after`. */
export const highlightsInReadingOrder = (articleId: string, after: NotesPlace | null, limit: number) =>
  highlightsOf(buildQuery(articleHighlightsSpec(articleId), highlights()), after, limit);

/** Up to `limit` of one reader's highlights on an article in reading order, after `after`. */
export const ownHighlightsAfter = (articleId: string, uid: string, after: NotesPlace | null, limit: number) =>
  highlightsOf(buildQuery(ownHighlightsSpec(articleId, uid), highlights()), after, limit);

/** The highlights one reader commented on in an article (their ids, from up to `limit` comments). */
export async function highlightsCommentedBy(articleId: string, uid: string, limit: number) {
  const snap = await comments()
    .where("articleId", "==", articleId)
    .where("userId", "==", uid)
    .select("highlightId")
    .limit(limit)
    .get();
  return new Set(snap.docs.map((doc) => doc.get("highlightId") as string));
}

/** Highlights by id (those that exist): one batched read. */
export async function highlightsByIds(ids: string[]): Promise<Array<Stored<HighlightDoc>>> {
  if (!ids.length) return [];
  const snaps = await db().getAll(...ids.map(highlightRef));
  return snaps.flatMap((snap) => {
    const data = snap.data() as HighlightDoc | undefined;
    return data ? [{ id: snap.id, ...data }] : [];
  });
}

/**
 * The comments on `highlightIds`, oldest first per group of 30 highlights, at most `budget` in
 * all (groups in the order given). `cut` holds the ids of groups where the budget ran out: their
 * threads may lack their newest comments.
 */
export async function threadsOf(
  highlightIds: string[],
  budget: number,
): Promise<{ comments: Array<Stored<CommentDoc>>; cut: string[][] }> {
  const found: Array<Stored<CommentDoc>> = [];
  const cut: string[][] = [];
  // One group after another, so the budget bounds the reads (a page has two groups).
  for (const group of chunks(highlightIds, IN_MAX)) {
    const left = budget - found.length;
    if (left <= 0) {
      cut.push(group);
      continue;
    }
    const snap = await threadsQuery(group).limit(left).get();
    found.push(...snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as CommentDoc) })));
    if (snap.size === left) cut.push(group);
  }
  return { comments: found, cut };
}

const threadsQuery = (group: string[]): Query => {
  const spec = { ...threadsSpec, equals: [] };
  return buildQuery(spec, comments().where("highlightId", "in", group));
};

/** Which of `highlightIds` (at most 30) one reader commented on, with when. */
export async function ownCommentsOn(highlightIds: string[], uid: string) {
  const snap = await comments()
    .where("highlightId", "in", highlightIds)
    .where("userId", "==", uid)
    .select("highlightId", "createdAt")
    .limit(1000)
    .get();
  return snap.docs.map((doc) => ({
    highlightId: doc.get("highlightId") as string,
    createdAt: doc.get("createdAt") as CommentDoc["createdAt"],
  }));
}
