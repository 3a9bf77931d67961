// The spurq queries, as specs (lib/query.ts says why) so the index test checks the ones that run.
import type { QuerySpec } from "../../lib/query";

/** Incoming ("recipientId") or sent ("senderId") spurqs, newest first. */
export const spurqListSpec = (field: "recipientId" | "senderId", uid: string): QuerySpec => ({
  equals: [[field, uid]],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});

/** The caller's incoming spurqs about one article: opening it marks them read. */
export const articleSpurqsSpec = (recipientId: string, articleId: string): QuerySpec => ({
  equals: [
    ["recipientId", recipientId],
    ["articleId", articleId],
  ],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});

/** The caller's sent spurqs about one article: the browser extension's layer shows them. */
export const articleSentSpurqsSpec = (senderId: string, articleId: string): QuerySpec => ({
  equals: [
    ["senderId", senderId],
    ["articleId", articleId],
  ],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});

/** The articles exchanged with one friend (users/{uid}/exchanged), newest spurq first. */
export const exchangedSpec = (friendId: string): QuerySpec => ({
  equals: [["friendId", friendId]],
  orderBy: ["lastSpurqAt", "desc"],
  inMemory: {},
});

/** The search box's spurqs: sent or received, with a question or reply word starting with `token`. */
export const spurqSearchSpec = (
  field: "recipientId" | "senderId",
  uid: string,
  token: string,
): QuerySpec => ({
  equals: [[field, uid]],
  arrayContains: ["searchTokens", token],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});

export const SPURQ_QUERIES: QuerySpec[] = [
  spurqListSpec("recipientId", ""),
  spurqListSpec("senderId", ""),
  spurqSearchSpec("recipientId", "", "t"),
  spurqSearchSpec("senderId", "", "t"),
  articleSpurqsSpec("", ""),
  articleSentSpurqsSpec("", ""),
];

/** A user's incoming spurqs, newest first, as the question of the day reads them. */
export const incomingSpurqsQuery: [string, QuerySpec] = ["spurqs", spurqListSpec("recipientId", "")];
