// The library's use: creating articles and the changes to them that other use cases make, in
// their transactions. Who may see or change an article is decided in access.ts.
import { FieldValue, Timestamp, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { db, runTransaction } from "../../lib/firebase";
import { now } from "../../lib/clock";
import { SEARCH_RESULTS_PER_GROUP } from "../../shared";
import { noteArticleChange } from "../page-index-changes";
import { Ledger } from "../progress";
import { articleSearchSpec, sameSourceSpec } from "./library.queries";
import * as repo from "./library.repository";
import { deleteShardsInTransaction, pendingOwnerPointsInTransaction } from "./article-counts";
import type { ArticleAction, ArticleDoc, NewArticle, ReaderDoc, StoredArticle } from "./library.repository";

export {
  clearFolder,
  getArticleAndReader,
  getArticleContent,
  getArticles,
  getArticlesForReader,
  lastViewedBy,
  listArticles,
  recordView,
  removeTagEverywhere,
} from "./library.repository";

/** Transactions that contend on one user's totals (progress/{uid}) wait their turn. */
const CONTENDED = { maxAttempts: 20 };

/** The article as read in `tx` (a use case that changes it with something else), or undefined. */
export const articleInTransaction = (tx: Transaction, id: string) => repo.readArticle(tx, id);

/**
 * Creates the article and its body, and records the action that saved it in its owner's points
 * (the activity ledger), in one transaction; returns the new id.
 */
export async function createArticle(
  article: NewArticle,
  content: string,
  action: ArticleAction,
): Promise<string> {
  const ref = repo.newArticleRef();
  const at = now();
  let landTerms: repo.LandSearchTerms = async () => {};
  await runTransaction(async (tx) => {
    const ledger = await Ledger.open(tx, article.userId);
    const stamp = Timestamp.fromDate(at);
    // A new article has no tags yet: its points reach an expertise area when it is tagged.
    const points = ledger.record(article.userId, {
      type: action,
      at,
      articleId: ref.id,
      context: article.title,
    });
    landTerms = repo.createArticleIn(
      tx,
      ref,
      {
        ...article,
        highlightCount: 0,
        commentCount: 0,
        firstHighlightText: null,
        lastViewed: null,
        createdAt: stamp,
        updatedAt: stamp,
        deletedAt: null,
        inTrash: false,
        createdAction: action,
        ownerPoints: points,
      },
      content,
    );
    // The extension's page index learns of the new address at its next check.
    noteArticleChange(tx, [article.userId], ref.id);
  }, CONTENDED);
  await landTerms();
  return ref.id;
}

/** Changes an article's metadata, and its body when `content` is given, in one batch. */
export async function updateArticle(
  article: StoredArticle,
  changes: Partial<ArticleDoc>,
  content?: string,
  alsoWrite?: (batch: WriteBatch) => void,
): Promise<void> {
  const batch = db().batch();
  alsoWrite?.(batch);
  const landTerms = repo.updateArticleInBatch(batch, article, changes, content);
  const indexed = changesPageIndex(changes);
  if (indexed) noteArticleChange(batch, [article.userId], article.id);
  await batch.commit();
  // Readers' page indexes after the change, in batches of their own: an edit's batch may be full
  // with the body and moved highlights. A note only says "look again", so noting after the commit
  // shows them the new state.
  if (indexed) await noteChangeForReaders(article.id);
  await landTerms();
}

/** Whether a change moves the article in or out of page indexes: its address, or the trash. */
const changesPageIndex = (changes: Partial<ArticleDoc>) =>
  "inTrash" in changes || "url" in changes || "canonicalUrl" in changes;

/** Notes a change of the article in every reader's page index, a page of readers per batch. */
async function noteChangeForReaders(articleId: string): Promise<void> {
  for (let after: string | undefined, done = false; !done;) {
    const page = await repo.readerIdsPage(articleId, after, repo.READER_IDS_PAGE);
    if (page.length) {
      const batch = db().batch();
      for (const uid of page) noteArticleChange(batch, [uid], articleId);
      await batch.commit();
    }
    after = page.at(-1);
    done = page.length < repo.READER_IDS_PAGE;
  }
}

/** `uid`'s reader document of the article as read in `tx` (none for its owner). */
export const readerInTransaction = (tx: Transaction, articleId: string, uid: string) =>
  repo.readReader(tx, articleId, uid);

/** Makes `reader.uid` a reader of the article in `tx` (a spurq's recipient, by that spurq). */
export function admitReader(tx: Transaction, articleId: string, reader: ReaderDoc): void {
  repo.createReader(tx, articleId, reader);
  noteArticleChange(tx, [reader.uid], articleId);
}

/**
 * Adds `tagId` to the article in a transaction, so that `check` (which throws to refuse) sees the
 * tags as they are at the write: concurrent additions cannot pass a count check together. The
 * points its owner earned on it join the tag's expertise area in the same transaction.
 * Returns the article as written, or undefined if it is gone.
 */
export function addTag(
  id: string,
  tagId: string,
  check: (article: StoredArticle) => void,
): Promise<StoredArticle | undefined> {
  return runTransaction(async (tx) => {
    const article = await repo.readArticle(tx, id);
    if (!article) return undefined;
    if (article.tagIds.includes(tagId)) return article;
    check(article);
    await moveOwnerPoints(tx, article, tagId, 1);
    repo.updateArticleIn(tx, id, {
      tagIds: FieldValue.arrayUnion(tagId),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { ...article, tagIds: [...article.tagIds, tagId], updatedAt: Timestamp.fromDate(now()) };
  }, CONTENDED);
}

/** Removes `tagId` from the article, and its owner's points on it from the tag's expertise area. */
export async function removeTag(id: string, tagId: string): Promise<void> {
  await runTransaction(async (tx) => {
    const article = await repo.readArticle(tx, id);
    if (!article || !article.tagIds.includes(tagId)) return;
    await moveOwnerPoints(tx, article, tagId, -1);
    repo.updateArticleIn(tx, id, {
      tagIds: FieldValue.arrayRemove(tagId),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }, CONTENDED);
}

/** Moves the owner's points on `article` into (1) or out of (-1) the expertise area of `tagId`. */
async function moveOwnerPoints(tx: Transaction, article: StoredArticle, tagId: string, direction: 1 | -1) {
  // The owner's points still on the counter shards count too: the area must hold them all.
  const [pending, ledger] = await Promise.all([
    pendingOwnerPointsInTransaction(tx, article.id),
    Ledger.open(tx, article.userId),
  ]);
  const points = (article.ownerPoints ?? 0) + pending;
  if (!points) return;
  ledger.moveExpertise(article.userId, [tagId], direction * points);
}

/**
 * Deletes the article for good in its own transaction, with the points of saving it taken back
 * from its owner: the last step of a permanent deletion, once its body, readers and notes are gone.
 */
export async function deleteArticleRecord(id: string): Promise<void> {
  await runTransaction(async (tx) => {
    const article = await repo.readArticle(tx, id);
    if (!article) return;
    const action = article.createdAction;
    const ledger = await Ledger.open(tx, article.userId);
    // Its counter shards go with it; nothing writes them once its notes are gone.
    await deleteShardsInTransaction(tx, id);
    repo.deleteArticleIn(tx, id);
    // Its readers lost it when it went to the trash, where a deletion starts.
    noteArticleChange(tx, [article.userId], id);
    // Saved before points existed: it earned none.
    if (!action) return;
    ledger.undo(article.userId, {
      type: action,
      originalAt: article.createdAt.toDate(),
      articleId: id,
      context: article.title,
      expertiseTagIds: article.tagIds ?? [],
    });
  }, CONTENDED);
}

export { deleteBodyAndReaders } from "./library.repository";

/** The caller's articles (not in the trash) with a title word starting with `token`. */
export const searchArticles = (uid: string, token: string) =>
  repo.searchArticles(articleSearchSpec(uid, token), SEARCH_RESULTS_PER_GROUP);

/**
 * The caller's own article (not in the trash) saved from the page whose canonical address is
 * `canonicalUrl`, or undefined: one indexed query, at most one document read.
 */
export const ownArticleFromSource = (uid: string, canonicalUrl: string) =>
  repo.firstArticle(sameSourceSpec(uid, canonicalUrl));
