// Highlight and comment rules: anyone who may read an article may highlight it and comment; only
// authors change or delete their own highlights and comments. Authors come from the token, never
// from the body. Objects the caller may not see, or may not change, are 404 so ids leak nothing.
//
// Each write changes the article's counters (highlightCount, commentCount, firstHighlightText)
// and the author's points (the activity ledger) in the same transaction, so neither the counts on
// article cards nor the points ever drift from what exists.
import { Timestamp, type DocumentSnapshot, type Query, type Transaction } from "firebase-admin/firestore";
import {
  ACTIONS,
  SEARCH_RESULTS_PER_GROUP,
  anchorHighlight,
  quoteContext,
  type ArticleUser,
  type Comment,
  type CreateHighlightBody,
  type Highlight,
} from "../../shared";
import { db } from "../../lib/firebase";
import { now } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { titleTokens } from "../../lib/text";
import { cardsById, getUser } from "../users";
import { getFriendLink } from "../friends";
import { Ledger } from "../progress";
import { addToDigest, type DigestEvent, type DigestKind } from "../mail";
import { articleInTransaction, changeArticleCounts, readableArticle, type StoredArticle } from "../library";
import { toComment, toHighlight, unknownAuthor } from "./annotation-shapes";
import * as repo from "./annotations.repository";
import type { CommentDoc, HighlightChange, HighlightDoc, Stored } from "./annotations.repository";

const highlightNotFound = () => notFound("Highlight not found");
const commentNotFound = () => notFound("Comment not found");

/** Transactions that contend on one user's totals (progress/{uid}) wait their turn. */
const CONTENDED = { maxAttempts: 20 };
/**
 * Comments deleted with a highlight in one transaction at most: with the points of the author's
 * own comments taken back (three writes each), 100 keep a transaction under Firestore's 500 writes.
 * A longer thread goes in several.
 */
const COMMENTS_PER_TRANSACTION = 100;

async function author(uid: string): Promise<ArticleUser> {
  const user = await getUser(uid);
  return user ? { id: uid, username: user.username, avatar: user.avatar ?? null } : unknownAuthor(uid);
}

/** A highlight on an article the caller may read, with that article; else 404. */
export async function readableHighlight(uid: string, id: string) {
  const highlight = await repo.getHighlight(id);
  if (!highlight) throw highlightNotFound();
  const article = await readableArticle(uid, highlight.articleId).catch(() => {
    throw highlightNotFound();
  });
  return { highlight, article };
}

/** The caller's own highlight. */
async function ownHighlight(uid: string, id: string) {
  const { highlight } = await readableHighlight(uid, id);
  if (highlight.userId !== uid) throw highlightNotFound();
  return highlight;
}

async function ownComment(uid: string, id: string) {
  const comment = await repo.getComment(id);
  if (!comment || comment.userId !== uid) throw commentNotFound();
  await readableArticle(uid, comment.articleId).catch(() => {
    throw commentNotFound();
  });
  return comment;
}

/** Search tokens for a highlight: the word prefixes of its opening words (long quotes are cut). */
export function highlightTokens(text: string): string[] {
  return titleTokens(text.slice(0, 400)).slice(0, 300);
}

/**
 * How an action by `uid` on the article counts for the owner's expertise: the article's tags when
 * `uid` owns it (and it still exists), else none. Its points go on the article too (ownerPoints),
 * so tagging it later carries them into the tag's area.
 */
function ownerShare(article: StoredArticle | undefined, uid: string) {
  const owns = article !== undefined && article.userId === uid;
  return {
    owns,
    expertiseTagIds: owns ? (article.tagIds ?? []) : [],
    /** The article's ownerPoints change for `points` earned (or taken back) by `uid`. */
    ownerPoints: (points: number) => (owns ? points : 0),
  };
}

/** Someone to tell by e-mail digest about a new highlight or comment. */
interface Notify {
  recipientId: string;
  event: Omit<DigestEvent, "eventId" | "path">;
  /** The app's route to the event, given the new highlight's or comment's id. */
  path: (eventId: string) => string;
}

