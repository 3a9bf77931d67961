// The one place that decides who may see or change an article. Today: its owner. Articles shared
// through a spurq (a later feature) extend `canRead` here, and every route benefits.
import { notFound } from "../../lib/errors";
import { getArticle, type StoredArticle } from "./articles.repository";

export const articleNotFound = () => notFound("Article not found");

/** The caller's own article, or 404 (also for other users' ids, so ids leak nothing). */
export async function ownedArticle(uid: string, id: string): Promise<StoredArticle> {
  const article = await getArticle(id);
  if (!article || article.userId !== uid) throw articleNotFound();
  return article;
}

/** An article the caller may read. */
export async function readableArticle(uid: string, id: string): Promise<StoredArticle> {
  return ownedArticle(uid, id);
}
