// The highlights and comments a user owns (lib/owned-data.ts). Those on their own articles go
// with the articles; what is left of theirs is on other people's articles, and goes as deleting
// each by hand would: the article's counts and first highlight stay right.
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

export const annotationsOwnedData: readonly OwnedData[] = [
  ownerField(HIGHLIGHTS, "userId", "collection", deleteOwnHighlights),
  ownerField(HIGHLIGHTS, "articleOwnerId"),
  ownerField(COMMENTS, "userId", "collection", deleteOwnComments),
];

/**
 * Every highlight and comment on an article, by reference (ids only, at most BATCH_WRITES of
 * each): an article deleted with its owner's account takes them all, readers' notes included.
 */
export async function notesOnArticleRefs(
  articleId: string,
): Promise<{ refs: DocumentReference[]; complete: boolean }> {
  const found = await Promise.all([
    highlights().where("articleId", "==", articleId).select().limit(BATCH_WRITES).get(),
    comments().where("articleId", "==", articleId).select().limit(BATCH_WRITES).get(),
  ]);
  return {
    refs: found.flatMap((part) => part.docs.map((doc) => doc.ref)),
    complete: found.every((part) => part.size < BATCH_WRITES),
  };
}
