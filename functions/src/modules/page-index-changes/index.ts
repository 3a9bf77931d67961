// The page index changes module's public face: the per-reader feed that tells the browser
// extension which articles to look at again (see page-index-changes.repository.ts). The library
// and friends modules note changes in the commits that make them; the library's page index reads
// them.
export {
  CHANGES_KEPT_DAYS,
  changesSince,
  newestChange,
  noteArticleChange,
  noteIndexReset,
  type ChangeWriter,
  type ChangesSince,
} from "./page-index-changes.repository";
export { pageIndexChangesOwnedData } from "./page-index-changes.owned-data";
