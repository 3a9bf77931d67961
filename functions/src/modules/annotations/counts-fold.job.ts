// Scheduled (jobs/fold-pending-counts.ts): folds the article counters that no change folded. A
// highlight or comment adds to a counter shard and folds the shards onto its article right after
// (library/article-counts.ts); when that fold loses every race or its instance stops first, the
// shard stays pending until the next change to the same article, which may never come, and lists
// and cards, which read the article alone, would show the old counts. This job finds the pending
// shards by one collection-group query and folds their articles.
//
// Bounded (PAGES of PAGE_SIZE shards a run; the next run goes on with what is still pending),
// idempotent (a fold moves a shard's sums on condition that neither changed since it read them,
// so a second fold, or a change's own, finds nothing left to move) and safe to overlap.
import { articlesWithPendingShards } from "../library";
import { foldCounts } from "./highlights.service";

const PAGE_SIZE = 300;
const PAGES = 20;
/** Articles folded at once (each fold is two reads and one commit). */
const AT_ONCE = 10;

export interface CountsFoldReport {
  /** Articles with a pending shard that were folded (or found folded meanwhile). */
  articles: number;
}

export async function foldPendingCounts(): Promise<CountsFoldReport> {
  const report: CountsFoldReport = { articles: 0 };
  let after: string | undefined;
  for (let page = 0; page < PAGES; page++) {
    const { articleIds, last } = await articlesWithPendingShards(PAGE_SIZE, after);
    for (let start = 0; start < articleIds.length; start += AT_ONCE) {
      await Promise.all(articleIds.slice(start, start + AT_ONCE).map((id) => foldCounts(id)));
    }
    report.articles += articleIds.length;
    if (!last) break;
    after = last;
  }
  return report;
}
