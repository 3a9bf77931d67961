// GET /api/search: own articles by title, own highlights by text, people by username.
import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { syncedUser, type SyncedUser } from "../helpers/users";

let reader: SyncedUser;
let other: SyncedUser;
// A word no other test or demo document uses, so results are exactly this test's.
const word = `zq${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  [reader, other] = await Promise.all([syncedUser(`${word}reader`), syncedUser("other")]);
  const content = `Notes on ${word}tide charts.\n\nA second paragraph.`;
  const mine = (await reader.call.post("/api/articles").send({ title: `The ${word}tide Almanac`, content }))
    .body.id;
  await reader.call.post("/api/articles").send({ title: "Unrelated Title", content: "Body" });
  const text = `${word}tide charts`;
  const start = `Notes on `.length;
  await reader.call
    .post("/api/highlights")
    .send({ articleId: mine, text, startOffset: start, endOffset: start + text.length });
  // Another user's article and highlight with the same word must never show up.
  const theirs = (
    await other.call.post("/api/articles").send({ title: `Their ${word}tide secrets`, content })
  ).body.id;
  await other.call
    .post("/api/highlights")
    .send({ articleId: theirs, text, startOffset: start, endOffset: start + text.length });
});

describe("GET /api/search", () => {
  it("when a word starts a title, a highlight and a username, then all three groups have it, own data only", async () => {
    const response = await reader.call.get(`/api/search?q=${word}`);
    expect(response.status).toBe(200);
    expect(response.body.articles).toEqual([
      { id: expect.any(String), title: `The ${word}tide Almanac`, createdAt: expect.any(String) },
    ]);
    expect(response.body.highlights).toEqual([
      {
        id: expect.any(String),
        articleId: expect.any(String),
        text: `${word}tide charts`,
        articleTitle: `The ${word}tide Almanac`,
      },
    ]);
    expect(response.body.users).toEqual([{ id: reader.uid, username: reader.username, avatar: null }]);
  });

  it("when several words are typed in any case, then each must start a word", async () => {
    const both = await reader.call.get(`/api/search?q=${encodeURIComponent(`ALMANAC ${word}`)}`);
    expect(both.body.articles).toHaveLength(1);
    const miss = await reader.call.get(`/api/search?q=${encodeURIComponent(`${word} nothing`)}`);
    expect(miss.body.articles).toEqual([]);
    expect(miss.body.highlights).toEqual([]);
  });

  it("when the query is blank or too long, then 400", async () => {
    expect((await reader.call.get("/api/search?q=%20%20")).status).toBe(400);
    expect((await reader.call.get("/api/search")).status).toBe(400);
    expect((await reader.call.get(`/api/search?q=${"x".repeat(101)}`)).status).toBe(400);
  });

  it("when an article is renamed, then its highlights show the new title", async () => {
    const found = (await reader.call.get(`/api/search?q=${word}`)).body.highlights[0];
    await reader.call
      .patch(`/api/articles/${found.articleId}`)
      .send({ title: `The ${word}tide Almanac, Revised` });
    const after = (await reader.call.get(`/api/search?q=${word}`)).body.highlights[0];
    expect(after.articleTitle).toBe(`The ${word}tide Almanac, Revised`);
  });
});
