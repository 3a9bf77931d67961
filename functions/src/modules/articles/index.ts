// The articles module's public face: the /api/articles, /api/folders and /api/tags routes, and
// creating an article (what an import does once it has the text) and the recent articles Home shows.
export { articlesRouter } from "./articles.routes";
export { foldersRouter, tagsRouter } from "./folders.routes";
export { createManualArticle, recentArticles } from "./articles.service";
export { articlesOwnedData } from "./articles.owned-data";
export { pageLayerRouter } from "./page-layer.routes";
