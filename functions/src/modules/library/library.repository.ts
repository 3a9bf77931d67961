// Firestore shapes and queries of the library: the articles and who may read them.
//   articles/{id}               metadata, preview, counts: everything a list shows (light)
//   articles/{id}/chunks/{n}    the body in pieces of at most 250,000 characters (under the 1 MiB
//                               document limit at any UTF-8 width), read only by the article page
//   articles/{id}/readers/{uid} a reader other than the owner (a spurq's recipient), with their
//                               own lastViewed
//   articles/{id}/searchTerms/{n} the words of chunk n that no earlier chunk has, as search
//                               tokens (search-terms.ts), for the search box; never sent to a
//                               browser
//   articles/{id}/counterShards/{n} counter changes not yet folded onto the article
//                               (counter-shards.repository.ts)
// The library module owns these documents; other modules read and change them only through
// library.service.ts, and pass their transaction when a change must land with theirs.
import {
  FieldPath,
  FieldValue,
  type Timestamp,
  type DocumentData,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { ActionType, ContentType } from "../../shared";
import { db } from "../../lib/firebase";
import { decodeCursor, encodeCursor } from "../../lib/paging";
import { buildQuery, type QuerySpec } from "../../lib/query";
import { textMatches } from "../../lib/search-text";
import { SEARCH_TERMS, bodySearchTerms, termsEntries } from "./search-terms";
import { commitWithinBudget, type WeightedWrite } from "../../lib/commit-budget";

export const ARTICLES = "articles";
const CHUNKS = "chunks";
export const READERS = "readers";
/** The article's counter shards (counter-shards.repository.ts), which go with it. */
export const COUNTER_SHARDS = "counterShards";
/** Shards per article: about ten writes a second sustained, a club's storm spread over them. */
export const SHARD_COUNT = 10;
const CHUNK_CHARACTERS = 250_000;
/** Documents one list request may read at most, filters in memory included. */
const SCAN_MAX = 100;
const BATCH_MAX = 400;

export interface ArticleDoc {
  userId: string;
  title: string;
  titleTokens: string[];
  url: string | null;
  /**
   * The source's canonical address (shared/canonical-url.ts), so that a page saved again is found
   * by one indexed query; null without an address, absent on articles saved before it was kept.
   */
  canonicalUrl?: string | null;
  author: string | null;
  siteName: string | null;
  folderId: string | null;
  tagIds: string[];
  preview: string;
  contentType: ContentType;
  contentLength: number;
  chunkCount: number;
  importedFrom: "manual" | "url" | "pdf" | "library";
  firstHighlightText: string | null;
  highlightCount: number;
  commentCount: number;
  lastViewed: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  deletedAt: Timestamp | null;
  inTrash: boolean;
  /** The action that saved it and earned its owner points (taken back by a permanent deletion). */
  createdAction?: ArticleAction;
  /**
   * Points its owner earned on it (saving it, their highlights and comments on it): tagging it
   * moves them into the tag's expertise area, untagging out.
   */
  ownerPoints?: number;
}

/** The actions that save an article. */
export type ArticleAction = Extract<ActionType, "article_created" | "article_imported" | "article_completed">;

export interface StoredArticle extends ArticleDoc {
  id: string;
}

/** Someone other than the owner who may read the article: made a reader by a spurq about it. */
export interface ReaderDoc {
  uid: string;
  addedAt: Timestamp;
  lastViewed: Timestamp | null;
  viaSpurqId: string;
}

export type NewArticle = Omit<
  ArticleDoc,
  | "chunkCount"
  | "contentLength"
  | "highlightCount"
  | "commentCount"
  | "firstHighlightText"
  | "lastViewed"
  | "createdAt"
  | "updatedAt"
  | "deletedAt"
  | "inTrash"
  | "createdAction"
  | "ownerPoints"
>;

const articles = () => db().collection(ARTICLES);
const articleRef = (id: string) => articles().doc(id) as DocumentReference<ArticleDoc>;
export const readerRef = (id: string, uid: string) =>
  articleRef(id).collection(READERS).doc(uid) as DocumentReference<ReaderDoc>;
const chunkRef = (id: string, index: number) => articleRef(id).collection(CHUNKS).doc(String(index));

function splitContent(content: string): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < content.length; start += CHUNK_CHARACTERS) {
    chunks.push(content.slice(start, start + CHUNK_CHARACTERS));
  }
  return chunks.length ? chunks : [""];
}

