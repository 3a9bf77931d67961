// The library's part of what a user owns (lib/owned-data.ts): their articles, and their reader
// documents on articles shared with them (keyed by uid). Deleting an article takes the notes on
// it too, which the library does not own: the articles module says how (`removeOwnArticles`).
import { db } from "../../lib/firebase";
import { ownerField, rekeyed, type OwnedData, type Remove } from "../../lib/owned-data";
import { ARTICLES, READERS } from "./library.repository";
import { SEARCH_TERMS } from "./search-terms";

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
 * The search terms of the user's article bodies name their owner: a move rewrites it. They are
 * deleted with their articles (ownArticlesWithParts), so a deletion has nothing left here.
 */
export const searchTermsData: OwnedData = ownerField(SEARCH_TERMS, "userId", "group", async () => ({
  deleted: 0,
  done: true,
}));
