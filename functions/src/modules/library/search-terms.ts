// An article body's search terms, kept beside each body chunk (articles/{id}/searchTerms/{n} for
// articles/{id}/chunks/{n}). They are written after the chunks' own commit, each document in a
// commit sized by its index entries (lib/commit-budget.ts): one full terms document is most of
// what production lets one commit change, so they cannot ride in the article's transaction. While
// they land the article is readable and found by its title; a body search reads the chunk a term
// names and shows it only when the chunk's current text has the words (body-search.ts), so terms
// that are late, or left from an older body, can miss for a moment but never show a wrong match.
//
// Firestore limits: a document holds at most 40,000 index entries and 1 MiB. The `terms` array is
// exempt from single-field indexing (firestore.indexes.json, fieldOverrides) and is indexed only
// by the two composite indexes the search uses (the owner's articles, and articles by id for
// those shared with a reader), so each term costs two entries: BODY_TERMS_MAX terms make 30,000
// entries with the doc's few other fields, inside the limit, and about 150 KB. A chunk holds at
// most 250,000 characters; a text with more distinct word starts than that (a dictionary, a
// table of codes) keeps those of its first words, which is said in docs/architecture.md.
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

/** The index entries a terms document holds: each term in two composite indexes, and its fields. */
export const termsEntries = (termCount: number | undefined) => 2 * (termCount ?? BODY_TERMS_MAX) + 16;

/**
 * The text a reader sees in a stored body (HTML is sanitised, so its tags and entities are all
 * there is to take away; a block's end becomes a space so words at its edges stay apart).
 */
export function bodyText(content: string, type: ContentType): string {
  if (type === "text") return content;
  return decodeHTML(content.replace(/<[^>]*>?/g, " "));
}

export function searchTermsOf(
  articleId: string,
  userId: string,
  chunk: number,
  content: string,
  type: ContentType,
): SearchTermsDoc {
  const terms = bodyTokens(bodyText(content, type), BODY_TERMS_MAX);
  return { userId, articleId, chunk, terms, termCount: terms.length };
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
