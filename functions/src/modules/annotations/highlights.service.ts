// Highlights: made by anyone who may read the article, recoloured or deleted by their author.
// A highlight, its share of the article's counters (highlightCount, the owner's points on it, on
// a counter shard: library/article-counts.ts) and its author's points change in one transaction,
// so counts and points never drift; the shard is folded onto the article right after.
import { Timestamp } from "firebase-admin/firestore";
import { ACTIONS, type ArticleUser, type CreateHighlightBody, type Highlight } from "../../shared";
import { runTransaction } from "../../lib/firebase";
import { now } from "../../lib/clock";
import { textTokens } from "../../lib/search-text";
import { getFriendLink } from "../friends";
import { Ledger } from "../progress";
import {
  articleInTransaction,
  articleNotFound,
  changeArticleCounts,
  foldArticleCounts,
  readableArticle,
  writableInTransaction,
} from "../library";
import { toHighlight } from "./annotation-shapes";
import { author, ownHighlight } from "./annotations.access";
import { CONTENDED, deleteComments, ownerShare, tell, type Notify } from "./annotations.points";
import * as repo from "./annotations.repository";
import type { HighlightDoc, Stored } from "./annotations.repository";

/**
 * Comments deleted with a highlight in one transaction at most: with the points of the author's
 * own comments taken back (three writes each), 100 keep a transaction under Firestore's 500 writes.
 * A longer thread goes in several.
 */
const COMMENTS_PER_TRANSACTION = 100;

/** Search tokens for a highlight: the word prefixes of its opening words (long quotes are cut). */
export function highlightTokens(text: string): string[] {
  return textTokens(text.slice(0, 400), 300);
}

/** POST /api/highlights: on an article the caller may read. */
export async function createHighlight(
  uid: string,
  body: CreateHighlightBody & { color: string; prefix: string; suffix: string },
): Promise<Highlight> {
  const article = await readableArticle(uid, body.articleId);
  const user = await author(uid);
  const notify = await highlightNotice(uid, user, article, body.text);
  const ref = repo.newHighlightRef();
  const doc: HighlightDoc = {
    articleId: article.id,
    articleOwnerId: article.userId,
    articleTitle: article.title,
    userId: uid,
    text: body.text,
    textTokens: highlightTokens(body.text),
    startOffset: body.startOffset,
    endOffset: body.endOffset,
    prefix: body.prefix,
    suffix: body.suffix,
    color: body.color,
    orphaned: false,
    createdAt: Timestamp.fromDate(now()),
    points: ACTIONS.highlight_created.points,
  };
  await runTransaction(async (tx) => {
    // The caller's access is read again in the transaction: an unfriending or a stop-sharing that
    // commits first wins, and nothing of theirs is added after it. A reader's transaction reads
    // nothing another reader's writes, so a club marking up one article does not contend.
    const [current, ledger] = await Promise.all([
      writableInTransaction(tx, uid, article),
      Ledger.open(tx, uid),
    ]);
    if (!current) throw articleNotFound();
    const share = ownerShare(current, uid);
    tell(tx, notify, "highlights", ref.id, doc.createdAt.toDate());
    const points = ledger.record(uid, {
      type: "highlight_created",
      at: doc.createdAt.toDate(),
      articleId: article.id,
      context: article.title,
      expertiseTagIds: share.expertiseTagIds,
    });
    tx.create(ref, doc);
    changeArticleCounts(tx, article.id, { highlights: 1, ownerPoints: share.ownerPoints(points) });
  }, CONTENDED);
  await foldCounts(article.id);
  return toHighlight({ id: ref.id, ...doc }, user);
}

/**
 * Who hears of a new highlight by e-mail digest ('Highlights from Friends'): the article's owner,
 * when the highlighter is their friend and not muted by them. Readers of a shared article are
 * not told of each other's highlights (that would be a read and a write per reader); the owner's
 * own highlights notify nobody.
 */
async function highlightNotice(
  uid: string,
  user: ArticleUser,
  article: { id: string; userId: string; title: string },
  text: string,
): Promise<Notify | undefined> {
  if (article.userId === uid) return undefined;
  const link = await getFriendLink(article.userId, uid);
  if (!link || link.isMuted) return undefined;
  return {
    recipientId: article.userId,
    event: { actor: user.username, articleTitle: article.title, text },
    path: (highlightId) => `/articles/${article.id}?highlight=${highlightId}`,
  };
}

export async function recolourHighlight(uid: string, id: string, color: string): Promise<Highlight> {
  const highlight = await ownHighlight(uid, id);
  await repo.updateHighlightColor(id, color);
  return toHighlight({ ...highlight, color }, await author(uid));
}

/** DELETE /api/highlights/{id}: the caller's own. */
export async function deleteHighlight(uid: string, id: string): Promise<void> {
  await removeHighlight(await ownHighlight(uid, id));
}

/**
 * Deletes a highlight, its comments, their share of the article's counters and the points of
 * the highlight and of its author's own comments on it. Long threads go in several transactions
 * (each consistent on its own), the highlight with the last.
 */
export async function removeHighlight(highlight: Stored<HighlightDoc>): Promise<void> {
  const thread = repo.threadOf(highlight.id);
  const uid = highlight.userId;
  // Only the article's owner earns points on it (its ownerPoints, its tags): only their deletion
  // reads the article in its transaction (one made before articleOwnerId was kept may be theirs).
  const ownerId = highlight.articleOwnerId as string | undefined;
  const mayOwn = ownerId === undefined || ownerId === uid;
  for (let done = false; !done;) {
    done = await runTransaction(async (tx) => {
      const [snap, current, article, ledger] = await Promise.all([
        tx.get(thread.limit(COMMENTS_PER_TRANSACTION + 1)),
        tx.get(repo.highlightRef(highlight.id)),
        mayOwn ? articleInTransaction(tx, highlight.articleId) : undefined,
        Ledger.open(tx, uid),
      ]);
      // Deleted meanwhile (a second click, or with its article): its points went back once already.
      if (!current.exists) return true;
      const last = snap.size <= COMMENTS_PER_TRANSACTION;
      const comments = snap.docs.slice(0, COMMENTS_PER_TRANSACTION);
      const share = ownerShare(article, uid);
      let ownerPoints = deleteComments(tx, ledger, uid, comments, article);
      let highlights = 0;
      if (last) {
        tx.delete(repo.highlightRef(highlight.id));
        highlights = -1;
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
      // The highlight still stands, so its article does too (it goes after its notes).
      changeArticleCounts(tx, highlight.articleId, {
        comments: -comments.length,
        highlights,
        ownerPoints: share.ownerPoints(ownerPoints),
      });
      return last;
    }, CONTENDED);
  }
  await foldCounts(highlight.articleId);
}

/** Moves the article's counter shards onto it, with the text of its first highlight (article-counts.ts). */
export const foldCounts = (articleId: string) =>
  foldArticleCounts(articleId, () => repo.firstHighlightText(articleId));

export { getHighlight, highlightsOnArticles, highlightsOnOwnArticles } from "./annotations.repository";