/** Records `notify`'s event, the new document `eventId`, in its recipient's digest of `kind`. */
function tell(tx: Transaction, notify: Notify | undefined, kind: DigestKind, eventId: string, at: Date) {
  if (!notify) return;
  addToDigest(tx, notify.recipientId, kind, { ...notify.event, eventId, path: notify.path(eventId) }, at);
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
  await db().runTransaction(async (tx) => {
    const [current, ledger] = await Promise.all([articleInTransaction(tx, article.id), Ledger.open(tx, uid)]);
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
    changeArticleCounts(tx, article.id, {
      highlights: 1,
      ...(current?.firstHighlightText ? {} : { firstHighlightText: body.text }),
      ownerPoints: share.ownerPoints(points),
    });
  }, CONTENDED);
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
 * Deletes `comments` (read in `tx`, all under one article) and takes back the points of those
 * `uid` wrote: deleting their own highlight undoes their own comments on it. Other people's
 * comments removed with it keep their points: their authors did not undo anything, and a
 * highlight's author cannot take away what others earned. Returns the comment points taken back
 * from the article's owner's share (negative or 0).
 */
function deleteComments(
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

/**
 * Deletes a highlight, its comments, their share of the article's counters and the points of
 * the highlight and of its author's own comments on it. Long threads go in several transactions
 * (each consistent on its own), the highlight with the last.
 */
async function removeHighlight(highlight: Stored<HighlightDoc>): Promise<void> {
  const thread = repo.threadOf(highlight.id);
  const uid = highlight.userId;
  for (let done = false; !done;) {
    done = await db().runTransaction(async (tx) => {
      const [snap, current, article, ledger] = await Promise.all([
        tx.get(thread.limit(COMMENTS_PER_TRANSACTION + 1)),
        tx.get(repo.highlightRef(highlight.id)),
        articleInTransaction(tx, highlight.articleId),
        Ledger.open(tx, uid),
      ]);
      // Deleted meanwhile (a second click): its points were taken back once already.
      if (!current.exists) return true;
      const last = snap.size <= COMMENTS_PER_TRANSACTION;
      const next = last ? await tx.get(repo.firstHighlights(highlight.articleId)) : undefined;
      const comments = snap.docs.slice(0, COMMENTS_PER_TRANSACTION);
      const share = ownerShare(article, uid);
      let ownerPoints = deleteComments(tx, ledger, uid, comments, article);
      let lastChanges = {};
      if (last) {
        tx.delete(repo.highlightRef(highlight.id));
        const remaining = next!.docs.find((doc) => doc.id !== highlight.id);
        lastChanges = { highlights: -1, firstHighlightText: remaining ? remaining.get("text") : null };
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
      if (article) {
        changeArticleCounts(tx, highlight.articleId, {
          comments: -comments.length,
          ...lastChanges,
          ownerPoints: share.ownerPoints(ownerPoints),
        });
      }
      return last;
    }, CONTENDED);
  }
}

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
    highlightId: highlight.id,
    userId: uid,
    text: body.text,
    createdAt: at,
    updatedAt: at,
    points: ACTIONS.comment_created.points,
  };
  const landed = await db().runTransaction(async (tx) => {
    // The highlight must still exist when the comment lands (it may be deleted meanwhile).
    const [stillThere, current, ledger] = await Promise.all([
      tx.get(repo.highlightRef(highlight.id)),
      articleInTransaction(tx, highlight.articleId),
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
  return toComment({ id: ref.id, ...doc }, user);
}

export async function editComment(uid: string, id: string, text: string): Promise<Comment> {
  const comment = await ownComment(uid, id);
  const updatedAt = Timestamp.fromDate(now());
  await repo.updateCommentText(id, text, updatedAt);
  return toComment({ ...comment, text, updatedAt }, await author(uid));
}

/** DELETE /api/comments/{id}: the caller's own. */
export async function deleteComment(uid: string, id: string): Promise<void> {
  await removeComment(await ownComment(uid, id));
}

/** Deletes the comment and takes its points back, once however often it is asked. */
async function removeComment(comment: Stored<CommentDoc>): Promise<void> {
  await db().runTransaction(async (tx) => {
    const [current, article, ledger] = await Promise.all([
      tx.get(repo.commentRef(comment.id)),
      articleInTransaction(tx, comment.articleId),
      Ledger.open(tx, comment.userId),
    ]);
    if (!current.exists) return;
    const ownerPoints = deleteComments(tx, ledger, comment.userId, [current], article);
    if (!article) return;
    changeArticleCounts(tx, comment.articleId, {
      comments: -1,
      ownerPoints: ownerShare(article, comment.userId).ownerPoints(ownerPoints),
    });
  }, CONTENDED);
}

/** An article's highlights and comments with their authors' cards: two bounded queries and one batched read. */
export async function notesOnArticle(
  articleId: string,
): Promise<{ highlights: Highlight[]; comments: Comment[] }> {
  const notes = await repo.notesOnArticle(articleId);
  const authorIds = new Set([...notes.highlights, ...notes.comments].map((note) => note.userId));
  const cards = await cardsById([...authorIds]);
  const userOf = (id: string): ArticleUser => cards.get(id) ?? unknownAuthor(id);
  return {
    highlights: notes.highlights.map((highlight) => toHighlight(highlight, userOf(highlight.userId))),
    comments: notes.comments.map((comment) => toComment(comment, userOf(comment.userId))),
  };
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
  const found = await repo.highlightsOfArticle(articleId, HIGHLIGHTS_PER_EDIT);
  const result: HighlightChange[] = [];
  for (const highlight of found) {
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
    if (Object.keys(changes).length) result.push({ id: highlight.id, changes });
  }
  return result;
}

export { applyHighlightChanges, getHighlight, type HighlightChange } from "./annotations.repository";

/** Documents deleted per transaction when their points are taken back (three ledger writes each). */
const UNDO_BATCH = 100;

/**
 * Deletes every highlight and comment on an article that is being deleted for good, `UNDO_BATCH`
 * per transaction, and takes back from the article's owner the points of those they made;
 * readers' highlights and comments keep their points (they did not undo anything).
 */
export async function deleteNotesOnArticle(articleId: string): Promise<void> {
  await deleteTakingBack(articleId, repo.comments().where("articleId", "==", articleId), "comment_created");
  await deleteTakingBack(
    articleId,
    repo.highlights().where("articleId", "==", articleId),
    "highlight_created",
  );
}

async function deleteTakingBack(
  articleId: string,
  query: Query,
  type: "highlight_created" | "comment_created",
) {
  for (let done = false; !done;) {
    done = await db().runTransaction(async (tx) => {
      const snap = await tx.get(query.limit(UNDO_BATCH));
      const article = await articleInTransaction(tx, articleId);
      const owner = article?.userId;
      const ledger = owner ? await Ledger.open(tx, owner) : undefined;
      for (const doc of snap.docs) {
        tx.delete(doc.ref);
        // Made before points existed: nothing to take back.
        if (!ledger || !owner || doc.get("userId") !== owner || !doc.get("points")) continue;
        ledger.undo(owner, {
          type,
          originalAt: (doc.get("createdAt") as Timestamp).toDate(),
          articleId,
          context: article.title,
          expertiseTagIds: article.tagIds ?? [],
        });
      }
      return snap.size < UNDO_BATCH;
    }, CONTENDED);
  }
}

/** The caller's highlights with a word starting with `token` (the search box). */
export const searchHighlights = (uid: string, token: string) =>
  repo.searchHighlights(uid, token, SEARCH_RESULTS_PER_GROUP);

/** Removes a highlight as its author would (account deletion: their highlights on others' articles). */
export const removeHighlightAsAuthor = removeHighlight;
/** Removes a comment as its author would (account deletion). */
export const removeCommentAsAuthor = removeComment;

export { highlightsOnArticles, highlightsOnOwnArticles } from "./annotations.repository";
