// The cursor of an article's notes: what the server made comes back as it was; anything else, and
// a cursor of another article, is a 400 naming `cursor` (the route's api test tries it end to end).
import { describe, expect, it } from "vitest";
import { AppError } from "../../src/lib/errors";
import { decodeNotesCursor, encodeNotesCursor } from "../../src/modules/annotations/notes-cursor";

const place = { articleId: "a1", startOffset: 120, id: "h9", openedAt: 1_700_000_000_000 };
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function refusal(cursor: string, articleId = "a1"): AppError {
  try {
    decodeNotesCursor(cursor, articleId);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`accepted ${cursor}`);
}

describe("the notes cursor", () => {
  it("when the server made it, then it reads back as the same place, in URL-safe characters", () => {
    const cursor = encodeNotesCursor(place);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeNotesCursor(cursor, "a1")).toEqual(place);
  });

  it("when it belongs to another article, then 400 naming the cursor", () => {
    const error = refusal(encodeNotesCursor(place), "a2");
    expect(error.status).toBe(400);
    expect(error.message).toBe("cursor: This cursor belongs to another article.");
    expect(error.extra).toEqual({ field: "cursor" });
  });

  it("when it is not one the server made, then 400 naming the cursor", () => {
    for (const bad of [
      "x",
      Buffer.from("{").toString("base64url"),
      raw({ a: "a1", o: -1, i: "h9", t: 0 }),
      raw({ a: "a1", o: 1.5, i: "h9", t: 0 }),
      raw({ a: "a1", o: 1, i: "", t: 0 }),
      raw({ a: "a1", o: 1, i: "h9", t: 0, extra: true }),
      raw(["a1", 1, "h9", 0]),
    ]) {
      const error = refusal(bad);
      expect(error.status, bad).toBe(400);
      expect(error.message).toBe("cursor: Invalid cursor.");
      expect(error.extra).toEqual({ field: "cursor" });
    }
  });
});
