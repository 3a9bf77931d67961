// What the search box may look through, and article bodies found by a word. A reader searches
// their own articles and those shared with them (their reader documents, newest first, at most
// SHARED_SEARCHED_MAX); a shared article found is shown only when the grant still holds, decided
// by the same rule as opening it (access.ts), so access that has ended finds nothing.
import { bodyLookupToken, snippetAround, textMatches, type Snippet } from "../../lib/search-text";
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
 * Candidates read per result wanted when the query's word is longer than the prefix it is looked
 * up by: that prefix also starts other words, so some chunks found do not have the query's word.
 */
const CUT_TOKEN_FACTOR = 3;

/**
 * Articles whose body has every word of `q`, found by `token` (the query's longest word, looked
 * up by its longest prefix a body keeps): at most `limit`, each with the words around the first
 * match. Reads: the terms documents found (one per matching chunk), the articles and the chunks
 * read until `limit` match (for a long body whose first chunk with the prefix lacks the words,
 * its later chunks too).
 */
export async function searchBodies(
  scope: SearchScope,
  q: string,
  token: string,
  limit: number,
  /** Articles already shown (found by title): neither read nor returned. */
  shown: ReadonlySet<string> = new Set(),
): Promise<BodyMatch[]> {
  const lookup = bodyLookupToken(token);
  if (!lookup) return [];
  // Enough terms that those of the articles already shown leave `limit` others.
  const wanted = (limit + shown.size) * (lookup === token ? 1 : CUT_TOKEN_FACTOR);
  const found = await bodyHits(scope, lookup, wanted);
  // The first chunk of each article that has the term (a long body has several chunks).
  const hits = new Map<string, { articleId: string; chunk: number }>();
  for (const hit of found.flat()) {
    if (shown.has(hit.articleId)) continue;
    const known = hits.get(hit.articleId);
    if (!known || hit.chunk < known.chunk) hits.set(hit.articleId, hit);
  }
  if (!hits.size) return [];
  const readable = await readableAmong(scope.uid, [...hits.keys()]);
  const newest = (a: { articleId: string }, b: { articleId: string }) =>
    readable.get(b.articleId)!.createdAt.toMillis() - readable.get(a.articleId)!.createdAt.toMillis();
  const candidates = [...hits.values()].filter((hit) => readable.has(hit.articleId)).sort(newest);
  const matches: BodyMatch[] = [];
  // The newest first, `limit` chunks at a time, and no more read than can be shown.
  for (let start = 0; start < candidates.length && matches.length < limit; start += limit) {
    const batch = candidates.slice(start, start + limit);
    const chunks = await repo.getChunks(batch);
    for (const [index, hit] of batch.entries()) {
      const article = readable.get(hit.articleId)!;
      const snippet = await firstMatch(article, hit.chunk, chunks[index]!, q);
      if (snippet && matches.length < limit) matches.push({ article, snippet });
    }
  }
  return matches;
}

/**
 * The words around the first match of `q` in an article's body, from the chunk found on: its
 * later chunks are read only when that one lacks the words (a term is kept in the first chunk
 * that has it, and a prefix may start other words there).
 */
async function firstMatch(
  article: StoredArticle,
  chunk: number,
  content: string,
  q: string,
): Promise<Snippet | undefined> {
  const inText = (stored: string) => {
    const text = bodyText(stored, article.contentType);
    return textMatches(text, q) ? snippetAround(text, q) : undefined;
  };
  const found = inText(content);
  if (found || chunk + 1 >= (article.chunkCount ?? 1)) return found;
  const later = Array.from({ length: article.chunkCount - chunk - 1 }, (_, i) => ({
    articleId: article.id,
    chunk: chunk + 1 + i,
  }));
  for (const stored of await repo.getChunks(later)) {
    const snippet = inText(stored);
    if (snippet) return snippet;
  }
  return undefined;
}
