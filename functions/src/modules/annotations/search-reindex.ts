// Indexing a user's own highlights and comments again for search, as a write would: a step of
// the search module's reindex job, for notes stored under older search words (comments had no
// tokens, nor their article's owner). Idempotent: a step done twice writes the same.
import { db } from "../../lib/firebase";
import { pageAfterId } from "../../lib/query";
import { getArticles } from "../library";
import { commentTokens } from "./comments.service";
import { highlightTokens } from "./highlights.service";
import { COMMENTS, HIGHLIGHTS } from "./annotations.queries";
import type { CommentDoc, HighlightDoc } from "./annotations.repository";

const NOTES_PER_STEP = 200;

/**
 * One step through the user's own highlights or comments after the id `after`: returns the last
 * id done, or null once none is left.
 */
export async function reindexOwnNotes(
  uid: string,
  kind: "highlights" | "comments",
  after: string | null,
): Promise<string | null> {
  const snap = await pageAfterId(
    db()
      .collection(kind === "highlights" ? HIGHLIGHTS : COMMENTS)
      .where("userId", "==", uid),
    after,
    NOTES_PER_STEP,
  ).get();
  if (snap.empty) return null;
  const batch = db().batch();
  if (kind === "highlights") {
    for (const doc of snap.docs) {
      batch.update(doc.ref, { textTokens: highlightTokens((doc.data() as HighlightDoc).text) });
    }
  } else {
    const comments = snap.docs.map((doc) => doc.data() as CommentDoc);
    const ids = [...new Set(comments.map((comment) => comment.articleId))];
    const articles = await getArticles(ids);
    const owners = new Map(ids.map((id, index) => [id, articles[index]?.userId]));
    snap.docs.forEach((doc, index) => {
      const comment = comments[index]!;
      const owner = owners.get(comment.articleId);
      batch.update(doc.ref, {
        textTokens: commentTokens(comment.text),
        ...(owner ? { articleOwnerId: owner } : {}),
      });
    });
  }
  await batch.commit();
  return snap.size < NOTES_PER_STEP ? null : snap.docs.at(-1)!.id;
}
