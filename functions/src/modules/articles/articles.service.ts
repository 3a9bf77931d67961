// Article use cases: create (by hand or from a completed import), list, open with everything on
// it, edit (highlights follow the text), trash, recover and delete for good. Every id is checked
// against the caller first (the library module's access check). Filing in folders and tags is in
// filing.service.ts.
import { Timestamp } from "firebase-admin/firestore";
import type { z } from "zod";
import {
  canonicalUrl,
  type completeArticleBodySchema,
  type createArticleBodySchema,
  type updateArticleBodySchema,
  type Article,
  type ArticleNotes,
  type ArticleSummary,
  type HomeSort,
  type MyArticlesQuery,
  type Page,
} from "../../shared";
import { conflict } from "../../lib/errors";
import { now } from "../../lib/clock";
import { textTokens } from "../../lib/search-text";
import { sanitizeText } from "../../lib/text";
import * as library from "../library";
import { myArticlesSpec, recentArticlesSpec, type ArticleDoc, type StoredArticle } from "../library";
import {
  applyHighlightChanges,
  deleteNotesOnArticle,
  highlightChangesForEdit,
  notesOnArticle,
} from "../annotations";
import { markArticleSpurqsSeen } from "../spurqs";
import { toSummary } from "./article-summary";

/** Content pasted back from an HTML import keeps its markup; anything else is plain text. */
const looksLikeHtml = (content: string) =>
  /<\/?(p|div|h[1-6]|ul|ol|li|blockquote|br|a|em|strong|img)\b/i.test(content);

/** POST /api/articles: typed by hand, so always plain text. */
export function createManualArticle(uid: string, body: z.output<typeof createArticleBodySchema>) {
  return library.createArticleFor(uid, {
    ...body,
    author: body.author ?? null,
    url: body.url ?? null,
    contentType: "text",
    importedFrom: "manual",
    action: "article_created",
  });
}

/** POST /api/articles/complete: the completion form, whose content may be an import's HTML. */
export function completeArticle(uid: string, body: z.output<typeof completeArticleBodySchema>) {
  return library.createArticleFor(uid, {
    ...body,
    url: body.url ?? null,
    contentType: looksLikeHtml(body.content) ? "html" : "text",
    importedFrom: "manual",
    action: "article_completed",
  });
}

export async function recentArticles(uid: string, sort: HomeSort, limit: number, cursor?: string) {
  const page = await library.listArticles(recentArticlesSpec(uid, sort), limit, cursor);
  return toPage(page);
}

export async function myArticles(uid: string, query: MyArticlesQuery): Promise<Page<ArticleSummary>> {
  const page = await library.listArticles(myArticlesSpec(uid, query), query.limit, query.cursor);
  return toPage(page);
}

const toPage = (page: { items: StoredArticle[]; nextCursor: string | null }): Page<ArticleSummary> => ({
  items: page.items.map(toSummary),
  nextCursor: page.nextCursor,
});

/**
 * GET /api/articles/{id}: the article with its body and the first page of its notes (the
 * caller's own whole, then everyone's in reading order: annotations' notesOnArticle);
 * opening it records the caller's view and marks their incoming spurqs about it read.
 * A preview (the Friends screen's panel, the Ask a friend dialog) is not an opening: same access
 * check, no side effect, so 'New' and 'Unread' stay until the reader really opens it.
 */
export async function readArticle(
  uid: string,
  id: string,
  { preview = false, readers = false } = {},
): Promise<Article> {
  const article = await library.readableArticle(uid, id);
  const viewedAt = Timestamp.fromDate(now());
  // Its readers only to its owner, who would otherwise ask for them next (the 'Shared with' panel).
  const withReaders = readers && article.userId === uid;
  const [content, annotations, lastViewed, readerList] = await Promise.all([
    library.getArticleContent(article),
    notesOnArticle(uid, id),
    preview
      ? library.lastViewedBy(article, uid, article.reader)
      : Promise.all([
          library.recordView(article, uid, article.reader, viewedAt),
          markArticleSpurqsSeen(uid, id),
        ]).then(([viewed]) => viewed),
    withReaders ? library.readersOf(article) : undefined,
  ]);
  return {
    ...toSummary({ ...article, lastViewed }),
    content,
    highlights: annotations.highlights,
    comments: annotations.comments,
    notesCursor: annotations.notesCursor,
    ...(readerList ? { readers: readerList } : {}),
  };
}

/**
 * GET /api/articles/{id}/notes?cursor=: the next page of the article's notes, under the same
 * access check as the article (404 for an article the caller may not read).
 */
export async function articleNotes(uid: string, id: string, cursor?: string): Promise<ArticleNotes> {
  await library.readableArticle(uid, id);
  return notesOnArticle(uid, id, cursor);
}

/** PATCH /api/articles/{id}: edit title, author, source or content. */
export async function editArticle(
  uid: string,
  id: string,
  body: z.output<typeof updateArticleBodySchema>,
): Promise<ArticleSummary> {
  const article = await library.ownedArticle(uid, id);
  const changes: Partial<ArticleDoc> = {};
  if (body.title !== undefined) {
    changes.title = sanitizeText(body.title);
    changes.titleTokens = textTokens(changes.title);
  }
  if (body.author !== undefined) changes.author = body.author ? sanitizeText(body.author) : null;
  if (body.url !== undefined) {
    changes.url = body.url;
    changes.canonicalUrl = body.url ? canonicalUrl(body.url) : null;
  }
  let content: string | undefined;
  let text: string | undefined;
  if (body.content !== undefined) {
    const prepared = await library.prepareContent(body.content, article.contentType);
    content = prepared.content;
    text = prepared.text;
    changes.preview = prepared.preview;
  }
  // Highlights follow their quotes into the edited text (or are marked orphaned) and keep the
  // title search shows, in the same batch as the article.
  const title = changes.title !== article.title ? changes.title : undefined;
  const highlightChanges = await highlightChangesForEdit(article.id, { text, title });
  await library.updateArticle(article, changes, content, (batch) =>
    applyHighlightChanges(batch, highlightChanges),
  );
  return toSummary({ ...article, ...changes, updatedAt: Timestamp.fromDate(now()) });
}

export async function trashArticle(uid: string, id: string): Promise<void> {
  const article = await library.ownedArticle(uid, id);
  if (article.inTrash) return;
  await library.updateArticle(article, { inTrash: true, deletedAt: Timestamp.fromDate(now()) });
}

export async function recoverArticle(uid: string, id: string): Promise<ArticleSummary> {
  const article = await library.ownedArticle(uid, id);
  const changes = { inTrash: false, deletedAt: null };
  if (article.inTrash) await library.updateArticle(article, changes);
  return toSummary({ ...article, ...changes });
}

/** DELETE /api/articles/{id}/permanent: only from the trash, so nothing vanishes by one click. */
export async function deleteArticleForever(uid: string, id: string): Promise<void> {
  const article = await library.ownedArticle(uid, id);
  if (!article.inTrash) throw conflict("Move the article to the trash before deleting it for good.");
  // Its body and readers, then every note on it (their owner's points taken back), then the
  // article with the points of saving it.
  await library.deleteBodyAndReaders(id);
  await deleteNotesOnArticle(id);
  await library.deleteArticleRecord(id);
}
