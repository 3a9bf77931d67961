// Reads an article's highlights and comments with their authors' usernames and avatars: one
// query each (bounded) plus one batched read of the distinct authors.
import type { DocumentReference } from "firebase-admin/firestore";
import type { ArticleUser, Comment, Highlight } from "../../shared";
import { db } from "../../lib/firebase";
import { USERS, type UserDoc } from "../users/users.repository";
import { COMMENTS, HIGHLIGHTS, buildQuery } from "./articles.repository";
import type { QuerySpec } from "./articles.queries";
import { toComment, toHighlight, unknownAuthor } from "../annotations/annotation-shapes";
import type { CommentDoc, HighlightDoc } from "../annotations/annotations.repository";

const HIGHLIGHTS_MAX = 500;
const COMMENTS_MAX = 1000;

const articleHighlightsSpec = (articleId: string): QuerySpec => ({
  equals: [["articleId", articleId]],
  orderBy: ["startOffset", "asc"],
  inMemory: {},
});
const articleCommentsSpec = (articleId: string): QuerySpec => ({
  equals: [["articleId", articleId]],
  orderBy: ["createdAt", "asc"],
  inMemory: {},
});

/** The queries of an article page, as specs so the index test checks the ones that run. */
export const ANNOTATION_QUERIES: Array<[string, QuerySpec]> = [
  [HIGHLIGHTS, articleHighlightsSpec("")],
  [COMMENTS, articleCommentsSpec("")],
  // The next first highlight after one is deleted (annotations module).
  [HIGHLIGHTS, { equals: [["articleId", ""]], orderBy: ["createdAt", "asc"], inMemory: {} }],
];

export async function listArticleAnnotations(
  articleId: string,
): Promise<{ highlights: Highlight[]; comments: Comment[] }> {
  const [highlightSnap, commentSnap] = await Promise.all([
    buildQuery(articleHighlightsSpec(articleId), db().collection(HIGHLIGHTS)).limit(HIGHLIGHTS_MAX).get(),
    buildQuery(articleCommentsSpec(articleId), db().collection(COMMENTS)).limit(COMMENTS_MAX).get(),
  ]);
  const authorIds = new Set<string>();
  for (const doc of [...highlightSnap.docs, ...commentSnap.docs]) authorIds.add(String(doc.get("userId")));
  const users = await usersById([...authorIds]);
  const userOf = (id: string): ArticleUser => users.get(id) ?? unknownAuthor(id);

  const highlights = highlightSnap.docs.map((doc) =>
    toHighlight({ id: doc.id, ...(doc.data() as HighlightDoc) }, userOf(doc.get("userId"))),
  );
  const comments = commentSnap.docs.map((doc) =>
    toComment({ id: doc.id, ...(doc.data() as CommentDoc) }, userOf(doc.get("userId"))),
  );
  return { highlights, comments };
}

async function usersById(ids: string[]): Promise<Map<string, ArticleUser>> {
  if (!ids.length) return new Map();
  const refs = ids.map((id) => db().collection(USERS).doc(id) as DocumentReference<UserDoc>);
  const snaps = await db().getAll(...refs);
  const users = new Map<string, ArticleUser>();
  for (const snap of snaps) {
    const data = snap.data();
    if (data) users.set(snap.id, { id: snap.id, username: data.username, avatar: data.avatar ?? null });
  }
  return users;
}
