// The opaque cursor of a paged list (`?cursor=` / `?before=`): the last item's order value (a
// timestamp as milliseconds) and its id, so the next page starts right after it.
import { Timestamp } from "firebase-admin/firestore";
import { badRequest } from "./errors";

interface PageCursor {
  millis: number;
  id: string;
}

/** The cursor that resumes a list after the document with this order time and id. */
export function encodeTimeCursor(time: Timestamp, id: string): string {
  return Buffer.from(JSON.stringify({ millis: time.toMillis(), id } satisfies PageCursor)).toString(
    "base64url",
  );
}

/** The order time and id a cursor holds; 400 naming `field` when it was not made by encodeTimeCursor. */
export function decodeTimeCursor(cursor: string, field: string): { time: Timestamp; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as PageCursor;
    if (typeof parsed.id !== "string" || !Number.isFinite(parsed.millis)) throw new Error("shape");
    return { time: Timestamp.fromMillis(parsed.millis), id: parsed.id };
  } catch {
    throw badRequest(`${field}: Invalid cursor.`, { field });
  }
}
