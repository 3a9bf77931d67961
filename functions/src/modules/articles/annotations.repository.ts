// Reads an article's highlights and comments with their authors' usernames and avatars: one
// query each (bounded) plus one batched read of the distinct authors.
import type { DocumentReference } from "firebase-admin/firestore";
import type { ArticleUser, Comment, Highlight } from "../../shared";
import { db } from "../../lib/firebase";
import type { UserDoc } from "../users/users.repository";
import { COMMENTS, HIGHLIGHTS } from "./articles.repository";
import type { QuerySpec } from "./articles.queries";

const HIGHLIGHTS_MAX = 500;
const COMMENTS_MAX = 1000;

/** The two queries of an article page, as specs so the index test can check them. */
export const ANNOTATION_QUERIES: Array<[string, QuerySpec]> = [
  [HIGHLIGHTS, { equals: [["articleId", ""]], orderBy: ["startOffset", "asc"], inMemory: {} }],
  [COMMENTS, { equals: [["articleId", ""]], orderBy: ["createdAt", "asc"], inMemory: {} }],
  // The next first highlight after one is deleted (annotations module).
  [HIGHLIGHTS, { equals: [["articleId", ""]], orderBy: ["createdAt", "asc"], inMemory: {} }],
];

const iso = (value: { toDate(): Date } | undefined) =>
  value?.toDate().toISOString() ?? new Date(0).toISOString();

export async function listArticleAnnotations(
  articleId: string,
): Promise<{ highlights: Highlight[]; comments: Comment[] }> {
  const [highlightSnap, commentSnap] = await Promise.all([
    db()
      .collection(HIGHLIGHTS)
      .where("articleId", "==", articleId)
      .orderBy("startOffset")
      .limit(HIGHLIGHTS_MAX)
      .get(),
    db()
      .collection(COMMENTS)
      .where("articleId", "==", articleId)
      .orderBy("createdAt")
      .limit(COMMENTS_MAX)
      .get(),
  ]);
  const authorIds = new Set<string>();
  for (const doc of [...highlightSnap.docs, ...commentSnap.docs]) authorIds.add(String(doc.get("userId")));
  const users = await usersById([...authorIds]);
  const userOf = (id: string): ArticleUser => users.get(id) ?? { id, username: "Unknown user", avatar: null };

  const highlights = highlightSnap.docs.map((doc): Highlight => {
    const data = doc.data();
    return {
      id: doc.id,
      articleId,
      userId: data.userId,
      text: data.text,
      startOffset: data.startOffset,
      endOffset: data.endOffset,
      prefix: data.prefix ?? "",
      suffix: data.suffix ?? "",
      color: data.color,
      createdAt: iso(data.createdAt),
      user: userOf(data.userId),
      orphaned: data.orphaned === true,
    };
  });
  const comments = commentSnap.docs.map((doc): Comment => {
    const data = doc.data();
    return {
      id: doc.id,
      articleId,
      highlightId: data.highlightId,
      userId: data.userId,
      text: data.text,
      createdAt: iso(data.createdAt),
      user: userOf(data.userId),
    };
  });
  return { highlights, comments };
}

async function usersById(ids: string[]): Promise<Map<string, ArticleUser>> {
  if (!ids.length) return new Map();
  const refs = ids.map((id) => db().collection("users").doc(id) as DocumentReference<UserDoc>);
  const snaps = await db().getAll(...refs);
  const users = new Map<string, ArticleUser>();
  for (const snap of snaps) {
    const data = snap.data();
    if (data) users.set(snap.id, { id: snap.id, username: data.username, avatar: data.avatar ?? null });
  }
  return users;
}
