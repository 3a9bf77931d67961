// Scheduled (jobs/fold-pending-counts.ts): folds the article counters that no change folded. A
// highlight or comment adds to a counter shard and folds the shards onto its article right after
// (library/article-counts.ts); when that fold loses every race or its instance stops first, the
// shard stays pending until the next change to the same article, which may never come, and lists
// and cards, which read the article alone, would show the old counts. The library finds the
// pending shards and folds their articles; the first highlight's text, which cards show, is
// this module's.
import { foldPendingArticleCounts, type PendingFoldReport } from "../library";
import { firstHighlightText } from "./annotations.repository";

export const foldPendingCounts = (): Promise<PendingFoldReport> =>
  foldPendingArticleCounts(firstHighlightText);
