// The search box's spurqs: threads the caller sent or received (both may always see them, as
// history, after a friendship ends too), found by a word of the question or of a reply. The spurq
// keeps its thread's tokens, so one query per side finds it; the matching reply is then found in
// its thread by the same token (one more query, for threads whose question does not match).
import { snippetAround, textMatches, type Snippet } from "../../lib/search-text";
import type { ArticleUser } from "../../shared";
import * as repo from "./spurqs.repository";

/** Replies of one thread looked through for the words, at most. */
const REPLIES_SEARCHED = 5;

export interface SpurqMatch {
  id: string;
  articleId: string;
  articleTitle: string;
  where: "question" | "reply";
  /** Who wrote the words found: the sender for a question, the reply's author for a reply. */
  user: ArticleUser;
  snippet: Snippet;
}

/** Up to `limit` threads with every word of `q` in their question or one reply, newest first. */
export async function searchSpurqs(
  uid: string,
  q: string,
  token: string,
  limit: number,
): Promise<SpurqMatch[]> {
  const [sent, received] = await Promise.all([
    repo.searchSpurqs("senderId", uid, token, limit),
    repo.searchSpurqs("recipientId", uid, token, limit),
  ]);
  const threads = [...sent, ...received]
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())
    .slice(0, limit);
  const found = await Promise.all(
    threads.map(async (spurq): Promise<SpurqMatch | undefined> => {
      const base = { id: spurq.id, articleId: spurq.articleId, articleTitle: spurq.article.title };
      if (spurq.question && textMatches(spurq.question, q)) {
        const snippet = snippetAround(spurq.question, q);
        if (snippet) return { ...base, where: "question", user: spurq.sender, snippet };
      }
      if (!spurq.replyCount) return undefined;
      const replies = await repo.searchReplies(spurq.id, token, REPLIES_SEARCHED);
      const reply = replies.find((candidate) => textMatches(candidate.text, q));
      const snippet = reply && snippetAround(reply.text, q);
      return reply && snippet ? { ...base, where: "reply", user: reply.user, snippet } : undefined;
    }),
  );
  return found.filter((match): match is SpurqMatch => match !== undefined);
}
