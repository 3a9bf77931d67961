// The article list queries, described as plain data. The repository turns a spec into a
// Firestore query; a unit test walks every spec these functions can produce and checks that
// firestore.indexes.json has its composite index (the emulator does not enforce indexes).
import type { HomeSort, MyArticlesQuery } from "../../shared";
import { queryToken } from "./article-text";

export type Direction = "asc" | "desc";
export type FilterValue = string | boolean | null;

export interface QuerySpec {
  equals: Array<[field: string, value: FilterValue]>;
  arrayContains?: [field: string, value: string];
  orderBy: [field: string, direction: Direction];
  /** Checks that Firestore cannot do alongside another array filter, applied to each document read. */
  inMemory: { tagId?: string; titleQuery?: string };
}

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
