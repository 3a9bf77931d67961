// The article list queries, described as plain data (lib/query.ts says why).
import type { HomeSort, MyArticlesQuery } from "../../shared";
import type { QuerySpec } from "../../lib/query";
import { queryToken } from "../../lib/search-text";

const SORT_FIELD: Record<HomeSort, string> = {
  newest: "createdAt",
  lastViewed: "lastViewed",
  mostComments: "commentCount",
};

/** Home's 'My Recent Articles': the user's articles not in the trash, in one of three orders. */
export function recentArticlesSpec(uid: string, sort: HomeSort): QuerySpec {
  return {
    equals: [
      ["userId", uid],
      ["inTrash", false],
    ],
    orderBy: [SORT_FIELD[sort], "desc"],
    inMemory: {},
  };
}

/**
 * My Articles: by view (active, trash or all), folder (an id, or "none"), tag and title words.
 * Only one array filter fits in a Firestore query: a title search uses the title tokens and
 * checks the tag in memory; otherwise the tag is the array filter.
 */
export function myArticlesSpec(
  uid: string,
  query: Pick<MyArticlesQuery, "view" | "folderId" | "tagId" | "q">,
): QuerySpec {
  const equals: QuerySpec["equals"] = [["userId", uid]];
  if (query.view !== "all") equals.push(["inTrash", query.view === "trash"]);
  if (query.folderId) equals.push(["folderId", query.folderId === "none" ? null : query.folderId]);
  const token = query.q ? queryToken(query.q) : undefined;
  const spec: QuerySpec = {
    equals,
    orderBy: query.view === "trash" ? ["deletedAt", "desc"] : ["createdAt", "desc"],
    inMemory: {},
  };
  if (token) {
    spec.arrayContains = ["titleTokens", token];
    spec.inMemory.titleQuery = query.q;
    if (query.tagId) spec.inMemory.tagId = query.tagId;
  } else if (query.tagId) {
    spec.arrayContains = ["tagIds", query.tagId];
  }
  return spec;
}

/**
 * The search box's articles: the caller's, not in the trash, with a title word starting with
 * `token` (word-prefix tokens kept on every write, so a search reads about what it shows).
 */
export const articleSearchSpec = (uid: string, token: string): QuerySpec => ({
  equals: [
    ["userId", uid],
    ["inTrash", false],
  ],
  arrayContains: ["titleTokens", token],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});

/** The caller's newest article, not in the trash, saved from the page at `canonicalUrl`. */
export const sameSourceSpec = (uid: string, canonicalUrl: string): QuerySpec => ({
  equals: [
    ["userId", uid],
    ["canonicalUrl", canonicalUrl],
    ["inTrash", false],
  ],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});
