// Article rules: create (by hand or from a completed import), list, read, edit, file in a folder,
// tag, trash, recover and delete for good. Every id is checked against the caller first.
import { Timestamp } from "firebase-admin/firestore";
import type { z } from "zod";
import {
  TAGS_PER_ARTICLE_MAX,
  plainTextArticleText,
  type completeArticleBodySchema,
  type createArticleBodySchema,
  type updateArticleBodySchema,
  type Article,
  type ArticleSummary,
  type ContentType,
  type CreatedArticle,
  type HomeSort,
  type MyArticlesQuery,
  type Page,
} from "../../shared";
import { badRequest, conflict } from "../../lib/errors";
import { ownedLabel } from "../folders/labels.service";
import { articleNotFound, ownedArticle, readableArticle } from "./article-access";
import { sanitizeArticleHtml } from "./article-html";
import { sanitizeText, textPreview, titleTokens } from "./article-text";
import { listArticleAnnotations } from "./annotations.repository";
import { myArticlesSpec, recentArticlesSpec } from "./articles.queries";
import * as repo from "./articles.repository";
import { applyHighlightChanges, highlightChangesForEdit } from "../annotations/annotations.repository";
import { markArticleSpurqsSeen } from "../spurqs/spurqs.repository";

const iso = (value: Timestamp | null | undefined) => (value ? value.toDate().toISOString() : null);

function toSummary(article: repo.StoredArticle): ArticleSummary {
  return {
    id: article.id,
    userId: article.userId,
    title: article.title,
    url: article.url,
    author: article.author,
    siteName: article.siteName ?? null,
    folderId: article.folderId,
    tagIds: article.tagIds ?? [],
    preview: article.preview,
    firstHighlightText: article.firstHighlightText,
    highlightCount: article.highlightCount,
    commentCount: article.commentCount,
    contentType: article.contentType,
    lastViewed: iso(article.lastViewed),
    createdAt: iso(article.createdAt)!,
    updatedAt: iso(article.updatedAt)!,
    deletedAt: iso(article.deletedAt),
  };
}

/** Content as stored: HTML is sanitised (again) and its text gives the preview. */
async function prepareContent(
  content: string,
  type: ContentType,
): Promise<{ content: string; text: string; preview: string }> {
  if (type === "text") return { content, text: plainTextArticleText(content), preview: textPreview(content) };
  const clean = await sanitizeArticleHtml(content);
  if (!clean.text.trim())
    throw badRequest("content: Please provide content for your article.", { field: "content" });
  return { content: clean.html, text: clean.text, preview: textPreview(clean.text) };
}

/** Content pasted back from an HTML import keeps its markup; anything else is plain text. */
const looksLikeHtml = (content: string) =>
  /<\/?(p|div|h[1-6]|ul|ol|li|blockquote|br|a|em|strong|img)\b/i.test(content);

export interface NewArticleInput {
  title: string;
  content: string;
  author: string | null;
  url: string | null;
  siteName?: string | null;
  contentType: ContentType;
  importedFrom: repo.ArticleDoc["importedFrom"];
  /** What saving it counts as in its owner's points. */
  action: repo.ArticleAction;
  /** Already computed (imports), or derived from the content. */
  preview?: string;
}

/** Stores a new article for `uid` (manual, completed or imported). */
export async function createArticleFor(uid: string, input: NewArticleInput): Promise<CreatedArticle> {
  const title = sanitizeText(input.title);
  const prepared =
    input.preview !== undefined && input.importedFrom !== "manual"
      ? { content: input.content, preview: input.preview }
      : await prepareContent(input.content, input.contentType);
  const id = await repo.createArticle(
    {
      userId: uid,
      title,
      titleTokens: titleTokens(title),
      url: input.url,
      author: input.author ? sanitizeText(input.author) : null,
      siteName: input.siteName ?? null,
      folderId: null,
      tagIds: [],
      preview: prepared.preview,
      contentType: input.contentType,
      importedFrom: input.importedFrom,
    },
    prepared.content,
    input.action,
  );
  return { id };
}

