// What happens to the notes on an article with the article: moved with its text when it is
// edited, deleted with it (their points taken back). Listing them is notes-page.service.ts.
import { type Timestamp, type Query } from "firebase-admin/firestore";
import { anchorHighlight, quoteContext } from "../../shared";
import { runTransaction } from "../../lib/firebase";
import { Ledger } from "../progress";
import { articleInTransaction } from "../library";
import { CONTENDED } from "./annotations.points";
import * as repo from "./annotations.repository";
import type { HighlightChange } from "./annotations.repository";

/**
 * Highlights updated per edit at most, so they fit in the article's own write batch (500 writes,
 * with the article and its content chunks). The rest keep their old place, re-anchored when read,
 * and their old title copy.
 */
const HIGHLIGHTS_PER_EDIT = 450;

/**
 * The highlight updates an article edit needs, from one bounded read: re-anchored in the edited
 * text (quote and context, then fuzzy) or orphaned, and given the new title that search shows.
 */
export async function highlightChangesForEdit(
  articleId: string,
  edit: { text?: string; title?: string },
): Promise<HighlightChange[]> {
  if (edit.text === undefined && edit.title === undefined) return [];
  const found = await repo.highlightsOfArticle(articleId, HIGHLIGHTS_PER_EDIT);
  const result: HighlightChange[] = [];
  for (const highlight of found) {
    const changes: HighlightChange["changes"] = {};
    if (edit.title !== undefined && edit.title !== highlight.articleTitle) changes.articleTitle = edit.title;
    if (edit.text !== undefined) {
      const position = anchorHighlight(edit.text, highlight);
      if (!position) changes.orphaned = true;
      else {
        const { startOffset, endOffset } = position;
        Object.assign(changes, { orphaned: false, startOffset, endOffset });
        Object.assign(changes, quoteContext(edit.text, startOffset, endOffset));
      }
    }
    if (Object.keys(changes).length) result.push({ id: highlight.id, changes });
  }
  return result;
}

/** Documents deleted per transaction when their points are taken back (three ledger writes each). */
const UNDO_BATCH = 100;

/**
 * Deletes every highlight and comment on an article that is being deleted for good, `UNDO_BATCH`
 * per transaction, and takes back from the article's owner the points of those they made;
 * readers' highlights and comments keep their points (they did not undo anything).
 */
export async function deleteNotesOnArticle(articleId: string): Promise<void> {
  await deleteTakingBack(articleId, repo.comments().where("articleId", "==", articleId), "comment_created");
  await deleteTakingBack(
    articleId,
    repo.highlights().where("articleId", "==", articleId),
    "highlight_created",
  );
}

async function deleteTakingBack(
  articleId: string,
  query: Query,
  type: "highlight_created" | "comment_created",
) {
  for (let done = false; !done;) {
    done = await runTransaction(async (tx) => {
      const snap = await tx.get(query.limit(UNDO_BATCH));
      const article = await articleInTransaction(tx, articleId);
      const owner = article?.userId;
      const ledger = owner ? await Ledger.open(tx, owner) : undefined;
      for (const doc of snap.docs) {
        tx.delete(doc.ref);
        // Made before points existed: nothing to take back.
        if (!ledger || !owner || doc.get("userId") !== owner || !doc.get("points")) continue;
        ledger.undo(owner, {
          type,
          originalAt: (doc.get("createdAt") as Timestamp).toDate(),
          articleId,
          context: article.title,
          expertiseTagIds: article.tagIds ?? [],
        });
      }
      return snap.size < UNDO_BATCH;
    }, CONTENDED);
  }
}

export { applyHighlightChanges, type HighlightChange } from "./annotations.repository";
