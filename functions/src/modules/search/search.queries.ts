// The search queries as specs (checked against firestore.indexes.json by a unit test). Each reads
// at most SEARCH_RESULTS_PER_GROUP documents: the index (word-prefix tokens kept up to date on
// every write) does the finding, so a search reads about as many documents as it shows.
import type { QuerySpec } from "../articles/articles.queries";

export const articleSearchSpec = (uid: string, token: string): QuerySpec => ({
  equals: [
    ["userId", uid],
    ["inTrash", false],
  ],
  arrayContains: ["titleTokens", token],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});

export const highlightSearchSpec = (uid: string, token: string): QuerySpec => ({
  equals: [["userId", uid]],
  arrayContains: ["textTokens", token],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});
