// The search module's public face: one search box over articles, highlights and users.
export { searchRouter } from "./search.routes";
export { searchIndexRunner } from "./search-index.job";
