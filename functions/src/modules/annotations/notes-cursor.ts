// The cursor of an article's notes: where the last page stopped in reading order, the article it
// belongs to and when the first page was read (what of the reader's own it already held). It is
// opaque to clients (base64url JSON) and checked with zod here; being bound to its article, it
// cannot page through another one, and the route checks access to the article it names first.
import { z } from "zod";
import { badRequest } from "../../lib/errors";
import type { NotesPlace } from "./notes-page.repository";

export interface NotesCursor extends NotesPlace {
  articleId: string;
  /** When the first page was read, in milliseconds: the reader's notes older than this came with it. */
  openedAt: number;
}

const cursorSchema = z.strictObject({
  a: z.string().min(1).max(128),
  o: z.number().int().min(0),
  i: z.string().min(1).max(128),
  t: z.number().int().min(0),
});

export function encodeNotesCursor(cursor: NotesCursor): string {
  const { articleId: a, startOffset: o, id: i, openedAt: t } = cursor;
  return Buffer.from(JSON.stringify({ a, o, i, t })).toString("base64url");
}

/** The cursor's place; 400 naming `cursor` when it was not made here or is another article's. */
export function decodeNotesCursor(cursor: string, articleId: string): NotesCursor {
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw badRequest("cursor: Invalid cursor.", { field: "cursor" });
  }
  if (parsed.a !== articleId) {
    throw badRequest("cursor: This cursor belongs to another article.", { field: "cursor" });
  }
  return { articleId: parsed.a, startOffset: parsed.o, id: parsed.i, openedAt: parsed.t };
}
