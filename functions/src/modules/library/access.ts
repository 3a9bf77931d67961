// Who may read an article: its owner, and the readers the owner let in (a reader document,
// articles/{id}/readers/{uid}, written when the owner's spurq reached them) while the owner and
// the reader are friends. A grant lives within the friendship it was made in: unfriending, by
// either side, ends it at once (the friendship is read with the grant), and a later friendship
// does not bring it back (a grant older than the current friendship holds nothing). Only the
// owner changes an article, sees its readers and stops sharing it with any of them. An article in
// its owner's trash is the owner's alone. Every route that takes an article, highlight, comment
// or spurq id asks here; anything the caller may not see is 404, as for an id that does not exist.
import type { Timestamp, Transaction } from "firebase-admin/firestore";
import type { ArticleReader, ArticleRecipients } from "../../shared";
import { notFound } from "../../lib/errors";
import { db } from "../../lib/firebase";
import { noteArticleChange } from "../page-index-changes";
import { cardsById } from "../users";
import { friendLinkInTransaction, friendLinksTo, getFriendLink, type FriendLinkDoc } from "../friends";
import * as repo from "./library.repository";
import type { ReaderDoc, StoredArticle } from "./library.repository";

export const articleNotFound = () => notFound("Article not found");

/** Readers an owner sees at most (each costs a read of the reader and of the friendship). */
export const READERS_SHOWN_MAX = 100;

/** Whether a reader document still grants reading: made during the friendship that holds now. */
export const grantHolds = (
  reader: ReaderDoc | undefined,
  link: FriendLinkDoc | undefined,
): reader is ReaderDoc =>
  reader !== undefined && link !== undefined && !isBefore(reader.addedAt, link.createdAt);

const isBefore = (a: Timestamp, b: Timestamp | undefined) => b !== undefined && a.toMillis() < b.toMillis();

/** The caller's own article, or 404 (also for other users' ids, so ids leak nothing). */
export async function ownedArticle(uid: string, id: string): Promise<StoredArticle> {
  const article = await repo.getArticle(id);
  if (!article || article.userId !== uid) throw articleNotFound();
  return article;
}

/**
 * An article the caller may read, with their reader document (null for the owner); else 404.
 * Three reads for a reader: the article, their reader document and their side of the friendship.
 */
export async function readableArticle(
  uid: string,
  id: string,
): Promise<StoredArticle & { reader: ReaderDoc | null }> {
  const article = await repo.getArticle(id);
  if (!article) throw articleNotFound();
  if (article.userId === uid) return { ...article, reader: null };
  if (article.inTrash) throw articleNotFound();
  const [reader, link] = await Promise.all([repo.getReader(id, uid), getFriendLink(uid, article.userId)]);
  if (!grantHolds(reader, link)) throw articleNotFound();
  return { ...article, reader };
}

/** The article, when the caller may read it, else undefined (a list that leaves out what it may not show). */
export async function articleIfReadable(uid: string, id: string): Promise<StoredArticle | undefined> {
  return readableArticle(uid, id).catch(() => undefined);
}

/**
 * The article as read in `tx` when the caller may read it (their grant and the friendship read
 * in the same transaction, so an unfriending or a stop-sharing that commits first wins), else
 * undefined. Reads come first in a transaction: call it before any write.
 */
export async function readableInTransaction(
  tx: Transaction,
  uid: string,
  id: string,
): Promise<StoredArticle | undefined> {
  const article = await repo.readArticle(tx, id);
  if (!article || article.userId === uid) return article;
  if (article.inTrash) return undefined;
  const [reader, link] = await Promise.all([
    repo.readReader(tx, id, uid),
    friendLinkInTransaction(tx, uid, article.userId),
  ]);
  return grantHolds(reader, link) ? article : undefined;
}

/**
 * `article` (read before `tx` by readableArticle) when the caller may still write on it, checked
 * in `tx`: a reader's grant and their side of the friendship, read in `tx`, so an unfriending or
 * a stop-sharing that commits first wins; else undefined. A reader's transaction does not read
 * the article itself, which every concurrent highlight's fold writes (article-counts.ts): a club
 * marking it up at once then has nothing to contend on. The owner's transaction reads it, for
 * its tags as they are (their expertise). Reads come first in a transaction: call it before any
 * write.
 */
