// What a highlight or comment moves besides itself, inside its transaction: the author's points
// (the ledger) and the article's share of them, and the e-mail digest of whoever hears of it.
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { Ledger } from "../progress";
import { addToDigest, type DigestEvent, type DigestKind } from "../mail";
import type { StoredArticle } from "../library";
import type { CommentDoc } from "./annotations.repository";

/** Transactions that contend on one user's totals (progress/{uid}) wait their turn. */
export const CONTENDED = { maxAttempts: 20 };

/**
 * How an action by `uid` on the article counts for the owner's expertise: the article's tags when
 * `uid` owns it (and it still exists), else none. Its points go on the article too (ownerPoints),
 * so tagging it later carries them into the tag's area.
 */
export function ownerShare(article: StoredArticle | undefined, uid: string) {
  const owns = article !== undefined && article.userId === uid;
  return {
    owns,
    expertiseTagIds: owns ? (article.tagIds ?? []) : [],
    /** The article's ownerPoints change for `points` earned (or taken back) by `uid`. */
    ownerPoints: (points: number) => (owns ? points : 0),
  };
}

/** Someone to tell by e-mail digest about a new highlight or comment. */
export interface Notify {
  recipientId: string;
  event: Omit<DigestEvent, "eventId" | "path">;
  /** The app's route to the event, given the new highlight's or comment's id. */
  path: (eventId: string) => string;
}

/** Records `notify`'s event, the new document `eventId`, in its recipient's digest of `kind`. */
export function tell(
  tx: Transaction,
  notify: Notify | undefined,
  kind: DigestKind,
  eventId: string,
  at: Date,
) {
  if (!notify) return;
  addToDigest(tx, notify.recipientId, kind, { ...notify.event, eventId, path: notify.path(eventId) }, at);
}

/**
 * Deletes `comments` (read in `tx`, all under one article) and takes back the points of those
 * `uid` wrote: deleting their own highlight undoes their own comments on it. Other people's
 * comments removed with it keep their points: their authors did not undo anything, and a
 * highlight's author cannot take away what others earned. Returns the comment points taken back
 * from the article's owner's share (negative or 0).
 */
export function deleteComments(
  tx: Transaction,
  ledger: Ledger,
  uid: string,
  comments: DocumentSnapshot[],
  article: StoredArticle | undefined,
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
      context: article?.title ?? null,
      expertiseTagIds: share.expertiseTagIds,
    });
  }
  return share.owns ? taken : 0;
}
