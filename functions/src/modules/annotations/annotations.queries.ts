// The highlight and comment queries as specs (lib/query.ts says why).
import type { QuerySpec } from "../../lib/query";

export const HIGHLIGHTS = "highlights";
export const COMMENTS = "comments";

/**
 * The search box's highlights or comments on the caller's own articles (anyone's) with a word
 * starting with `token`, newest first.
 */
export const ownArticlesNotesSearchSpec = (uid: string, token: string): QuerySpec => ({
  equals: [["articleOwnerId", uid]],
  arrayContains: ["textTokens", token],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});

/** The same on articles shared with the caller (an `in` filter on `articleId`, which uses the equality's index). */
export const sharedNotesSearchSpec = (token: string): QuerySpec => ({
  equals: [["articleId", ""]],
  arrayContains: ["textTokens", token],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});

/** The search box's queries over highlights and comments, for the index test. */
export const NOTES_SEARCH_QUERIES: Array<[string, QuerySpec]> = [
  [HIGHLIGHTS, ownArticlesNotesSearchSpec("", "t")],
  [HIGHLIGHTS, sharedNotesSearchSpec("t")],
  [COMMENTS, ownArticlesNotesSearchSpec("", "t")],
  [COMMENTS, sharedNotesSearchSpec("t")],
];

/** An article's highlights in reading order: a page of its notes. */
export const articleHighlightsSpec = (articleId: string): QuerySpec => ({
  equals: [["articleId", articleId]],
  orderBy: ["startOffset", "asc"],
  inMemory: {},
});

/** One reader's highlights on an article in reading order: their own notes come whole. */
export const ownHighlightsSpec = (articleId: string, uid: string): QuerySpec => ({
  equals: [
    ["articleId", articleId],
    ["userId", uid],
  ],
  orderBy: ["startOffset", "asc"],
  inMemory: {},
});

/** The threads of a set of highlights (an `in` filter on `highlightId`), oldest comment first. */
export const threadsSpec: QuerySpec = {
  equals: [["highlightId", ""]],
  orderBy: ["createdAt", "asc"],
  inMemory: {},
};

/** An article's highlights in the order they were made: the first is the one cards show. */
export const firstHighlightsSpec = (articleId: string): QuerySpec => ({
  equals: [["articleId", articleId]],
  orderBy: ["createdAt", "asc"],
  inMemory: {},
});

/** Highlights on the user's own articles (theirs and their readers'), newest first. */
export const ownArticlesHighlightsSpec = (uid: string): QuerySpec => ({
  equals: [["articleOwnerId", uid]],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});

/** Highlights on a set of articles (an `in` filter uses the equality's index), newest first. */
export const articlesHighlightsSpec: QuerySpec = {
  equals: [["articleId", ""]],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
};

/** The highlight queries the question of the day gathers its candidates with. */
export const CANDIDATE_HIGHLIGHT_QUERIES: Array<[string, QuerySpec]> = [
  [HIGHLIGHTS, ownArticlesHighlightsSpec("")],
  [HIGHLIGHTS, articlesHighlightsSpec],
];

/** The queries of an article page, as specs so the index test checks the ones that run. */
export const ANNOTATION_QUERIES: Array<[string, QuerySpec]> = [
  [HIGHLIGHTS, articleHighlightsSpec("")],
  [HIGHLIGHTS, ownHighlightsSpec("", "")],
  [COMMENTS, threadsSpec],
  [HIGHLIGHTS, firstHighlightsSpec("")],
];
