// The articles module's public face: the /api/articles, /api/folders and /api/tags routes, and
// creating an article (what an import does once it has the text).
export { articlesRouter } from "./articles.routes";
export { foldersRouter, tagsRouter } from "./folders.routes";
export { createManualArticle } from "./articles.service";
export { articlesOwnedData } from "./articles.owned-data";
export { pageLayerRouter } from "./page-layer.routes";
