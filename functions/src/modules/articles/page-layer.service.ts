// The browser extension's friends' layer on the page of an article: the first page of its notes
// (the caller's own whole, then everyone's in reading order, as the reading screen opens it) and
// the caller's spurq threads about it, without its body (the page itself is the
// body). The access rule is the library's, as for every article route: anyone else gets 404.
import type { PageIndex, PageLayer, PageLayerVersion } from "../../shared";
import * as library from "../library";
import type { StoredArticle } from "../library";
import { notesOnArticle } from "../annotations";
import { spurqThreadsAbout } from "../spurqs";

/**
 * What changes when a highlight or a comment is added or removed: the counters the article keeps
 * in the same transaction as those writes. It is read with the access check's own read of the
 * article, so polling it costs nothing beyond that check.
 */
const versionOf = (article: Pick<StoredArticle, "highlightCount" | "commentCount">) =>
  `${article.highlightCount ?? 0}.${article.commentCount ?? 0}`;

/** GET /api/articles/page-index?since=: `whole` runs before a whole list is read. */
export function pageIndex(
  uid: string,
  since: string | undefined,
  whole: () => Promise<void>,
): Promise<PageIndex> {
  return library.pageIndex(uid, since, whole);
}

/** GET /api/articles/{id}/layer. */
export async function pageLayer(uid: string, id: string): Promise<PageLayer> {
  const article = await library.readableArticle(uid, id);
  const [notes, spurqs] = await Promise.all([notesOnArticle(uid, id), spurqThreadsAbout(uid, id)]);
  return {
    article: { id: article.id, title: article.title, userId: article.userId, own: article.userId === uid },
    version: versionOf(article),
    highlights: notes.highlights,
    comments: notes.comments,
    spurqs,
  };
}

/** GET /api/articles/{id}/layer/version: the access check's reads and nothing more. */
export async function pageLayerVersion(uid: string, id: string): Promise<PageLayerVersion> {
  return { version: versionOf(await library.readableArticle(uid, id)) };
}
