// The annotations module's public face: highlights and comments on articles, with the counters
// and points they move.
export * from "./annotations.service";
export { annotationsOwnedData, notesOnArticleRefs } from "./annotations.owned-data";
export { unknownAuthor } from "./annotation-shapes";
export type { CommentDoc, HighlightDoc, Stored } from "./annotations.repository";
export { commentsRouter, highlightsRouter } from "./annotations.routes";
export { ANNOTATION_QUERIES, CANDIDATE_HIGHLIGHT_QUERIES } from "./annotations.queries";
export { ownNotesOn, ownNotesOnPage, type OwnNotes } from "./annotations.export";
