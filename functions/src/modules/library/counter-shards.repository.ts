// Firestore shapes of an article's counter shards:
//   articles/{id}/counterShards/{n}  (n < COUNTER_SHARDS) what highlights and comments changed of
//                                    the article's counters and the fold has not moved onto it yet
// Many readers may mark up one article at once, and a document takes about one sustained write a
// second: a highlight or comment adds to one shard picked at random, in its own transaction and
// without reading it (a blind increment waits on no one), and the fold moves the shards' sums
// onto the article afterwards (article-counts.ts). The article plus its shards is always exact.
import {
  FieldPath,
  FieldValue,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type Timestamp,
  type Transaction,
} from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { COUNTER_SHARDS, SHARD_COUNT, articleRefOf, type StoredArticle } from "./library.repository";

/** What the fold has not moved onto the article yet; `pending` while any of it is not zero. */
export interface CounterShardDoc {
  highlights: number;
  comments: number;
  ownerPoints: number;
  pending: boolean;
}

/** The counters one write changes. */
export type CounterDelta = Pick<CounterShardDoc, "highlights" | "comments" | "ownerPoints">;

const shards = (articleId: string) => articleRefOf(articleId).collection(COUNTER_SHARDS);

/** Adds `delta` to a random shard in `tx`, blind (read by no one in a writer's transaction). */
export function addToShard(tx: Transaction, articleId: string, delta: CounterDelta): void {
  const ref = shards(articleId).doc(String(Math.floor(Math.random() * SHARD_COUNT)));
  const change: Record<string, unknown> = { pending: true };
  for (const key of ["highlights", "comments", "ownerPoints"] as const) {
    if (delta[key]) change[key] = FieldValue.increment(delta[key]);
  }
  tx.set(ref, change, { merge: true });
}

/**
 * Articles with a shard still pending, from at most `limit` pending shards after the shard at
 * path `after` (ids only, in path order): those a fold after their change did not move (it lost
 * every race, or its instance stopped first). `last` is where the next page starts.
 */
export async function articlesWithPendingShards(
  limit: number,
  after?: string,
): Promise<{ articleIds: string[]; last?: string }> {
  const query = db()
    .collectionGroup(COUNTER_SHARDS)
    .where("pending", "==", true)
    .orderBy(FieldPath.documentId())
    .select()
    .limit(limit);
  const snap = await (after ? query.startAfter(db().doc(after)) : query).get();
  return {
    articleIds: [...new Set(snap.docs.map((doc) => doc.ref.parent.parent!.id))],
    last: snap.size === limit ? snap.docs.at(-1)!.ref.path : undefined,
  };
}

/** The sums of the shards as read in `tx` (a use case that needs the exact owner's points). */
export async function shardSumsInTransaction(tx: Transaction, articleId: string): Promise<CounterDelta> {
  const snap = await tx.get(shards(articleId).limit(SHARD_COUNT));
  return sumOf(snap.docs);
}

/** Deletes every shard of the article in `tx` (its last transaction): at most SHARD_COUNT reads of ids. */
export async function deleteShardsInTransaction(tx: Transaction, articleId: string): Promise<void> {
  const snap = await tx.get(shards(articleId).select().limit(SHARD_COUNT));
  for (const doc of snap.docs) tx.delete(doc.ref);
}

function sumOf(docs: DocumentSnapshot[]): CounterDelta {
  const sum = { highlights: 0, comments: 0, ownerPoints: 0 };
  for (const doc of docs) {
    sum.highlights += Number(doc.get("highlights") ?? 0);
    sum.comments += Number(doc.get("comments") ?? 0);
    sum.ownerPoints += Number(doc.get("ownerPoints") ?? 0);
  }
  return sum;
}

/** What a fold read: the article with its update time, and the shards with something to move. */
export interface FoldState {
  article: StoredArticle;
  articleUpdateTime: Timestamp;
  pending: QueryDocumentSnapshot[];
  sums: CounterDelta;
}

/** The article and its pending shards (one read when none is pending), or undefined when it is gone. */
export async function readForFold(articleId: string): Promise<FoldState | undefined> {
  const [article, pending] = await Promise.all([
    articleRefOf(articleId).get(),
    shards(articleId).where("pending", "==", true).limit(SHARD_COUNT).get(),
  ]);
  if (!article.exists) return undefined;
  return {
    article: { id: article.id, ...(article.data() as Omit<StoredArticle, "id">) },
    articleUpdateTime: article.updateTime!,
    pending: pending.docs,
    sums: sumOf(pending.docs),
  };
}

/**
 * Moves the pending shards' sums onto the article in one batch, each write on condition that its
 * document is still as `state` read it: a shard that gained meanwhile, or another fold that came
 * first, fails the whole batch (FAILED_PRECONDITION) and nothing moves. So a delta is on the
 * article or on its shard, never both nor neither. `firstHighlightText`, when given, is set too.
 */
export async function commitFold(state: FoldState, firstHighlightText?: string | null): Promise<void> {
  const batch = db().batch();
  const { sums } = state;
  const update: Record<string, unknown> = {};
  if (sums.highlights) update.highlightCount = FieldValue.increment(sums.highlights);
  if (sums.comments) update.commentCount = FieldValue.increment(sums.comments);
  if (sums.ownerPoints) update.ownerPoints = FieldValue.increment(sums.ownerPoints);
  if (firstHighlightText !== undefined) update.firstHighlightText = firstHighlightText;
  if (Object.keys(update).length) {
    batch.update(articleRefOf(state.article.id), update, { lastUpdateTime: state.articleUpdateTime });
  }
  for (const shard of state.pending) {
    batch.update(
      shard.ref,
      {
        highlights: FieldValue.increment(-Number(shard.get("highlights") ?? 0)),
        comments: FieldValue.increment(-Number(shard.get("comments") ?? 0)),
        ownerPoints: FieldValue.increment(-Number(shard.get("ownerPoints") ?? 0)),
        pending: false,
      },
      { lastUpdateTime: shard.updateTime },
    );
  }
  await batch.commit();
}
