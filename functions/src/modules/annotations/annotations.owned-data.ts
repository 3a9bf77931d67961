// The highlights and comments a user owns (lib/owned-data.ts). Every highlight on their own
// articles (the readers' too) goes first, in bulk by `articleOwnerId`; the comments on those
// articles go with each article; what is left of theirs is on other people's articles, and goes
// as deleting each by hand would: the article's counts and first highlight stay right.
import type { DocumentReference } from "firebase-admin/firestore";
import { BATCH_WRITES, ownerField, type BatchDeleted, type OwnedData } from "../../lib/owned-data";
import { COMMENTS, HIGHLIGHTS } from "./annotations.queries";
import { comments, highlights, type CommentDoc, type HighlightDoc } from "./annotations.repository";
import { removeComment } from "./comments.service";
import { removeHighlight } from "./highlights.service";

/** Highlights or comments handled per step when each needs its own transaction. */
const ITEMS_PER_STEP = 50;

async function deleteOwnHighlights(uid: string): Promise<BatchDeleted> {
  const snap = await highlights().where("userId", "==", uid).limit(ITEMS_PER_STEP).get();
  for (const doc of snap.docs) await removeHighlight({ id: doc.id, ...(doc.data() as HighlightDoc) });
  return { deleted: snap.size, done: snap.size < ITEMS_PER_STEP };
}

async function deleteOwnComments(uid: string): Promise<BatchDeleted> {
  const snap = await comments().where("userId", "==", uid).limit(ITEMS_PER_STEP).get();
  for (const doc of snap.docs) await removeComment({ id: doc.id, ...(doc.data() as CommentDoc) });
  return { deleted: snap.size, done: snap.size < ITEMS_PER_STEP };
}

/**
 * Every highlight on the user's own articles, whoever made it, 400 to a query: it goes before
 * the articles, as a few queries for the whole library instead of one per article (a highlight
 * always carries its article's owner).
 */
export const highlightsOnOwnArticlesData: OwnedData = ownerField(HIGHLIGHTS, "articleOwnerId");

/**
 * Comments name their article's owner too (for the owner's search): a move rewrites it. A
 * deletion leaves them to their articles, which take every comment on them, by article.
 */
export const commentsOnOwnArticlesData: OwnedData = ownerField(
  COMMENTS,
  "articleOwnerId",
  "collection",
  async () => ({
    deleted: 0,
    done: true,
  }),
);

export const annotationsOwnedData: readonly OwnedData[] = [
  ownerField(HIGHLIGHTS, "userId", "collection", deleteOwnHighlights),
  ownerField(COMMENTS, "userId", "collection", deleteOwnComments),
  commentsOnOwnArticlesData,
];

/**
 * The comments on an article, by reference (ids only, at most BATCH_WRITES): an article deleted
 * with its owner's account takes them all, readers' comments included. (Comments do not carry
 * the article's owner, so they are found article by article.)
 */
export async function commentsOnArticleRefs(
  articleId: string,
): Promise<{ refs: DocumentReference[]; complete: boolean }> {
  const found = await comments().where("articleId", "==", articleId).select().limit(BATCH_WRITES).get();
  return { refs: found.docs.map((doc) => doc.ref), complete: found.size < BATCH_WRITES };
}
