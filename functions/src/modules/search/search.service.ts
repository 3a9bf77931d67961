// GET /api/search: one box over what the caller may read, each group bounded (at most
// SEARCH_RESULTS_PER_GROUP) and asked of the module that owns it:
//   articles    the caller's own by title, then bodies of any article they may read
//   highlights  anyone's, on articles the caller may read
//   comments    the same
//   spurqs      threads the caller sent or received, by question or reply
//   users       by username
// Words are cut by the platform's segmenter in every language (lib/search-text.ts). Firestore
// finds documents by the query's longest word (queryToken), each query bounded, so a search reads
// about what it shows whatever the size of the library; the other words are checked on what it
// returns. Which articles the caller may read is the library's access rule (searchScope, then
// each shared article found checked as opening it would be).
import { SEARCH_RESULTS_PER_GROUP, type SearchAuthor, type SearchResult } from "../../shared";
import { queryToken, textMatches, snippetAround } from "../../lib/search-text";
import { searchArticles, searchBodies, searchScope, type SearchScope } from "../library";
import { searchNotes } from "../annotations";
import { searchSpurqs } from "../spurqs";
import { cardsById, lowerKey, usersByUsernamePrefix } from "../users";
import { indexIfOlder } from "./search-index.job";

const LIMIT = SEARCH_RESULTS_PER_GROUP;
const iso = (value: { toDate(): Date } | undefined) => value?.toDate().toISOString() ?? "";

export async function search(uid: string, q: string): Promise<SearchResult> {
  // A reader whose documents predate the current words has them indexed again, meanwhile.
  const reindex = indexIfOlder(uid);
  const token = queryToken(q);
  const users = usersByUsernamePrefix(lowerKey(q), LIMIT);
  if (!token) {
    await reindex;
    return { articles: [], highlights: [], comments: [], spurqs: [], users: toUsers(await users) };
  }
  const scope = await searchScope(uid);
  const [{ byTitle, bodies }, notes, spurqs, people] = await Promise.all([
    articlesFound(scope, q, token),
    searchNotes(scope, q, token, LIMIT),
    searchSpurqs(uid, q, token, LIMIT),
    users,
    reindex,
  ]);
  const shownIds = new Set(byTitle.map((article) => article.id));
  const authors = await cardsById([
    ...new Set([...notes.highlights, ...notes.comments].map((note) => note.userId)),
  ]);
  const authorOf = (id: string): SearchAuthor => ({ id, username: authors.get(id)?.username ?? "" });
  return {
    articles: [
      ...byTitle.map((article) => ({
        id: article.id,
        title: article.title,
        createdAt: iso(article.createdAt),
        where: "title" as const,
        snippet: null,
      })),
      ...bodies
        .filter(({ article }) => !shownIds.has(article.id))
        .map(({ article, snippet }) => ({
          id: article.id,
          title: article.title,
          createdAt: iso(article.createdAt),
          where: "body" as const,
          snippet,
        })),
    ].slice(0, LIMIT),
    highlights: notes.highlights.map((highlight) => ({
      id: highlight.id,
      articleId: highlight.articleId,
      text: highlight.text,
      articleTitle: notes.articles.get(highlight.articleId)?.title ?? highlight.articleTitle ?? null,
      snippet: snippetAround(highlight.text, q) ?? null,
      user: authorOf(highlight.userId),
    })),
    comments: notes.comments.flatMap((comment) => {
      const snippet = snippetAround(comment.text, q);
      if (!snippet) return [];
      return [
        {
          id: comment.id,
          articleId: comment.articleId,
          highlightId: comment.highlightId,
          articleTitle: notes.articles.get(comment.articleId)?.title ?? null,
          snippet,
          user: authorOf(comment.userId),
        },
      ];
    }),
    spurqs: spurqs.map((match) => ({
      id: match.id,
      articleId: match.articleId,
      articleTitle: match.articleTitle,
      where: match.where,
      snippet: match.snippet,
      user: { id: match.user.id, username: match.user.username },
    })),
    users: toUsers(people),
  };
}

/**
 * Articles by title, then by body for what titles leave of the group: bodies cost three reads a
 * result (their terms, the article, the chunk with the words), so they are looked into only when
 * titles do not fill it, leaving out what the titles found.
 */
async function articlesFound(scope: SearchScope, q: string, token: string) {
  const byTitle = (await searchArticles(scope.uid, token)).filter((article) => textMatches(article.title, q));
  const room = LIMIT - byTitle.length;
  const bodies = room > 0 ? await searchBodies(scope, q, token, room, new Set(byTitle.map((a) => a.id))) : [];
  return { byTitle, bodies };
}

function toUsers(users: Awaited<ReturnType<typeof usersByUsernamePrefix>>): SearchResult["users"] {
  return users.map((user) => ({ id: user.id, username: user.username, avatar: user.avatar ?? null }));
}
