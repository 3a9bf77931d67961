// /api/articles: thin handlers over the articles and import services.
import { Router } from "express";
import {
  articleNotesQuerySchema,
  articleReaderParamsSchema,
  articleTagParamsSchema,
  completeArticleBodySchema,
  createArticleBodySchema,
  idParamsSchema,
  importPageBodySchema,
  importUrlBodySchema,
  moveToFolderBodySchema,
  myArticlesQuerySchema,
  readArticleQuerySchema,
  recentArticlesQuerySchema,
  updateArticleBodySchema,
} from "../../shared";
import { created, handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import { importFromPage, importFromPdf, importFromUrl, readPdfUpload } from "../import";
import { takeAllowance } from "../rate-limits";
import * as articles from "./articles.service";
import * as filing from "./filing.service";
import { articleReaders, articleRecipients, stopSharing } from "../library";

export const articlesRouter = Router();

articlesRouter.post(
  "/",
  handle({ body: createArticleBodySchema }, async ({ caller, body }) =>
    created(await articles.createManualArticle(caller.uid, body)),
  ),
);
articlesRouter.post(
  "/complete",
  handle({ body: completeArticleBodySchema }, async ({ caller, body }) =>
    created(await articles.completeArticle(caller.uid, body)),
  ),
);
// Imports are rate-limited once the request is valid and before the fetch or the parse.
articlesRouter.post(
  "/from-url",
  handle({ body: importUrlBodySchema }, async ({ caller, body }) => {
    await takeAllowance({ urlImport: caller.uid });
    return created(await importFromUrl(caller.uid, body.url));
  }),
);
// A page the browser extension read as rendered: the same allowance as a URL import (the same
// parse), taken even when the page turns out to be saved already. 201 for a new article, 200
// with `existing` for the one already saved from that page. A fresh token: the extension keeps a
// long-lived session, which signing out everywhere must end at its next save, not an hour later.
articlesRouter.post(
  "/from-page",
  requireFreshToken,
  handle({ body: importPageBodySchema }, async ({ caller, body }) => {
    await takeAllowance({ urlImport: caller.uid });
    const saved = await importFromPage(caller.uid, body);
    return saved.existing ? saved : created(saved);
  }),
);
articlesRouter.post(
  "/from-pdf",
  handle({}, async ({ caller, req }) => {
    const upload = await readPdfUpload(req);
    await takeAllowance({ pdfImport: caller.uid });
    return created(await importFromPdf(caller.uid, upload));
  }),
);
articlesRouter.get(
  "/recent",
  handle({ query: recentArticlesQuerySchema }, ({ caller, query }) =>
    articles.recentArticles(caller.uid, query.sort, query.limit, query.cursor),
  ),
);
articlesRouter.get(
  "/my",
  handle({ query: myArticlesQuerySchema }, ({ caller, query }) => articles.myArticles(caller.uid, query)),
);
articlesRouter.get(
  "/:id",
  handle({ params: idParamsSchema, query: readArticleQuerySchema }, ({ caller, params, query }) =>
    articles.readArticle(caller.uid, params.id, query),
  ),
);
// The next page of an opened article's notes (its first came with the article).
articlesRouter.get(
  "/:id/notes",
  handle({ params: idParamsSchema, query: articleNotesQuerySchema }, ({ caller, params, query }) =>
    articles.articleNotes(caller.uid, params.id, query.cursor),
  ),
);
articlesRouter.patch(
  "/:id",
  handle({ params: idParamsSchema, body: updateArticleBodySchema }, ({ caller, params, body }) =>
    articles.editArticle(caller.uid, params.id, body),
  ),
);
articlesRouter.delete(
  "/:id",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) => articles.trashArticle(caller.uid, params.id)),
);
articlesRouter.post(
  "/:id/recover",
  handle({ params: idParamsSchema }, ({ caller, params }) => articles.recoverArticle(caller.uid, params.id)),
);
articlesRouter.delete(
  "/:id/permanent",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) =>
    articles.deleteArticleForever(caller.uid, params.id),
  ),
);
// Who reads the caller's own article, and stopping sharing it with one of them (owner only).
articlesRouter.get(
  "/:id/readers",
  handle({ params: idParamsSchema }, ({ caller, params }) => articleReaders(caller.uid, params.id)),
);
// Whom the caller may ask about an article: any friend for its owner, readers only for a reader.
articlesRouter.get(
  "/:id/recipients",
  handle({ params: idParamsSchema }, ({ caller, params }) => articleRecipients(caller.uid, params.id)),
);
articlesRouter.delete(
  "/:id/readers/:uid",
  requireFreshToken,
  handle({ params: articleReaderParamsSchema }, ({ caller, params }) =>
    stopSharing(caller.uid, params.id, params.uid),
  ),
);
articlesRouter.patch(
  "/:id/folder",
  handle({ params: idParamsSchema, body: moveToFolderBodySchema }, ({ caller, params, body }) =>
    filing.moveToFolder(caller.uid, params.id, body.folderId),
  ),
);
articlesRouter.put(
  "/:id/tags/:tagId",
  handle({ params: articleTagParamsSchema }, ({ caller, params }) =>
    filing.tagArticle(caller.uid, params.id, params.tagId),
  ),
);
articlesRouter.delete(
  "/:id/tags/:tagId",
  requireFreshToken,
  handle({ params: articleTagParamsSchema }, ({ caller, params }) =>
    filing.untagArticle(caller.uid, params.id, params.tagId),
  ),
);
