// The library module's public face: the articles and who may read them. It owns the article
// documents, their bodies and their readers; every access check on an article is here.
export * from "./library.service";
export * from "./access";
export {
  changeArticleCounts,
  exactArticleCounts,
  foldArticleCounts,
  foldPendingArticleCounts,
  type PendingFoldReport,
  type CountChanges,
} from "./article-counts";
export { ownArticlesData, readersData, searchTermsData } from "./library.owned-data";
export { countOwnArticles, deleteSearchTermsOf, ownArticlesWithParts } from "./library.repository";
export type {
  ArticleAction,
  ArticleDoc,
  ArticleParts,
  NewArticle,
  ReaderDoc,
  StoredArticle,
} from "./library.repository";
export { myArticlesSpec, recentArticlesSpec } from "./library.queries";
export { createArticleFor, prepareContent, type NewArticleInput } from "./new-article";
export { ARTICLES_PER_PAGE, articlesPage, sharedArticlesPage } from "./library.export";
export { pageAddressHash, pageIndex } from "./page-index";
export {
  inGroups,
  readableAmong,
  searchBodies,
  searchScope,
  type BodyMatch,
  type SearchScope,
} from "./body-search";
export { reindexOwnArticles } from "./search-reindex";
export {
  fileImportedLabels,
  importedArticleId,
  writeImportedArticle,
  type ImportedArticle,
} from "./imported-article";
