// The library's part of what a user owns (lib/owned-data.ts): their articles, and their reader
// documents on articles shared with them (keyed by uid). Deleting an article takes the notes on
// it too, which the library does not own: the articles module says how (`removeOwnArticles`).
import { db } from "../../lib/firebase";
import { BATCH_WRITES, ownerField, rekeyed, type OwnedData, type Remove } from "../../lib/owned-data";
import { commitWithinBudget } from "../../lib/commit-budget";
import { ARTICLES, READERS } from "./library.repository";
import { SEARCH_TERMS } from "./search-terms";

/** The owner field's index entries on a terms document (collection and group scope), old and new. */
const OWNER_ENTRIES = 4;

/** The user's own articles: a move rewrites their owner; a deletion runs `removeOwnArticles`. */
export const ownArticlesData = (removeOwnArticles: Remove): OwnedData =>
  // An article's body chunks (articles/{id}/chunks) live under the article and move with it.
  ownerField(ARTICLES, "userId", "collection", removeOwnArticles);

/** Articles shared with this user: their reader documents are keyed by uid. */
export const readersData: OwnedData = rekeyed(
  `${ARTICLES}/{id}/${READERS}`,
  (uid) => db().collectionGroup(READERS).where("uid", "==", uid),
  (doc, to) => doc.ref.parent.doc(to),
  (data, to) => ({ ...data, uid: to }),
);

/**
 * The search terms of the user's article bodies name their owner: a move rewrites it. No index
 * pairs the owner with the terms (search-terms.ts), so a move changes the owner field's own few
 * entries and nothing of the terms; it still commits by index entries (lib/commit-budget.ts).
 * They are deleted with their articles (deleteSearchTermsOf), so a deletion has nothing left here.
 */
export const searchTermsData: OwnedData = {
  name: `${SEARCH_TERMS}.userId`,
  deleteBatch: async () => ({ deleted: 0, done: true }),
  async moveBatch(from, to) {
    const snap = await db()
      .collectionGroup(SEARCH_TERMS)
      .where("userId", "==", from)
      .select()
      .limit(BATCH_WRITES)
      .get();
    await commitWithinBudget(
      snap.docs.map((doc) => ({
        entries: OWNER_ENTRIES,
        write: (batch) => batch.update(doc.ref, { userId: to }),
      })),
    );
    return { moved: snap.size, done: snap.size < BATCH_WRITES };
  },
};
