// The library's part of what a user owns (lib/owned-data.ts): their articles, and their reader
// documents on articles shared with them (keyed by uid). Deleting an article takes the notes on
// it too, which the library does not own: the articles module says how (`removeOwnArticles`).
import { db } from "../../lib/firebase";
import { BATCH_WRITES, ownerField, rekeyed, type OwnedData, type Remove } from "../../lib/owned-data";
import { commitWithinBudget } from "../../lib/commit-budget";
import { ARTICLES, READERS } from "./library.repository";
import { SEARCH_TERMS, termsEntries } from "./search-terms";

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
 * The search terms of the user's article bodies name their owner: a move rewrites it. Under
 * today's indexes that changes the owner field's few entries only, but under the composite
 * index of before (owner and terms, kept by production until the indexes are deployed) every
 * term's, so the move commits by index entries as if it were that (termsEntries), reading each
 * document's term count only. They are deleted with their
 * articles (deleteSearchTermsOf), so a deletion has nothing left here.
 */
export const searchTermsData: OwnedData = {
  name: `${SEARCH_TERMS}.userId`,
  deleteBatch: async () => ({ deleted: 0, done: true }),
  async moveBatch(from, to) {
    const snap = await db()
      .collectionGroup(SEARCH_TERMS)
      .where("userId", "==", from)
      .select("termCount")
      .limit(BATCH_WRITES)
      .get();
    await commitWithinBudget(
      snap.docs.map((doc) => ({
        entries: termsEntries(doc.get("termCount") as number | undefined),
        write: (batch) => batch.update(doc.ref, { userId: to }),
      })),
    );
    return { moved: snap.size, done: snap.size < BATCH_WRITES };
  },
};