/** What writing chunks needs of a batch or a transaction. */
interface ChunkWriter {
  set(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

export const searchTermsRef = (id: string, index: number) =>
  articleRef(id).collection(SEARCH_TERMS).doc(String(index));

/** The body is whose, and of which kind: what its search terms need beside the text. */
type BodyOf = Pick<ArticleDoc, "userId" | "contentType">;

/**
 * The search terms of a body just written, to land after the commit that wrote its chunks
 * (search-terms.ts says why they cannot share it).
 */
export type LandSearchTerms = () => Promise<void>;

/**
 * Writes the body's chunks in `batch` and removes chunks it no longer has; returns their count
 * and what lands their search terms afterwards.
 */
function writeChunks(
  batch: ChunkWriter,
  id: string,
  of: BodyOf,
  content: string,
  previousCount: number,
): { chunkCount: number; landTerms: LandSearchTerms } {
  const chunks = splitContent(content);
  chunks.forEach((text, index) => batch.set(chunkRef(id, index), { index, text }));
  for (let index = chunks.length; index < previousCount; index++) batch.delete(chunkRef(id, index));
  const landTerms = async () => {
    const writes: WeightedWrite[] = bodySearchTerms(id, of.userId, chunks, of.contentType).map(
      (terms, index) => ({
        entries: termsEntries(terms.termCount),
        write: (b) => b.set(searchTermsRef(id, index), terms),
      }),
    );
    for (let index = chunks.length; index < previousCount; index++) {
      writes.push({ entries: termsEntries(undefined), write: (b) => b.delete(searchTermsRef(id, index)) });
    }
    await commitWithinBudget(writes);
  };
  return { chunkCount: chunks.length, landTerms };
}

const toStored = (
  snap: QueryDocumentSnapshot<DocumentData> | { id: string; data(): unknown },
): StoredArticle => ({
  id: snap.id,
  ...(snap.data() as ArticleDoc),
});

/** Writes a new article and its body in `tx`; returns what lands its search terms after `tx`. */
export function createArticleIn(
  tx: Transaction,
  ref: DocumentReference<ArticleDoc>,
  doc: Omit<ArticleDoc, "chunkCount" | "contentLength">,
  content: string,
): LandSearchTerms {
  const { chunkCount, landTerms } = writeChunks(tx, ref.id, doc, content, 0);
  tx.create(ref, { ...doc, chunkCount, contentLength: content.length });
  return landTerms;
}

export const newArticleRef = () => articles().doc() as DocumentReference<ArticleDoc>;
export const articleRefOf = (id: string) => articleRef(id);

export async function getArticle(id: string): Promise<StoredArticle | undefined> {
  const snap = await articleRef(id).get();
  return snap.exists ? toStored(snap) : undefined;
}

export async function getReader(id: string, uid: string): Promise<ReaderDoc | undefined> {
  return (await readerRef(id, uid).get()).data();
}

/** Several articles by id (undefined where none), in one batched read. */
export async function getArticles(ids: string[]): Promise<Array<StoredArticle | undefined>> {
  if (!ids.length) return [];
  const snaps = await db().getAll(...ids.map(articleRef));
  return snaps.map((snap) => (snap.exists ? toStored(snap) : undefined));
}

/** `uid`'s reader documents of several articles (undefined where none), in one batched read. */
export async function getReaders(ids: string[], uid: string): Promise<Array<ReaderDoc | undefined>> {
  if (!ids.length) return [];
  const snaps = await db().getAll(...ids.map((id) => readerRef(id, uid)));
  return snaps.map((snap) => snap.data() as ReaderDoc | undefined);
}

/** Several articles, each with `uid`'s reader document (absent for their own), in two batched reads. */
export async function getArticlesForReader(
  ids: string[],
  uid: string,
): Promise<Array<{ article: StoredArticle | undefined; reader: ReaderDoc | undefined }>> {
  if (!ids.length) return [];
  const [articles, readers] = await Promise.all([
    db().getAll(...ids.map(articleRef)),
    db().getAll(...ids.map((id) => readerRef(id, uid))),
  ]);
  return articles.map((snap, index) => ({
    article: snap.exists ? toStored(snap) : undefined,
    reader: readers[index]!.data() as ReaderDoc | undefined,
  }));
}

/**
 * The body, from its chunks (one read per 250,000 characters), read by id: the article knows how
 * many it has, so nothing else under it (a stray or leftover document) is ever read.
 */
export async function getArticleContent(article: Pick<StoredArticle, "id" | "chunkCount">): Promise<string> {
  if (!article.chunkCount) return "";
  const refs = Array.from({ length: article.chunkCount }, (_, index) => chunkRef(article.id, index));
  const chunks = await db().getAll(...refs);
  return chunks.map((chunk) => String(chunk.get("text") ?? "")).join("");
}

/** The text of the chunks named, in order (one batched read). */
export async function getChunks(chunks: Array<{ articleId: string; chunk: number }>): Promise<string[]> {
  const snaps = await db().getAll(...chunks.map((entry) => chunkRef(entry.articleId, entry.chunk)));
  return snaps.map((snap) => String(snap.get("text") ?? ""));
}

/**
 * Changes metadata, and the body when `content` is given, in `batch`, which may carry related
 * writes (highlights moved by an edit) so that all land together; returns what lands a new
 * body's search terms after the batch.
 */
export function updateArticleInBatch(
  batch: WriteBatch,
  article: Pick<StoredArticle, "id" | "chunkCount" | "userId" | "contentType">,
  changes: Partial<ArticleDoc>,
  content?: string,
): LandSearchTerms {
  const update: Record<string, unknown> = { ...changes, updatedAt: FieldValue.serverTimestamp() };
  let landTerms: LandSearchTerms = async () => {};
  if (content !== undefined) {
    const of = { userId: article.userId, contentType: changes.contentType ?? article.contentType };
    const written = writeChunks(batch, article.id, of, content, article.chunkCount);
    update.chunkCount = written.chunkCount;
    update.contentLength = content.length;
    landTerms = written.landTerms;
  }
  batch.update(articleRef(article.id), update);
  return landTerms;
}

/** A reader's views of an article are recorded at most this often (a write per page load costs a write and makes the article's document hot). */
const VIEW_WRITE_INTERVAL_MS = 60_000;

/**
 * Records that `readerUid` opened the article at `now`, unless their last recorded view is less
 * than a minute old; returns the reader's lastViewed after the call. The owner's lastViewed lives
 * on the article (the home grid sorts by it); another reader's on their reader document, so each
 * reader keeps their own 'New' badge.
 */
export async function recordView(
  article: StoredArticle,
  readerUid: string,
  reader: ReaderDoc | null,
  now: Timestamp,
): Promise<Timestamp | null> {
  const isOwner = readerUid === article.userId;
  if (!isOwner && !reader) return null;
  const last = lastViewedBy(article, readerUid, reader);
  if (last && now.toMillis() - last.toMillis() < VIEW_WRITE_INTERVAL_MS) return last;
  await (isOwner ? articleRef(article.id) : readerRef(article.id, readerUid)).update({ lastViewed: now });
  return now;
}

/** The reader's last recorded view, without recording one: the owner's on the article, a reader's on their reader document. */
export function lastViewedBy(
  article: StoredArticle,
  readerUid: string,
  reader: ReaderDoc | null,
): Timestamp | null {
  if (readerUid === article.userId) return article.lastViewed;
  return reader?.lastViewed ?? null;
}

/** The article as read in `tx`, or undefined. */
export async function readArticle(tx: Transaction, id: string): Promise<StoredArticle | undefined> {
  const snap = await tx.get(articleRef(id));
  return snap.exists ? toStored(snap) : undefined;
}

/** The reader document of `uid` as read in `tx`. */
export async function readReader(tx: Transaction, id: string, uid: string): Promise<ReaderDoc | undefined> {
  return (await tx.get(readerRef(id, uid))).data();
}

export function createReader(tx: Transaction, articleId: string, reader: ReaderDoc): void {
  tx.create(readerRef(articleId, reader.uid), reader);
}

/** Changes the article's fields in `tx` (counters as FieldValue.increment), stamping updatedAt unless told not to. */
export function updateArticleIn(tx: Transaction, id: string, changes: Record<string, unknown>): void {
  tx.update(articleRef(id), changes);
}

export function deleteArticleIn(tx: Transaction, id: string): void {
  tx.delete(articleRef(id));
}

// ---- Lists ----

function passesInMemory(article: StoredArticle, spec: QuerySpec): boolean {
  const { tagId, titleQuery } = spec.inMemory;
  if (tagId && !article.tagIds.includes(tagId)) return false;
  if (titleQuery && !textMatches(article.title, titleQuery)) return false;
  return true;
}

/**
 * One page of a list. Reads at most `limit + 1` documents, or, when filters run in memory, at
 * most SCAN_MAX; the cursor resumes after the last document read.
 */
export async function listArticles(
  spec: QuerySpec,
  limit: number,
  cursor?: string,
): Promise<{ items: StoredArticle[]; nextCursor: string | null }> {
  const filtersInMemory = Boolean(spec.inMemory.tagId || spec.inMemory.titleQuery);
  let query = buildQuery(spec, articles());
  if (cursor) {
    const { value, id } = decodeCursor(cursor, "cursor");
    query = query.startAfter(value, id);
  }
  const readLimit = filtersInMemory ? SCAN_MAX : limit + 1;
  const snap = await query.limit(readLimit).get();
  const items: StoredArticle[] = [];
  let lastRead: StoredArticle | undefined;
  for (const doc of snap.docs) {
    if (items.length === limit) break;
    lastRead = toStored(doc);
    if (passesInMemory(lastRead, spec)) items.push(lastRead);
  }
  // More may follow when the page filled before the documents read ran out, or when as many
  // documents were read as allowed.
  const stoppedEarly = lastRead !== undefined && lastRead.id !== snap.docs.at(-1)?.id;
  const more = stoppedEarly || snap.size === readLimit;
  const orderValue = lastRead ? (lastRead as unknown as Record<string, unknown>)[spec.orderBy[0]] : undefined;
  const nextCursor = more && lastRead ? encodeCursor(orderValue, lastRead.id) : null;
  return { items, nextCursor };
}

// ---- Bulk changes ----

/** Applies `change` to every article `query` finds, in batches, until none is left. */
async function forEachInBatches(query: Query, change: (batch: WriteBatch, ref: DocumentReference) => void) {
  for (;;) {
    const snap = await query.limit(BATCH_MAX).get();
    if (snap.empty) return;
    const batch = db().batch();
    for (const doc of snap.docs) change(batch, doc.ref);
    await batch.commit();
    if (snap.size < BATCH_MAX) return;
  }
}

/** A deleted folder's articles move to no folder. */
export function clearFolder(uid: string, folderId: string): Promise<void> {
  return forEachInBatches(
    articles().where("userId", "==", uid).where("folderId", "==", folderId),
    (batch, ref) => batch.update(ref, { folderId: null }),
  );
}

/** A deleted tag is removed from every article. */
export function removeTagEverywhere(uid: string, tagId: string): Promise<void> {
  return forEachInBatches(
    articles().where("userId", "==", uid).where("tagIds", "array-contains", tagId),
    (batch, ref) => batch.update(ref, { tagIds: FieldValue.arrayRemove(tagId) }),
  );
}

/**
 * Deletes the search terms of the articles, in commits sized by their index entries (a terms
 * document may hold most of what one commit may change). Reads each document's term count only.
 */
export async function deleteSearchTermsOf(ids: string[]): Promise<number> {
  const found = await Promise.all(
    ids.map((id) => articleRef(id).collection(SEARCH_TERMS).select("termCount").limit(BATCH_MAX).get()),
  );
  const writes: WeightedWrite[] = found.flatMap((snap) =>
    snap.docs.map((doc) => ({
      entries: termsEntries(doc.get("termCount") as number | undefined),
      write: (batch: WriteBatch) => batch.delete(doc.ref),
    })),
  );
  await commitWithinBudget(writes);
  return writes.length;
}

/** Deletes the article's body and readers, in batches (the article itself goes last, in a transaction). */
export async function deleteBodyAndReaders(id: string): Promise<void> {
  await forEachInBatches(articleRef(id).collection(CHUNKS), (batch, ref) => batch.delete(ref));
  await deleteSearchTermsOf([id]);
  await forEachInBatches(articleRef(id).collection(READERS), (batch, ref) => batch.delete(ref));
}

/** The search box's articles: at most `limit` found by `spec` (a title-token query). */
export async function searchArticles(spec: QuerySpec, limit: number): Promise<StoredArticle[]> {
  const snap = await buildQuery(spec, articles()).limit(limit).get();
  return snap.docs.map(toStored);
}

/** The newest article matching `spec` (at most one document read), or undefined. */
export async function firstArticle(spec: QuerySpec): Promise<StoredArticle | undefined> {
  const snap = await buildQuery(spec, articles()).limit(1).get();
  return snap.docs[0] ? toStored(snap.docs[0]) : undefined;
}

/** A user's own article with its body and reader documents, for account deletion. */
export interface ArticleParts {
  id: string;
  ref: DocumentReference;
  /** Its body chunks (by id, as the article counts them), its readers and its counter shards. */
  parts: DocumentReference[];
  /** False when it has more readers than one step reads. */
  complete: boolean;
}

/** Up to `max` of the user's own articles, each with its parts (reading ids and counts only). */
export async function ownArticlesWithParts(uid: string, max: number): Promise<ArticleParts[]> {
  const snap = await articles().where("userId", "==", uid).select("chunkCount").limit(max).get();
  return Promise.all(
    snap.docs.map(async (article) => {
      const chunks = Number(article.get("chunkCount") ?? 0);
      const parts: DocumentReference[] = [];
      // Its search terms go first, in commits of their own (deleteSearchTermsOf).
      for (let index = 0; index < chunks; index++) parts.push(chunkRef(article.id, index));
      const [readers, shards] = await Promise.all([
        article.ref.collection(READERS).select().limit(BATCH_MAX).get(),
        article.ref.collection(COUNTER_SHARDS).select().limit(SHARD_COUNT).get(),
      ]);
      parts.push(...readers.docs.map((doc) => doc.ref), ...shards.docs.map((doc) => doc.ref));
      return { id: article.id, ref: article.ref, parts, complete: readers.size < BATCH_MAX };
    }),
  );
}

/** An article and, when `readerUid` is given, that reader's document of it: one batched read. */
export async function getArticleAndReader(
  id: string,
  readerUid: string | null,
): Promise<{ article: StoredArticle | undefined; reader: ReaderDoc | undefined }> {
  const refs: DocumentReference[] = [articleRef(id), ...(readerUid ? [readerRef(id, readerUid)] : [])];
  const [article, reader] = await db().getAll(...refs);
  return {
    article: article?.exists ? toStored(article) : undefined,
    reader: reader?.data() as ReaderDoc | undefined,
  };
}

/** An article's readers other than its owner, at most `max`, oldest first. */
export async function listReaders(id: string, max: number): Promise<ReaderDoc[]> {
  const snap = await articleRef(id).collection(READERS).orderBy("addedAt").limit(max).get();
  return snap.docs.map((doc) => doc.data() as ReaderDoc);
}

/** Reader ids read per page when each must be told of a change (ids only, one batch of writes). */
export const READER_IDS_PAGE = 400;

/** A page of the article's reader ids after `after`, by id (reading no fields). */
export async function readerIdsPage(id: string, after: string | undefined, max: number): Promise<string[]> {
  let query = articleRef(id).collection(READERS).orderBy(FieldPath.documentId()).select().limit(max);
  if (after) query = query.startAfter(after);
  return (await query.get()).docs.map((doc) => doc.id);
}

/** Takes a reader off the article in `batch`. */
export function deleteReaderIn(batch: WriteBatch, id: string, uid: string): void {
  batch.delete(readerRef(id, uid));
}

/** How many articles the user owns: one aggregation (a read per 1,000 of them), no documents. */
export async function countOwnArticles(uid: string): Promise<number> {
  return (await articles().where("userId", "==", uid).count().get()).data().count;
}

/** The articles most recently shared with `uid` (their reader documents, newest first; ids only). */
export async function newestGrants(uid: string, max: number): Promise<string[]> {
  const snap = await db()
    .collectionGroup(READERS)
    .where("uid", "==", uid)
    .orderBy("addedAt", "desc")
    .select()
    .limit(max)
    .get();
  return snap.docs.map((doc) => doc.ref.parent.parent!.id);
}
