// An article's counters (highlightCount, commentCount, ownerPoints, firstHighlightText) under
// many writers. A highlight or comment must not write the article in its transaction: every
// reader marking it up at once would contend on that one document (and a document takes about one
// sustained write a second). So the transaction adds its change to a counter shard, blind
// (counter-shards.repository.ts), and the fold moves the shards onto the article after it, outside
// any transaction and on condition that nothing changed under it. Lists and cards read the
// article alone; the article plus its pending shards is exact at every moment.
import type { Transaction } from "firebase-admin/firestore";
import { logCountsNotFolded } from "../../lib/logger";
import * as shards from "./counter-shards.repository";

/** What a highlight or comment changes on its article, in the transaction that writes it. */
export interface CountChanges {
  highlights?: number;
  comments?: number;
  /** Points its owner earned (or lost) on it, which tagging carries into expertise areas. */
  ownerPoints?: number;
}

/** Adds the change to one of the article's counter shards in `tx` (no read, no article write). */
export function changeArticleCounts(tx: Transaction, id: string, change: CountChanges): void {
  const delta = {
    highlights: change.highlights ?? 0,
    comments: change.comments ?? 0,
    ownerPoints: change.ownerPoints ?? 0,
  };
  if (!delta.highlights && !delta.comments && !delta.ownerPoints) return;
  shards.addToShard(tx, id, delta);
}

/**
 * The owner's points on the article that the fold has not moved onto it yet, read in `tx`, to add
 * to `ownerPoints` where the exact figure matters (tagging moves it into an expertise area).
 */
export async function pendingOwnerPointsInTransaction(tx: Transaction, id: string): Promise<number> {
  return (await shards.shardSumsInTransaction(tx, id)).ownerPoints;
}

export { deleteShardsInTransaction } from "./counter-shards.repository";

/** Folds tried before leaving the rest to a later one (every new change folds again). */
const FOLD_ATTEMPTS = 4;
/** gRPC's FAILED_PRECONDITION: a document changed since the fold read it. */
const FAILED_PRECONDITION = 9;

/**
 * Moves the article's pending shards onto it. `firstHighlightText`, asked only when the
 * highlights changed, names the text cards show. Called after each highlight's or comment's
 * transaction: when a concurrent fold or change wins the race, it reads again (at most
 * FOLD_ATTEMPTS times), and what still waits is folded by the next change or the fold job. Never
 * throws: the change it follows has landed, and its counts are exact on the shards meanwhile.
 */
export async function foldArticleCounts(
  id: string,
  firstHighlightText?: () => Promise<string | null>,
): Promise<void> {
  try {
    for (let attempt = 1; attempt <= FOLD_ATTEMPTS; attempt += 1) {
      const state = await shards.readForFold(id);
      if (!state || !state.pending.length) return;
      const first = state.sums.highlights && firstHighlightText ? await firstHighlightText() : undefined;
      try {
        await shards.commitFold(state, first);
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error;
      }
    }
  } catch (error) {
    logCountsNotFolded({ articleId: id, error: String(error) });
  }
}

/** Pending shards read per page of the fold job, and pages a run. */
const PENDING_PAGE = 300;
const PENDING_PAGES = 20;
/** Articles folded at once by the fold job (each fold is two reads and one commit). */
const FOLDS_AT_ONCE = 10;

export interface PendingFoldReport {
  /** Articles with a pending shard that were folded (or found folded meanwhile). */
  articles: number;
}

/**
 * Folds every article with a shard still pending (the fold job's run): shards a change's own fold
 * did not move (it lost every race, or its instance stopped first). Bounded (PENDING_PAGES of
 * PENDING_PAGE shards, in path order; the next run goes on with what is still pending) and
 * idempotent, each fold conditional as a change's own.
 */
export async function foldPendingArticleCounts(
  firstHighlightText: (articleId: string) => Promise<string | null>,
): Promise<PendingFoldReport> {
  const report: PendingFoldReport = { articles: 0 };
  let after: string | undefined;
  for (let page = 0; page < PENDING_PAGES; page++) {
    const { articleIds, last } = await shards.articlesWithPendingShards(PENDING_PAGE, after);
    for (let start = 0; start < articleIds.length; start += FOLDS_AT_ONCE) {
      await Promise.all(
        articleIds
          .slice(start, start + FOLDS_AT_ONCE)
          .map((id) => foldArticleCounts(id, () => firstHighlightText(id))),
      );
    }
    report.articles += articleIds.length;
    if (!last) break;
    after = last;
  }
  return report;
}

/** The counters as they are this moment: the article's plus its pending shards' (a recount's equal). */
export async function exactArticleCounts(id: string) {
  const state = await shards.readForFold(id);
  if (!state) return undefined;
  return {
    highlightCount: state.article.highlightCount + state.sums.highlights,
    commentCount: state.article.commentCount + state.sums.comments,
    ownerPoints: (state.article.ownerPoints ?? 0) + state.sums.ownerPoints,
    firstHighlightText: state.article.firstHighlightText,
  };
}
