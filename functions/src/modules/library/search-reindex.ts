// Indexing a user's own articles again for search, as a write would (their title's tokens, and
// each body chunk's terms): a step of the search module's reindex job, for articles stored under
// older search words. Idempotent: a step done twice writes the same.
import { db } from "../../lib/firebase";
import { pageAfterId } from "../../lib/query";
import { textTokens } from "../../lib/search-text";
import * as repo from "./library.repository";
import { bodySearchTerms, termsEntries } from "./search-terms";
import { commitWithinBudget, type WeightedWrite } from "../../lib/commit-budget";

/** Articles a step takes at most: each is its update and one terms document per chunk (8 at most). */
const ARTICLES_PER_STEP = 20;

/**
 * One step through the user's own articles after the article id `after`: returns the last id
 * done, or null once none is left.
 */
export async function reindexOwnArticles(uid: string, after: string | null): Promise<string | null> {
  const snap = await pageAfterId(
    db().collection(repo.ARTICLES).where("userId", "==", uid),
    after,
    ARTICLES_PER_STEP,
  ).get();
  if (snap.empty) return null;
  const articles = snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as repo.ArticleDoc) }));
  const chunks = articles.flatMap((article) =>
    Array.from({ length: article.chunkCount }, (_, chunk) => ({ articleId: article.id, chunk })),
  );
  const texts = chunks.length ? await repo.getChunks(chunks) : [];
  const batch = db().batch();
  for (const article of articles) {
    batch.update(repo.articleRefOf(article.id), { titleTokens: textTokens(article.title) });
  }
  await batch.commit();
  // Each body's terms, a term in the first chunk that has it, in commits sized by their index
  // entries (search-terms.ts). Rewriting every chunk also moves a body stored under the older
  // format (every chunk with all its terms) to this one.
  let at = 0;
  const writes: WeightedWrite[] = articles.flatMap((article) => {
    const own = texts.slice(at, (at += article.chunkCount));
    return bodySearchTerms(article.id, uid, own, article.contentType).map((terms, chunk) => ({
      entries: termsEntries(terms.termCount),
      write: (b) => b.set(repo.searchTermsRef(article.id, chunk), terms),
    }));
  });
  await commitWithinBudget(writes);
  return snap.size < ARTICLES_PER_STEP ? null : snap.docs.at(-1)!.id;
}
