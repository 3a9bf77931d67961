// What a data export (GET /api/export) reads of spurqs: the user's sent and received, a page at
// a time, and each one's replies.
import { listReplies, listSpurqs, type ReplyDoc, type Stored } from "./spurqs.repository";

/** Documents per read of a longer result. */
const READ_PAGE = 500;

export const SPURQS_PER_PAGE = 50;

/** One page of the spurqs the user sent or received, newest first. */
export const spurqsPage = (field: "senderId" | "recipientId", uid: string, cursor: string | undefined) =>
  listSpurqs(field, uid, SPURQS_PER_PAGE, cursor);

/** Every reply to a spurq, oldest first, a page at a time. */
export async function allReplies(spurqId: string): Promise<Array<Stored<ReplyDoc>>> {
  const replies: Array<Stored<ReplyDoc>> = [];
  let cursor: string | undefined;
  do {
    const page = await listReplies(spurqId, READ_PAGE, cursor);
    replies.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return replies;
}
