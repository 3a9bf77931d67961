// Firestore access for articles. Layout:
//   articles/{id}               metadata, preview, counts: everything a list shows (light)
//   articles/{id}/chunks/{n}    the body in pieces of at most 250,000 characters (under the 1 MiB
//                               document limit at any UTF-8 width), read only by the article page
//   articles/{id}/readers/{uid} a reader other than the owner (a spurq's recipient), with their
//                               own lastViewed
//   highlights/{id}, comments/{id}   with articleId, read for the article page
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { ActionType, ContentType } from "../../shared";
import { db } from "../../lib/firebase";
import { now } from "../../lib/clock";
import { badRequest } from "../../lib/errors";
import { Ledger } from "../progress/ledger";
import type { QuerySpec } from "./articles.queries";
import { titleMatches } from "./article-text";

export const ARTICLES = "articles";
const CHUNKS = "chunks";
export const HIGHLIGHTS = "highlights";
export const COMMENTS = "comments";
export const READERS = "readers";
const CHUNK_CHARACTERS = 250_000;
/** Documents one list request may read at most, filters in memory included. */
const SCAN_MAX = 100;
const BATCH_MAX = 400;

export interface ArticleDoc {
  userId: string;
  title: string;
  titleTokens: string[];
  url: string | null;
  author: string | null;
  siteName: string | null;
  folderId: string | null;
  tagIds: string[];
  preview: string;
  contentType: ContentType;
  contentLength: number;
  chunkCount: number;
  importedFrom: "manual" | "url" | "pdf";
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
   * moves them into the tag's expertise area, untagging out (issue 11, expertise).
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

function writeChunks(batch: ChunkWriter, id: string, content: string, previousCount: number): number {
  const chunks = splitContent(content);
  chunks.forEach((text, index) => batch.set(chunkRef(id, index), { index, text }));
  for (let index = chunks.length; index < previousCount; index++) batch.delete(chunkRef(id, index));
  return chunks.length;
}

const toStored = (
  snap: QueryDocumentSnapshot<DocumentData> | { id: string; data(): unknown },
): StoredArticle => ({
  id: snap.id,
  ...(snap.data() as ArticleDoc),
});

/**
 * Creates the article and its body, and records the action that saved it in its owner's points
 * (the activity ledger), in one transaction; returns the new id.
 */
export async function createArticle(
  article: NewArticle,
  content: string,
  action: ArticleAction,
): Promise<string> {
  const ref = articles().doc();
  const at = now();
  await db().runTransaction(
    async (tx) => {
      const ledger = await Ledger.open(tx, article.userId);
      const stamp = Timestamp.fromDate(at);
      const chunkCount = writeChunks(tx, ref.id, content, 0);
      // A new article has no tags yet: its points reach an expertise area when it is tagged.
      const points = ledger.record(article.userId, {
        type: action,
        at,
        articleId: ref.id,
        context: article.title,
      });
      const doc: ArticleDoc = {
        ...article,
        chunkCount,
        contentLength: content.length,
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
      };
      tx.create(ref, doc);
    },
    { maxAttempts: 20 },
  );
  return ref.id;
}

export async function getArticle(id: string): Promise<StoredArticle | undefined> {
  const snap = await articleRef(id).get();
  return snap.exists ? toStored(snap) : undefined;
}

export async function getReader(id: string, uid: string): Promise<ReaderDoc | undefined> {
  return (await readerRef(id, uid).get()).data();
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

/**
 * Changes metadata, and the body when `content` is given, in one batch; `alsoWrite` adds related
 * writes (highlights moved by an edit) to the same batch.
 */
export async function updateArticle(
  article: StoredArticle,
  changes: Partial<ArticleDoc>,
  content?: string,
  alsoWrite?: (batch: WriteBatch) => void,
): Promise<void> {
  const batch = db().batch();
  alsoWrite?.(batch);
  const update: Record<string, unknown> = { ...changes, updatedAt: FieldValue.serverTimestamp() };
  if (content !== undefined) {
    update.chunkCount = writeChunks(batch, article.id, content, article.chunkCount);
    update.contentLength = content.length;
  }
  batch.update(articleRef(article.id), update);
  await batch.commit();
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
  now = Timestamp.now(),
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

/**
 * Adds `tagId` to the article in a transaction, so that `check` (which throws to refuse) sees the
 * tags as they are at the write: concurrent additions cannot pass a count check together. The
 * points its owner earned on it join the tag's expertise area in the same transaction.
 * Returns the article as written, or undefined if it is gone.
 */
export async function addTag(
  id: string,
  tagId: string,
  check: (article: StoredArticle) => void,
): Promise<StoredArticle | undefined> {
  return db().runTransaction(
    async (tx) => {
      const snap = await tx.get(articleRef(id));
      if (!snap.exists) return undefined;
      const article = toStored(snap);
      if (article.tagIds.includes(tagId)) return article;
      check(article);
      await moveOwnerPoints(tx, article, tagId, 1);
      tx.update(articleRef(id), {
        tagIds: FieldValue.arrayUnion(tagId),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { ...article, tagIds: [...article.tagIds, tagId], updatedAt: Timestamp.now() };
    },
    // Concurrent additions to one article contend on it; let each wait its turn.
    { maxAttempts: 20 },
  );
}

/** Removes `tagId` from the article, and its owner's points on it from the tag's expertise area. */
export async function removeTag(id: string, tagId: string): Promise<void> {
  await db().runTransaction(
    async (tx) => {
      const snap = await tx.get(articleRef(id));
      if (!snap.exists) return;
      const article = toStored(snap);
      if (!article.tagIds.includes(tagId)) return;
      await moveOwnerPoints(tx, article, tagId, -1);
      tx.update(articleRef(id), {
        tagIds: FieldValue.arrayRemove(tagId),
        updatedAt: FieldValue.serverTimestamp(),
      });
    },
    { maxAttempts: 20 },
  );
}

/** Moves the owner's points on `article` into (1) or out of (-1) the expertise area of `tagId`. */
async function moveOwnerPoints(tx: Transaction, article: StoredArticle, tagId: string, direction: 1 | -1) {
  const points = article.ownerPoints ?? 0;
  if (!points) return;
  const ledger = await Ledger.open(tx, article.userId);
  ledger.moveExpertise(article.userId, [tagId], direction * points);
}

// ---- Lists ----

interface Cursor {
  value: number | null;
  id: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(cursor: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Cursor;
    if (typeof parsed.id !== "string" || !(parsed.value === null || typeof parsed.value === "number"))
      throw new Error();
    return parsed;
  } catch {
    throw badRequest("cursor: Invalid cursor.", { field: "cursor" });
  }
}

/** Order values are timestamps or counts; cursors carry them as numbers. */
function cursorValue(value: unknown): number | null {
  if (value instanceof Timestamp) return value.toMillis();
  return typeof value === "number" ? value : null;
}

function restoreValue(field: string, value: number | null): unknown {
  if (value === null) return null;
  return field === "commentCount" ? value : Timestamp.fromMillis(value);
}

/** Turns a spec into a Firestore query on `collection` (articles unless said otherwise). */
export function buildQuery(spec: QuerySpec, collection: Query = articles()): Query {
  let query: Query = collection;
  for (const [field, value] of spec.equals) query = query.where(field, "==", value);
  if (spec.arrayContains) query = query.where(spec.arrayContains[0], "array-contains", spec.arrayContains[1]);
  const [field, direction] = spec.orderBy;
  return query.orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
}

function passesInMemory(article: StoredArticle, spec: QuerySpec): boolean {
  const { tagId, titleQuery } = spec.inMemory;
  if (tagId && !article.tagIds.includes(tagId)) return false;
  if (titleQuery && !titleMatches(article.title, titleQuery)) return false;
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
  let query = buildQuery(spec);
  if (cursor) {
    const { value, id } = decodeCursor(cursor);
    query = query.startAfter(restoreValue(spec.orderBy[0], value), id);
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
  const nextCursor =
    more && lastRead ? encodeCursor({ value: cursorValue(orderValue), id: lastRead.id }) : null;
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

/** A deleted folder's articles move to no folder (spec 2). */
export function clearFolder(uid: string, folderId: string): Promise<void> {
  return forEachInBatches(
    articles().where("userId", "==", uid).where("folderId", "==", folderId),
    (batch, ref) => batch.update(ref, { folderId: null }),
  );
}

/** A deleted tag is removed from every article (spec 2). */
export function removeTagEverywhere(uid: string, tagId: string): Promise<void> {
  return forEachInBatches(
    articles().where("userId", "==", uid).where("tagIds", "array-contains", tagId),
    (batch, ref) => batch.update(ref, { tagIds: FieldValue.arrayRemove(tagId) }),
  );
}

/** Documents deleted per transaction when their points are taken back (three ledger writes each). */
const UNDO_BATCH = 100;

/**
 * Deletes what `query` finds (highlights or comments of one article), `UNDO_BATCH` per
 * transaction, and takes back from the article's owner the points of those they made; readers'
 * highlights and comments keep their points (they did not undo anything).
 */
async function deleteTakingBack(
  id: string,
  query: Query,
  type: Extract<ActionType, "highlight_created" | "comment_created">,
) {
  for (let done = false; !done;) {
    done = await db().runTransaction(
      async (tx) => {
        const snap = await tx.get(query.limit(UNDO_BATCH));
        const article = (await tx.get(articleRef(id))).data();
        const owner = article?.userId;
        const ledger = owner ? await Ledger.open(tx, owner) : undefined;
        for (const doc of snap.docs) {
          tx.delete(doc.ref);
          // Made before points existed: nothing to take back.
          if (!ledger || !owner || doc.get("userId") !== owner || !doc.get("points")) continue;
          ledger.undo(owner, {
            type,
            originalAt: (doc.get("createdAt") as Timestamp).toDate(),
            articleId: id,
            context: article.title,
            expertiseTagIds: article.tagIds ?? [],
          });
        }
        return snap.size < UNDO_BATCH;
      },
      { maxAttempts: 20 },
    );
  }
}

/**
 * Deletes an article for good: its body and readers, then its comments and highlights (their
 * owner's points on them taken back), then the article with the points of saving it.
 */
export async function deleteArticleForever(id: string): Promise<void> {
  await forEachInBatches(articleRef(id).collection(CHUNKS), (batch, ref) => batch.delete(ref));
  await forEachInBatches(articleRef(id).collection(READERS), (batch, ref) => batch.delete(ref));
  await deleteTakingBack(id, db().collection(COMMENTS).where("articleId", "==", id), "comment_created");
  await deleteTakingBack(id, db().collection(HIGHLIGHTS).where("articleId", "==", id), "highlight_created");
  await db().runTransaction(
    async (tx) => {
      const article = (await tx.get(articleRef(id))).data();
      if (!article) return;
      const action = article.createdAction;
      const ledger = await Ledger.open(tx, article.userId);
      tx.delete(articleRef(id));
      // Saved before points existed: it earned none.
      if (!action) return;
      ledger.undo(article.userId, {
        type: action,
        originalAt: article.createdAt.toDate(),
        articleId: id,
        context: article.title,
        expertiseTagIds: article.tagIds ?? [],
      });
    },
    { maxAttempts: 20 },
  );
}
