// Highlights and comments: authors from the token, counters in step, own-only changes, other
// users' ids refused.
import { beforeAll, describe, expect, it } from "vitest";
import { syncedUser, type SyncedUser } from "../helpers/users";

const CONTENT = "First paragraph about harbours.\n\nSecond paragraph about lighthouses and their keepers.";
// The article's text (paragraphs joined): offsets count in it.
const TEXT = "First paragraph about harbours.Second paragraph about lighthouses and their keepers.";

let alice: SyncedUser;
let bob: SyncedUser;
let articleId: string;

const highlightBody = (text: string, extra: object = {}) => {
  const start = TEXT.indexOf(text);
  return {
    articleId,
    text,
    startOffset: start,
    endOffset: start + text.length,
    prefix: TEXT.slice(Math.max(0, start - 32), start),
    suffix: TEXT.slice(start + text.length, start + text.length + 32),
    color: "#DCFCE7",
    ...extra,
  };
};

beforeAll(async () => {
  [alice, bob] = await Promise.all([syncedUser("alice"), syncedUser("bob")]);
  articleId = (
    await alice.call.post("/api/articles").send({ title: "Harbours", content: CONTENT, author: "A" })
  ).body.id;
});

describe("highlights", () => {
  it("when the owner highlights text, then it is stored with the author from the token and the counters move", async () => {
    const response = await alice.call
      .post("/api/highlights")
      .send({ ...highlightBody("about lighthouses"), userId: 1 });
    // The reference client sends userId 1 with comments; on highlights an unknown field is refused outright.
    expect(response.status).toBe(400);
    const created = await alice.call.post("/api/highlights").send(highlightBody("about lighthouses"));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      articleId,
      userId: alice.uid,
      text: "about lighthouses",
      color: "#DCFCE7",
      orphaned: false,
      user: { id: alice.uid, username: alice.username },
    });
    const article = (await alice.call.get(`/api/articles/${articleId}`)).body;
    expect(article.highlightCount).toBe(1);
    expect(article.firstHighlightText).toBe("about lighthouses");
    expect(article.highlights.map((h: { id: string }) => h.id)).toEqual([created.body.id]);
  });

  // Stored in upper case, as docs/product-spec.md §5 lists the eight highlight colours.
  it("when a colour is given in lower case, then it is stored; other colours are refused", async () => {
    const created = await alice.call
      .post("/api/highlights")
      .send(highlightBody("First paragraph", { color: "#fef9c3" }));
    expect(created.body.color).toBe("#FEF9C3");
    const bad = await alice.call
      .post("/api/highlights")
      .send(highlightBody("harbours", { color: "#FF0000" }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("color: Choose one of the eight highlight colours.");
    const noColour = await alice.call
      .post("/api/highlights")
      .send({ ...highlightBody("Second"), color: undefined });
    expect(noColour.body.color).toBe("#FEF9C3");
  });

  it("when offsets do not span the text, or the text is blank, then 400 and nothing is stored", async () => {
    const before = (await alice.call.get(`/api/articles/${articleId}`)).body.highlightCount;
    const cases = [
      highlightBody("keepers", { endOffset: highlightBody("keepers").endOffset + 3 }),
      highlightBody("keepers", { startOffset: 10, endOffset: 5 }),
      { ...highlightBody("keepers"), text: "   ", endOffset: highlightBody("keepers").startOffset + 3 },
      highlightBody("keepers", { startOffset: -1 }),
      highlightBody("keepers", { articleId: undefined }),
    ];
    for (const body of cases) expect((await alice.call.post("/api/highlights").send(body)).status).toBe(400);
    expect((await alice.call.get(`/api/articles/${articleId}`)).body.highlightCount).toBe(before);
  });

  it("when the author recolours or deletes their highlight, then its comments and counts go with it", async () => {
    const highlight = (await alice.call.post("/api/highlights").send(highlightBody("their keepers"))).body;
    await alice.call.post("/api/comments").send({ highlightId: highlight.id, text: "One" });
    await alice.call.post("/api/comments").send({ highlightId: highlight.id, text: "Two" });
    const recoloured = await alice.call.patch(`/api/highlights/${highlight.id}`).send({ color: "#E0F2FE" });
    expect(recoloured.body.color).toBe("#E0F2FE");
    const before = (await alice.call.get(`/api/articles/${articleId}`)).body;
    expect((await alice.call.delete(`/api/highlights/${highlight.id}`)).status).toBe(204);
    const after = (await alice.call.get(`/api/articles/${articleId}`)).body;
    expect(after.highlightCount).toBe(before.highlightCount - 1);
    expect(after.commentCount).toBe(before.commentCount - 2);
    expect(after.comments.filter((c: { highlightId: string }) => c.highlightId === highlight.id)).toEqual([]);
    expect(after.highlights.map((h: { id: string }) => h.id)).not.toContain(highlight.id);
  });

  it("when the first highlight is deleted, then the article shows the next one's text", async () => {
    const user = await syncedUser();
    const id = (await user.call.post("/api/articles").send({ title: "T", content: CONTENT })).body.id;
    const body = (text: string) => ({ ...highlightBody(text), articleId: id });
    const first = (await user.call.post("/api/highlights").send(body("First paragraph"))).body;
    await user.call.post("/api/highlights").send(body("lighthouses"));
    await user.call.delete(`/api/highlights/${first.id}`);
    const article = (await user.call.get(`/api/articles/${id}`)).body;
    expect(article.firstHighlightText).toBe("lighthouses");
    expect(article.highlightCount).toBe(1);
  });
});

