// What the search box may look through, and article bodies found by a word. A reader searches
// their own articles and those shared with them (their reader documents, newest first, at most
// SHARED_SEARCHED_MAX); a shared article found is shown only when the grant still holds, decided
// by the same rule as opening it (access.ts), so access that has ended finds nothing.
import { snippetAround, textMatches, type Snippet } from "../../lib/search-text";
import { logBodySearchUnavailable } from "../../lib/logger";
import { friendLinksTo } from "../friends";
import { grantHolds } from "./access";
import * as repo from "./library.repository";
import type { StoredArticle } from "./library.repository";
import { bodyText, bodyTermHits } from "./search-terms";

/**
 * Articles shared with a reader that a search looks into: the newest 60 grants (two Firestore
 * `in` queries of 30 per kind of note). Each costs a read of its reader document per search.
 */
export const SHARED_SEARCHED_MAX = 60;
/** Firestore's limit on the values of one `in` filter. */
export const IN_MAX = 30;

export interface SearchScope {
  uid: string;
  /** Articles shared with the reader (grants not yet checked: results are, one by one). */
  sharedArticleIds: string[];
}

/** The reader's search scope: one query of their newest reader documents (ids only). */
export async function searchScope(uid: string): Promise<SearchScope> {
  return { uid, sharedArticleIds: await repo.newestGrants(uid, SHARED_SEARCHED_MAX) };
}

/** `ids` in groups that fit one `in` filter. */
export function inGroups(ids: string[]): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < ids.length; start += IN_MAX) groups.push(ids.slice(start, start + IN_MAX));
  return groups;
}

/**
 * Of `ids`, the articles the reader may read now, by id: their own (not in the trash) and shared
 * ones whose grant holds. One batched read of the articles; for shared ones, one of the reader's
 * documents and one of the friendship per owner.
 */
export async function readableAmong(uid: string, ids: string[]): Promise<Map<string, StoredArticle>> {
  const readable = new Map<string, StoredArticle>();
  const articles = (await repo.getArticles([...new Set(ids)])).filter(
    (article): article is StoredArticle => article !== undefined && !article.inTrash,
  );
  const shared = articles.filter((article) => article.userId !== uid);
  for (const article of articles) if (article.userId === uid) readable.set(article.id, article);
  if (!shared.length) return readable;
  const [readers, links] = await Promise.all([
    repo.getReaders(
      shared.map((article) => article.id),
      uid,
    ),
    friendLinksTo(uid, [...new Set(shared.map((article) => article.userId))]),
  ]);
  shared.forEach((article, index) => {
    if (grantHolds(readers[index], links.get(article.userId))) readable.set(article.id, article);
  });
  return readable;
}

/** Firestore's answer to a query whose index does not exist yet (or is still being built). */
const FAILED_PRECONDITION = 9;

/**
 * The chunks that have `token`, the reader's own and those shared with them. While the terms'
 * index is being built (after a deploy changed it, docs/production.md) Firestore refuses the
 * query: the search then answers without bodies rather than not at all. The production guard
 * still fails a test run that meets a missing index, since it records the breach itself.
 */
async function bodyHits(scope: SearchScope, token: string, wanted: number) {
  try {
    return await Promise.all([
      bodyTermHits({ owner: scope.uid }, token, wanted),
      ...inGroups(scope.sharedArticleIds).map((ids) => bodyTermHits({ articleIds: ids }, token, wanted)),
    ]);
  } catch (error) {
    if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error;
    logBodySearchUnavailable({ uid: scope.uid, error: (error as Error).message });
    return [];
  }
}

export interface BodyMatch {
  article: StoredArticle;
  snippet: Snippet;
}

/**
 * Articles whose body has every word of `q`, found by `token` (the query's longest word): at most
 * `limit`, each with the words around the first match. Reads: the terms documents found (one per
 * matching chunk), the articles and the chunks they name.
 */
export async function searchBodies(
  scope: SearchScope,
  q: string,
  token: string,
  limit: number,
  /** Articles already shown (found by title): neither read nor returned. */
  shown: ReadonlySet<string> = new Set(),
): Promise<BodyMatch[]> {
  // Enough terms that those of the articles already shown leave `limit` others.
  const wanted = limit + shown.size;
  const found = await bodyHits(scope, token, wanted);
  // The first chunk of each article that has the word (a long body has several chunks).
  const hits = new Map<string, { articleId: string; chunk: number }>();
  for (const hit of found.flat()) {
    if (shown.has(hit.articleId)) continue;
    const known = hits.get(hit.articleId);
    if (!known || hit.chunk < known.chunk) hits.set(hit.articleId, hit);
  }
  if (!hits.size) return [];
  const readable = await readableAmong(scope.uid, [...hits.keys()]);
  // The newest first, and no more chunks read than can be shown.
  const candidates = [...hits.values()]
    .filter((hit) => readable.has(hit.articleId))
    .sort(
      (a, b) =>
        readable.get(b.articleId)!.createdAt.toMillis() - readable.get(a.articleId)!.createdAt.toMillis(),
    )
    .slice(0, limit);
  if (!candidates.length) return [];
  const chunks = await repo.getChunks(candidates);
  const matches: BodyMatch[] = [];
  candidates.forEach((hit, index) => {
    const article = readable.get(hit.articleId)!;
    const text = bodyText(chunks[index]!, article.contentType);
    const snippet = textMatches(text, q) ? snippetAround(text, q) : undefined;
    if (snippet) matches.push({ article, snippet });
  });
  return matches
    .sort((a, b) => b.article.createdAt.toMillis() - a.article.createdAt.toMillis())
    .slice(0, limit);
}
