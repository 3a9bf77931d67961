// Comments on a highlight: written by anyone who may read its article, edited or deleted by their
// author. A comment, its share of the article's commentCount (a counter shard, folded onto the
// article right after) and its author's points change in one transaction.
import { Timestamp } from "firebase-admin/firestore";
import { ACTIONS, type Comment } from "../../shared";
import { runTransaction } from "../../lib/firebase";
import { textTokens } from "../../lib/search-text";
import { now } from "../../lib/clock";
import { Ledger } from "../progress";
import { articleInTransaction, changeArticleCounts, writableInTransaction } from "../library";
import { foldCounts } from "./highlights.service";
import { toComment } from "./annotation-shapes";
import { author, highlightNotFound, ownComment, readableHighlight } from "./annotations.access";
import { CONTENDED, deleteComments, ownerShare, tell, type Notify } from "./annotations.points";
import * as repo from "./annotations.repository";
import type { CommentDoc, Stored } from "./annotations.repository";

/** Search tokens for a comment: the word prefixes of its opening thousand characters. */
export const commentTokens = (text: string) => textTokens(text.slice(0, 1000), 500);

/** POST /api/comments: on a highlight the caller may read. */
export async function createComment(
  uid: string,
  body: { highlightId: string; text: string },
): Promise<Comment> {
  const [{ highlight, article }, user] = await Promise.all([
    readableHighlight(uid, body.highlightId),
    author(uid),
  ]);
  // 'Comments on Your Articles': the owner hears of everyone's comments but their own.
  const notify: Notify | undefined =
    article.userId === uid
      ? undefined
      : {
          recipientId: article.userId,
          event: { actor: user.username, articleTitle: article.title, text: body.text },
          path: () => `/articles/${article.id}?highlight=${highlight.id}`,
        };
  const ref = repo.newCommentRef();
  const at = Timestamp.fromDate(now());
  const doc: CommentDoc = {
    articleId: highlight.articleId,
    articleOwnerId: article.userId,
    highlightId: highlight.id,
    userId: uid,
    text: body.text,
    textTokens: commentTokens(body.text),
    createdAt: at,
    updatedAt: at,
    points: ACTIONS.comment_created.points,
  };
  const landed = await runTransaction(async (tx) => {
    // The highlight must still exist when the comment lands (it may be deleted meanwhile), and the
    // caller still read its article (an unfriending or a stop-sharing that commits first wins).
    const [stillThere, current, ledger] = await Promise.all([
      tx.get(repo.highlightRef(highlight.id)),
      writableInTransaction(tx, uid, article),
      Ledger.open(tx, uid),
    ]);
    if (!stillThere.exists || !current) return false;
    tell(tx, notify, "articleComments", ref.id, at.toDate());
    const share = ownerShare(current, uid);
    const points = ledger.record(uid, {
      type: "comment_created",
      at: at.toDate(),
      articleId: highlight.articleId,
      context: current.title ?? null,
      expertiseTagIds: share.expertiseTagIds,
    });
    tx.create(ref, doc);
    changeArticleCounts(tx, highlight.articleId, { comments: 1, ownerPoints: share.ownerPoints(points) });
    return true;
  }, CONTENDED);
  if (!landed) throw highlightNotFound();
  await foldCounts(highlight.articleId);
  return toComment({ id: ref.id, ...doc }, user);
}

export async function editComment(uid: string, id: string, text: string): Promise<Comment> {
  const comment = await ownComment(uid, id);
  const updatedAt = Timestamp.fromDate(now());
  await repo.updateCommentText(id, text, commentTokens(text), updatedAt);
  return toComment({ ...comment, text, updatedAt }, await author(uid));
}

/** DELETE /api/comments/{id}: the caller's own. */
export async function deleteComment(uid: string, id: string): Promise<void> {
  await removeComment(await ownComment(uid, id));
}

/** Deletes the comment and takes its points back, once however often it is asked. */
export async function removeComment(comment: Stored<CommentDoc>): Promise<void> {
  // Only the article's owner's comments move its ownerPoints: only theirs read the article.
  const ownerId = comment.articleOwnerId;
  const mayOwn = ownerId === undefined || ownerId === comment.userId;
  const removed = await runTransaction(async (tx) => {
    const [current, article, ledger] = await Promise.all([
      tx.get(repo.commentRef(comment.id)),
      mayOwn ? articleInTransaction(tx, comment.articleId) : undefined,
      Ledger.open(tx, comment.userId),
    ]);
    // Deleted meanwhile (a second click, or with its highlight or article): counted once already.
    if (!current.exists) return false;
    const ownerPoints = deleteComments(tx, ledger, comment.userId, [current], article);
    changeArticleCounts(tx, comment.articleId, {
      comments: -1,
      ownerPoints: ownerShare(article, comment.userId).ownerPoints(ownerPoints),
    });
    return true;
  }, CONTENDED);
  if (removed) await foldCounts(comment.articleId);
}
