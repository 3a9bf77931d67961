// The search box's highlights and comments: anyone's, on the articles the caller may read (their
// own, and those shared with them while the grant holds: the article's access rule decides, as
// for opening them). Firestore finds them by the query's longest word; the other words are
// checked on what it returns.
import { textMatches } from "../../lib/search-text";
import { inGroups, readableAmong, type SearchScope, type StoredArticle } from "../library";
import * as repo from "./annotations.repository";
import type { CommentDoc, HighlightDoc, Stored } from "./annotations.repository";

export interface NotesFound {
  highlights: Array<Stored<HighlightDoc>>;
  comments: Array<Stored<CommentDoc>>;
  /** The articles they are on, by id (read to decide access, kept for their titles). */
  articles: Map<string, StoredArticle>;
}

async function findIn<T extends "highlights" | "comments">(
  collection: T,
  scope: SearchScope,
  token: string,
  limit: number,
) {
  const found = await Promise.all([
    repo.searchNotes(collection, { owner: scope.uid }, token, limit),
    ...inGroups(scope.sharedArticleIds).map((ids) =>
      repo.searchNotes(collection, { articleIds: ids }, token, limit),
    ),
  ]);
  return found.flat();
}

const newestFirst = (a: { createdAt: { toMillis(): number } }, b: { createdAt: { toMillis(): number } }) =>
  b.createdAt.toMillis() - a.createdAt.toMillis();

/** Up to `limit` highlights and `limit` comments with every word of `q`, newest first. */
export async function searchNotes(
  scope: SearchScope,
  q: string,
  token: string,
  limit: number,
): Promise<NotesFound> {
  const [highlights, comments] = await Promise.all([
    findIn("highlights", scope, token, limit),
    findIn("comments", scope, token, limit),
  ]);
  const matching = {
    highlights: highlights.filter((note) => textMatches(note.text, q)).sort(newestFirst),
    comments: comments.filter((note) => textMatches(note.text, q)).sort(newestFirst),
  };
  // A highlight on the caller's own article carries its title and needs no check (as their
  // highlights were always found); one on a shared article is checked, and a comment needs its
  // article for the title. Each article is read once, whichever notes name it.
  const own = (note: { articleOwnerId?: string }) => note.articleOwnerId === scope.uid;
  const toCheck = [...matching.highlights.filter((note) => !own(note)), ...matching.comments].map(
    (note) => note.articleId,
  );
  const articles = await readableAmong(scope.uid, toCheck);
  const readable = (note: { articleId: string }) => articles.has(note.articleId);
  return {
    highlights: matching.highlights.filter((note) => own(note) || readable(note)).slice(0, limit),
    comments: matching.comments.filter(readable).slice(0, limit),
    articles,
  };
}
