// The one place that decides who may see or change an article. Its readers are its owner plus
// every recipient of a spurq about it (articles/{id}/readers/{uid}); only the owner changes it.
// Every route that takes an article, highlight, comment or spurq id goes through here.
import { notFound } from "../../lib/errors";
import { getArticle, getReader, type ReaderDoc, type StoredArticle } from "./articles.repository";

export const articleNotFound = () => notFound("Article not found");

/** The caller's own article, or 404 (also for other users' ids, so ids leak nothing). */
export async function ownedArticle(uid: string, id: string): Promise<StoredArticle> {
  const article = await getArticle(id);
  if (!article || article.userId !== uid) throw articleNotFound();
  return article;
}

/**
 * An article the caller may read, with their reader document (null for the owner): the owner's,
 * or one shared with them through a spurq and not in its owner's trash. Else 404, as for an id
 * that does not exist.
 */
export async function readableArticle(
  uid: string,
  id: string,
): Promise<StoredArticle & { reader: ReaderDoc | null }> {
  const article = await getArticle(id);
  if (!article) throw articleNotFound();
  if (article.userId === uid) return { ...article, reader: null };
  if (article.inTrash) throw articleNotFound();
  const reader = await getReader(id, uid);
  if (!reader) throw articleNotFound();
  return { ...article, reader };
}
