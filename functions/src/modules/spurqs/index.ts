// The spurqs module's public face: questions about an article sent to a friend, their reply
// threads, the unread badge, and the articles two friends exchanged.
export * from "./spurqs.service";
export { searchSpurqs, type SpurqMatch } from "./spurqs.search";
export { reindexSpurqs } from "./search-reindex";
export { friendArticlesRouter, spurqsRouter } from "./spurqs.routes";
export { exchangedOwnedData, spurqsOwnedData } from "./spurqs.owned-data";
export { spurqCardPlaces } from "./spurqs.card-places";
export { SPURQ_QUERIES, exchangedSpec, incomingSpurqsQuery } from "./spurqs.queries";
export type { SpurqDoc } from "./spurqs.repository";
export { SPURQS_PER_PAGE, allReplies, spurqsPage } from "./spurqs.export";
export type { ReplyDoc, Stored as StoredSpurqDoc } from "./spurqs.repository";
