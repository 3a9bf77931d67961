// The annotations module's public face: highlights and comments on articles, with the counters
// and points they move.
export { readableHighlight } from "./annotations.access";
export * from "./highlights.service";
export { createComment, deleteComment, editComment } from "./comments.service";
export * from "./article-notes.service";
export { notesOnArticle } from "./notes-page.service";
export { commentsRouter, highlightsRouter } from "./annotations.routes";
export {
  annotationsOwnedData,
  commentsOnArticleRefs,
  highlightsOnOwnArticlesData,
} from "./annotations.owned-data";
export { ownNotesOn, ownNotesOnPage, type OwnNotes } from "./annotations.export";
export { ANNOTATION_QUERIES, CANDIDATE_HIGHLIGHT_QUERIES, NOTES_SEARCH_QUERIES } from "./annotations.queries";
export { searchNotes, type NotesFound } from "./notes-search";
export { reindexOwnNotes } from "./search-reindex";
export { foldPendingCounts } from "./counts-fold.job";
export { unknownAuthor } from "./annotation-shapes";
export {
  highlightWords,
  ownHighlightWords,
  writeImportedHighlights,
  type ImportedCounts,
  type ImportedHighlight,
} from "./imported-highlights";
export type { CommentDoc, HighlightDoc, Stored } from "./annotations.repository";