/** POST /api/articles: typed by hand, so always plain text. */
export function createManualArticle(uid: string, body: z.output<typeof createArticleBodySchema>) {
  return createArticleFor(uid, {
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
  return createArticleFor(uid, {
    ...body,
    url: body.url ?? null,
    contentType: looksLikeHtml(body.content) ? "html" : "text",
    importedFrom: "manual",
    action: "article_completed",
  });
}

export async function recentArticles(uid: string, sort: HomeSort, limit: number, cursor?: string) {
  const page = await repo.listArticles(recentArticlesSpec(uid, sort), limit, cursor);
  return toPage(page);
}

export async function myArticles(uid: string, query: MyArticlesQuery): Promise<Page<ArticleSummary>> {
  const page = await repo.listArticles(myArticlesSpec(uid, query), query.limit, query.cursor);
  return toPage(page);
}

const toPage = (page: { items: repo.StoredArticle[]; nextCursor: string | null }): Page<ArticleSummary> => ({
  items: page.items.map(toSummary),
  nextCursor: page.nextCursor,
});

/**
 * GET /api/articles/{id}: the article with its body and every reader's highlights and comments;
 * opening it records the caller's view and marks their incoming spurqs about it read (spec 4).
 * A preview (the Friends screen's panel, the Ask a friend dialog) is not an opening: same access
 * check, no side effect, so 'New' and 'Unread' stay until the reader really opens it.
 */
export async function readArticle(uid: string, id: string, { preview = false } = {}): Promise<Article> {
  const article = await readableArticle(uid, id);
  const [content, annotations, lastViewed] = await Promise.all([
    repo.getArticleContent(article),
    listArticleAnnotations(id),
    preview
      ? repo.lastViewedBy(article, uid, article.reader)
      : Promise.all([repo.recordView(article, uid, article.reader), markArticleSpurqsSeen(uid, id)]).then(
          ([viewed]) => viewed,
        ),
  ]);
  return {
    ...toSummary({ ...article, lastViewed }),
    content,
    highlights: annotations.highlights,
    comments: annotations.comments,
  };
}

/** PATCH /api/articles/{id}: edit title, author, source or content. */
export async function editArticle(
  uid: string,
  id: string,
  body: z.output<typeof updateArticleBodySchema>,
): Promise<ArticleSummary> {
  const article = await ownedArticle(uid, id);
  const changes: Partial<repo.ArticleDoc> = {};
  if (body.title !== undefined) {
    changes.title = sanitizeText(body.title);
    changes.titleTokens = titleTokens(changes.title);
  }
  if (body.author !== undefined) changes.author = body.author ? sanitizeText(body.author) : null;
  if (body.url !== undefined) changes.url = body.url;
  let content: string | undefined;
  let text: string | undefined;
  if (body.content !== undefined) {
    const prepared = await prepareContent(body.content, article.contentType);
    content = prepared.content;
    text = prepared.text;
    changes.preview = prepared.preview;
  }
  // Highlights follow their quotes into the edited text (or are marked orphaned) and keep the
  // title search shows, in the same batch as the article.
  const title = changes.title !== article.title ? changes.title : undefined;
  const highlightChanges = await highlightChangesForEdit(article.id, { text, title });
  await repo.updateArticle(article, changes, content, (batch) =>
    applyHighlightChanges(batch, highlightChanges),
  );
  return toSummary({ ...article, ...changes, updatedAt: Timestamp.now() });
}

export async function trashArticle(uid: string, id: string): Promise<void> {
  const article = await ownedArticle(uid, id);
  if (article.inTrash) return;
  await repo.updateArticle(article, { inTrash: true, deletedAt: Timestamp.now() });
}

export async function recoverArticle(uid: string, id: string): Promise<ArticleSummary> {
  const article = await ownedArticle(uid, id);
  const changes = { inTrash: false, deletedAt: null };
  if (article.inTrash) await repo.updateArticle(article, changes);
  return toSummary({ ...article, ...changes });
}

/** PATCH /api/articles/{id}/folder: into one of the caller's folders, or out of any (null). */
export async function moveToFolder(
  uid: string,
  id: string,
  folderId: string | null,
): Promise<ArticleSummary> {
  const article = await ownedArticle(uid, id);
  if (folderId !== null) await ownedLabel(uid, "folders", folderId);
  await repo.updateArticle(article, { folderId });
  return toSummary({ ...article, folderId });
}

export async function tagArticle(uid: string, id: string, tagId: string): Promise<ArticleSummary> {
  await Promise.all([ownedArticle(uid, id), ownedLabel(uid, "tags", tagId)]);
  // Already there, the transaction leaves the article as it is.
  const tagged = await repo.addTag(id, tagId, (current) => {
    if (current.tagIds.length >= TAGS_PER_ARTICLE_MAX) {
      throw badRequest(`An article can have at most ${TAGS_PER_ARTICLE_MAX} tags.`);
    }
  });
  if (!tagged) throw articleNotFound();
  return toSummary(tagged);
}

export async function untagArticle(uid: string, id: string, tagId: string): Promise<ArticleSummary> {
  const article = await ownedArticle(uid, id);
  await ownedLabel(uid, "tags", tagId);
  if (article.tagIds.includes(tagId)) await repo.removeTag(id, tagId);
  return toSummary({ ...article, tagIds: article.tagIds.filter((t) => t !== tagId) });
}

/** DELETE /api/articles/{id}/permanent: only from the trash, so nothing vanishes by one click. */
export async function deleteArticleForever(uid: string, id: string): Promise<void> {
  const article = await ownedArticle(uid, id);
  if (!article.inTrash) throw conflict("Move the article to the trash before deleting it for good.");
  await repo.deleteArticleForever(id);
}
