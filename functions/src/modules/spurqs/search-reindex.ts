// Indexing a user's spurq threads again for search, as a write would (each reply's tokens, and
// the spurq's tokens of its question and replies): a step of the search module's reindex job,
// for threads stored under older search words. Idempotent: a step done twice writes the same.
import { db } from "../../lib/firebase";
import { pageAfterId } from "../../lib/query";
import { textTokens } from "../../lib/search-text";
import { SPURQS, repliesOf, type ReplyDoc, type SpurqDoc } from "./spurqs.repository";
import { SPURQ_TOKENS_MAX, replyTokens } from "./spurqs.service";

const SPURQS_PER_STEP = 20;
/** Replies of one thread indexed at most (a thread longer than that is found by its first ones). */
const REPLIES_PER_SPURQ = 20;

/**
 * One step through the spurqs the user sent or received (`side`) after the id `after`: returns
 * the last id done, or null once none is left.
 */
export async function reindexSpurqs(
  uid: string,
  side: "senderId" | "recipientId",
  after: string | null,
): Promise<string | null> {
  const snap = await pageAfterId(
    db().collection(SPURQS).where(side, "==", uid),
    after,
    SPURQS_PER_STEP,
  ).get();
  if (snap.empty) return null;
  const threads = await Promise.all(
    snap.docs.map(async (doc) => ({
      doc,
      replies: (await repliesOf(doc.id).orderBy("createdAt").limit(REPLIES_PER_SPURQ).get()).docs,
    })),
  );
  const batch = db().batch();
  for (const { doc, replies } of threads) {
    const tokens = new Set(textTokens((doc.data() as SpurqDoc).question ?? "", SPURQ_TOKENS_MAX));
    for (const reply of replies) {
      const replyWords = replyTokens((reply.data() as ReplyDoc).text);
      batch.update(reply.ref, { textTokens: replyWords });
      for (const token of replyWords) tokens.add(token);
    }
    batch.update(doc.ref, { searchTokens: [...tokens].slice(0, SPURQ_TOKENS_MAX) });
  }
  await batch.commit();
  return snap.size < SPURQS_PER_STEP ? null : snap.docs.at(-1)!.id;
}