describe("comments", () => {
  let highlightId: string;
  beforeAll(async () => {
    highlightId = (await alice.call.post("/api/highlights").send(highlightBody("harbours"))).body.id;
  });

  // The reference client sends a hard-coded userId 1 (docs/product-spec.md §6); the token decides.
  it("when a comment is posted with userId 1, then the author is the token's user and the text is trimmed", async () => {
    const response = await alice.call
      .post("/api/comments")
      .send({ highlightId, text: "  Lovely line.  ", userId: 1 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      highlightId,
      articleId,
      userId: alice.uid,
      text: "Lovely line.",
      user: { username: alice.username },
    });
  });

  // The text is docs/product-spec.md §5's for an empty comment.
  it("when a comment is blank or too long, then 400 with the text", async () => {
    const blank = await alice.call.post("/api/comments").send({ highlightId, text: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("text: Comment cannot be empty");
    expect(
      (await alice.call.post("/api/comments").send({ highlightId, text: "x".repeat(2001) })).status,
    ).toBe(400);
  });

  it("when the author edits or deletes the comment, then it changes; the count follows", async () => {
    const comment = (await alice.call.post("/api/comments").send({ highlightId, text: "Draft" })).body;
    const edited = await alice.call.patch(`/api/comments/${comment.id}`).send({ text: "Final" });
    expect(edited.body.text).toBe("Final");
    const before = (await alice.call.get(`/api/articles/${articleId}`)).body.commentCount;
    expect((await alice.call.delete(`/api/comments/${comment.id}`)).status).toBe(204);
    expect((await alice.call.get(`/api/articles/${articleId}`)).body.commentCount).toBe(before - 1);
  });
});

describe("another user's ids", () => {
  it("when B uses A's article, highlight and comment ids, then every call is 404 and A's data is unchanged", async () => {
    const highlight = (await alice.call.post("/api/highlights").send(highlightBody("Second paragraph"))).body;
    const comment = (await alice.call.post("/api/comments").send({ highlightId: highlight.id, text: "Mine" }))
      .body;
    const before = (await alice.call.get(`/api/articles/${articleId}`)).body;
    const attempts: Array<Promise<{ status: number }>> = [
      bob.call.post("/api/highlights").send(highlightBody("Second paragraph")),
      bob.call.patch(`/api/highlights/${highlight.id}`).send({ color: "#E7E5E4" }),
      bob.call.delete(`/api/highlights/${highlight.id}`),
      bob.call.post("/api/comments").send({ highlightId: highlight.id, text: "Intruding" }),
      bob.call.patch(`/api/comments/${comment.id}`).send({ text: "Changed" }),
      bob.call.delete(`/api/comments/${comment.id}`),
    ];
    for (const [index, attempt] of attempts.entries())
      expect((await attempt).status, `attempt ${index}`).toBe(404);
    const after = (await alice.call.get(`/api/articles/${articleId}`)).body;
    expect(after.highlightCount).toBe(before.highlightCount);
    expect(after.commentCount).toBe(before.commentCount);
    expect(after.highlights.find((h: { id: string }) => h.id === highlight.id).color).toBe(highlight.color);
    expect(after.comments.find((c: { id: string }) => c.id === comment.id).text).toBe("Mine");
  });
});

describe("editing an article's content", () => {
  it("when text is inserted before a highlight, then it moves with its quote; when its quote is removed, it is orphaned", async () => {
    const user = await syncedUser();
    const id = (await user.call.post("/api/articles").send({ title: "Edits", content: CONTENT })).body.id;
    const quote = "lighthouses and their keepers";
    const highlight = (await user.call.post("/api/highlights").send(highlightBody(quote, { articleId: id })))
      .body;

    const edited = `A new opening paragraph.\n\n${CONTENT}`;
    await user.call.patch(`/api/articles/${id}`).send({ content: edited });
    const moved = (await user.call.get(`/api/articles/${id}`)).body.highlights[0];
    const newText = "A new opening paragraph." + TEXT;
    expect(moved).toMatchObject({ id: highlight.id, orphaned: false, startOffset: newText.indexOf(quote) });
    expect(newText.slice(moved.startOffset, moved.endOffset)).toBe(quote);

    await user.call.patch(`/api/articles/${id}`).send({ content: "Everything was rewritten from scratch." });
    const orphan = (await user.call.get(`/api/articles/${id}`)).body.highlights[0];
    expect(orphan).toMatchObject({ id: highlight.id, orphaned: true, text: quote });
  });

  it("when the title and the content change in one edit, then the highlight gets both its new place and the new title", async () => {
    const user = await syncedUser();
    const id = (await user.call.post("/api/articles").send({ title: "Keepers", content: CONTENT })).body.id;
    const quote = "lighthouses and their keepers";
    await user.call.post("/api/highlights").send(highlightBody(quote, { articleId: id }));

    const response = await user.call
      .patch(`/api/articles/${id}`)
      .send({ title: "Keepers, Revised", content: `A new opening paragraph.\n\n${CONTENT}` });
    expect(response.status).toBe(200);
    const moved = (await user.call.get(`/api/articles/${id}`)).body.highlights[0];
    expect(moved.startOffset).toBe(("A new opening paragraph." + TEXT).indexOf(quote));
    const found = (await user.call.get("/api/search?q=lighthouses")).body.highlights;
    expect(found.map((h: { articleTitle: string }) => h.articleTitle)).toEqual(["Keepers, Revised"]);
  });
});
