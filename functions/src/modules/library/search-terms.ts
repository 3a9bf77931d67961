// An article body's search terms, kept beside each body chunk (articles/{id}/searchTerms/{n} for
// articles/{id}/chunks/{n}). They are written after the chunks' own commit, each document in a
// commit sized by its index entries (lib/commit-budget.ts): one full terms document is most of
// what production lets one commit change, so they cannot ride in the article's transaction. While
// they land the article is readable and found by its title; a body search reads the chunk a term
// names and shows it only when the chunk's current text has the words (body-search.ts), so terms
// that are late, or left from an older body, can miss for a moment but never show a wrong match.
//
// What they cost (docs/decisions.md, "The body search index"): each term is one entry of one
// single-field index, `terms` array-contains for the collection group, and nothing else: the
// owner's search (`userId ==`) and a reader's search of shared articles (`articleId in`) are each
// served by Firestore merging that index with the single-field index of `userId` or `articleId`,
// so no composite index repeats every term with the owner's or the article's id. A term is kept
// once per body, in the first chunk that has it (the chunk a search reads for its words), so the
// later chunks of a long body hold only the words the earlier ones lack.
//
// Firestore limits: a document holds at most 40,000 index entries and 1 MiB. BODY_TERMS_MAX terms
// make about 15,000 entries and 150 KB. A chunk holds at most 250,000 characters; a text with more
// distinct word starts than that (a dictionary, a table of codes) keeps those of its first words,
// which is said in docs/architecture.md.
import { decodeHTML } from "entities";
import type { ContentType } from "../../shared";
import { db } from "../../lib/firebase";
import { bodyTokens } from "../../lib/search-text";

export const SEARCH_TERMS = "searchTerms";
export const BODY_TERMS_MAX = 15_000;

export interface SearchTermsDoc {
  /** The article's owner, whose searches find it. */
  userId: string;
  articleId: string;
  /** The chunk these terms are of, read for the words around a match. */
  chunk: number;
  terms: string[];
  /** How many terms: what writing, moving or deleting the document costs in index entries. */
  termCount: number;
}

/**
 * The index entries writing, moving or deleting a terms document changes, at most: one per term
 * and its few indexed fields under today's indexes, but two per term under the two composite
 * indexes of before, which production keeps until firestore.indexes.json is deployed after the
 * code (docs/production.md, "The body search index"). Counting two keeps every commit within
 * budget under either. A document without a count (written before it was kept) counts as full.
 */
export const termsEntries = (termCount: number | undefined) => 2 * (termCount ?? BODY_TERMS_MAX) + 16;

/**
 * The text a reader sees in a stored body (HTML is sanitised, so its tags and entities are all
 * there is to take away; a block's end becomes a space so words at its edges stay apart).
 */
export function bodyText(content: string, type: ContentType): string {
  if (type === "text") return content;
  return decodeHTML(content.replace(/<[^>]*>?/g, " "));
}

/**
 * One chunk's terms document: its tokens that `stored` (the tokens of the body's earlier chunks)
 * does not hold already, at most BODY_TERMS_MAX.
 */
export function searchTermsOf(
  articleId: string,
  userId: string,
  chunk: number,
  content: string,
  type: ContentType,
  stored: ReadonlySet<string> = new Set(),
): SearchTermsDoc {
  const terms = bodyTokens(bodyText(content, type), BODY_TERMS_MAX, stored);
  return { userId, articleId, chunk, terms, termCount: terms.length };
}

/** The terms documents of a body's chunks, in order: each term in the first chunk that has it. */
export function bodySearchTerms(
  articleId: string,
  userId: string,
  chunks: string[],
  type: ContentType,
): SearchTermsDoc[] {
  const stored = new Set<string>();
  return chunks.map((content, chunk) => {
    const doc = searchTermsOf(articleId, userId, chunk, content, type, stored);
    for (const term of doc.terms) stored.add(term);
    return doc;
  });
}

/** Which bodies a search looks into: the owner's, or the articles named (at most 30). */
export type BodyScope = { owner: string } | { articleIds: string[] };

/** Chunks whose terms hold `token`, at most `limit` (their ids only: no terms are read back). */
export async function bodyTermHits(
  scope: BodyScope,
  token: string,
  limit: number,
): Promise<Array<{ articleId: string; chunk: number }>> {
  const group = db().collectionGroup(SEARCH_TERMS);
  const scoped =
    "owner" in scope
      ? group.where("userId", "==", scope.owner)
      : group.where("articleId", "in", scope.articleIds);
  const snap = await scoped
    .where("terms", "array-contains", token)
    .select("articleId", "chunk")
    .limit(limit)
    .get();
  return snap.docs.map((doc) => ({
    articleId: String(doc.get("articleId")),
    chunk: Number(doc.get("chunk")),
  }));
}