export async function writableInTransaction(
  tx: Transaction,
  uid: string,
  article: StoredArticle,
): Promise<StoredArticle | undefined> {
  if (article.userId === uid) return repo.readArticle(tx, article.id);
  const [reader, link] = await Promise.all([
    repo.readReader(tx, article.id, uid),
    friendLinkInTransaction(tx, uid, article.userId),
  ]);
  return grantHolds(reader, link) ? article : undefined;
}

/** Whether `uid` may read the article now (its owner, or a reader whose grant holds). */
export async function mayRead(article: Pick<StoredArticle, "id" | "userId" | "inTrash">, uid: string) {
  if (article.userId === uid) return true;
  if (article.inTrash) return false;
  const [reader, link] = await Promise.all([
    repo.getReader(article.id, uid),
    getFriendLink(uid, article.userId),
  ]);
  return grantHolds(reader, link);
}

/** The readers whose grant holds, with the owner's link to each, oldest first (owner's view). */
async function currentReaders(article: StoredArticle): Promise<ReaderDoc[]> {
  const readers = await repo.listReaders(article.id, READERS_SHOWN_MAX);
  const links = await friendLinksTo(
    article.userId,
    readers.map((reader) => reader.uid),
  );
  return readers.filter((reader) => grantHolds(reader, links.get(reader.uid)));
}

/** GET /api/articles/{id}/readers: the owner's own article only; who reads it and since when. */
export async function articleReaders(uid: string, id: string): Promise<ArticleReader[]> {
  return readersOf(await ownedArticle(uid, id));
}

/** Who reads an article the caller has already checked is their own, and since when. */
export async function readersOf(article: StoredArticle): Promise<ArticleReader[]> {
  const readers = await currentReaders(article);
  const cards = await cardsById(readers.map((reader) => reader.uid));
  return readers.flatMap((reader) => {
    const card = cards.get(reader.uid);
    return card ? [{ ...card, since: reader.addedAt.toDate().toISOString() }] : [];
  });
}

/**
 * DELETE /api/articles/{id}/readers/{uid}: the owner stops sharing the article with one reader,
 * who stops reading it at once. They stay friends. 404 for anyone but the owner, and for someone
 * who does not read it.
 */
export async function stopSharing(uid: string, id: string, readerUid: string): Promise<void> {
  const article = await ownedArticle(uid, id);
  if (!(await mayRead(article, readerUid)) || readerUid === uid) throw notFound("Reader not found");
  const batch = db().batch();
  repo.deleteReaderIn(batch, id, readerUid);
  // The page leaves the reader's extension at its next check.
  noteArticleChange(batch, [readerUid], id);
  await batch.commit();
}

/**
 * The people the caller may ask about the article: anyone among their friends when they own it
 * (`null`: no restriction); otherwise only those who already read it, the owner and the readers
 * whose grant holds, so that only the owner widens the circle.
 */
export async function askableAbout(uid: string, article: StoredArticle): Promise<Set<string> | null> {
  if (article.userId === uid) return null;
  const readers = await currentReaders(article);
  return new Set([article.userId, ...readers.map((reader) => reader.uid)].filter((id) => id !== uid));
}

/**
 * GET /api/articles/{id}/recipients: whom the caller may ask about the article. Its owner may ask
 * any friend (`anyFriend`); a reader only those of their friends who already read it (the owner
 * and the other readers), listed. 404 when the caller may not read it.
 */
export async function articleRecipients(uid: string, id: string): Promise<ArticleRecipients> {
  const article = await readableArticle(uid, id);
  const askable = await askableAbout(uid, article);
  if (!askable) return { anyFriend: true, people: [] };
  const links = await friendLinksTo(uid, [...askable]);
  const people = [...links.values()].map((link) => ({
    id: link.friendId,
    username: link.username,
    avatar: link.avatar ?? null,
  }));
  return { anyFriend: false, people };
}
