// GET /api/search: the caller's articles by title, the caller's highlights by text, and people by
// username, each group bounded (spec 3, Search result). Multi-word queries: Firestore finds
// documents by the longest word; the other words are checked on the few documents it returns.
import type { Query } from "firebase-admin/firestore";
import { SEARCH_RESULTS_PER_GROUP, type SearchResult } from "../../shared";
import { db } from "../../lib/firebase";
import { HIGHLIGHTS, buildQuery } from "../articles/articles.repository";
import { queryToken, titleMatches } from "../articles/article-text";
import { USERS, lowerKey } from "../users/users.repository";
import { articleSearchSpec, highlightSearchSpec } from "./search.queries";

const iso = (value: { toDate(): Date } | undefined) => value?.toDate().toISOString() ?? "";

function run(query: Query) {
  return query.limit(SEARCH_RESULTS_PER_GROUP).get();
}

export async function search(uid: string, q: string): Promise<SearchResult> {
  const token = queryToken(q);
  // Normalised as usernameLower is stored.
  const prefix = lowerKey(q);
  const [articles, highlights, users] = await Promise.all([
    token ? run(buildQuery(articleSearchSpec(uid, token))) : undefined,
    token ? run(buildQuery(highlightSearchSpec(uid, token), db().collection(HIGHLIGHTS))) : undefined,
    // Usernames are one word: a range on the lowercase name finds those starting with the query.
    run(db().collection(USERS).orderBy("usernameLower").startAt(prefix).endAt(`${prefix}\uf8ff`)),
  ]);
  return {
    articles: (articles?.docs ?? [])
      .filter((doc) => titleMatches(doc.get("title"), q))
      .map((doc) => ({ id: doc.id, title: doc.get("title"), createdAt: iso(doc.get("createdAt")) })),
    highlights: (highlights?.docs ?? [])
      .filter((doc) => titleMatches(doc.get("text"), q))
      .map((doc) => ({
        id: doc.id,
        articleId: doc.get("articleId"),
        text: doc.get("text"),
        articleTitle: doc.get("articleTitle") ?? null,
      })),
    users: users.docs.map((doc) => ({
      id: doc.id,
      username: doc.get("username"),
      avatar: doc.get("avatar") ?? null,
    })),
  };
}
