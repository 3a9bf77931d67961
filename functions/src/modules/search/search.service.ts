// GET /api/search: the caller's articles by title, the caller's highlights by text, and users by
// username, each group bounded (at most SEARCH_RESULTS_PER_GROUP), each asked of the module that
// owns them. Multi-word queries: Firestore finds documents by the longest word (queryToken); the
// other words are checked on the few documents it returns.
import { SEARCH_RESULTS_PER_GROUP, type SearchResult } from "../../shared";
import { queryToken, titleMatches } from "../../lib/text";
import { searchArticles } from "../library";
import { searchHighlights } from "../annotations";
import { lowerKey, usersByUsernamePrefix } from "../users";

const iso = (value: { toDate(): Date } | undefined) => value?.toDate().toISOString() ?? "";

export async function search(uid: string, q: string): Promise<SearchResult> {
  const token = queryToken(q);
  const [articles, highlights, users] = await Promise.all([
    token ? searchArticles(uid, token) : [],
    token ? searchHighlights(uid, token) : [],
    // Usernames are one word: a range on the lowercase name (normalised as stored) finds those
    // starting with the query.
    usersByUsernamePrefix(lowerKey(q), SEARCH_RESULTS_PER_GROUP),
  ]);
  return {
    articles: articles
      .filter((article) => titleMatches(article.title, q))
      .map((article) => ({ id: article.id, title: article.title, createdAt: iso(article.createdAt) })),
    highlights: highlights
      .filter((highlight) => titleMatches(highlight.text, q))
      .map((highlight) => ({
        id: highlight.id,
        articleId: highlight.articleId,
        text: highlight.text,
        articleTitle: highlight.articleTitle ?? null,
      })),
    users: users.map((user) => ({ id: user.id, username: user.username, avatar: user.avatar ?? null })),
  };
}
