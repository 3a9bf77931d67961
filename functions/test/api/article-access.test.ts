// Who reads an article (docs/decisions.md, "Who reads an article"): the owner and the readers the
// owner let in, while they are friends. The owner sees and manages its readers; unfriending, by
// either side, ends access both ways at once; only the owner widens the circle. Three users at
// least in each: the owner, a reader and a stranger (a friend of the reader's, not the owner's).
import { getFirestore } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";

const CONTENT = "Tides follow the moon.\n\nKeepers logged every ship that passed the light.";
const TEXT = "Tides follow the moon.Keepers logged every ship that passed the light.";
const NO_LONGER_FRIENDS = "You are no longer friends, so this spurq can no longer be answered.";

const db = () => getFirestore();

async function createArticle(user: SyncedUser, title = "Tides"): Promise<string> {
  const response = await user.call.post("/api/articles").send({ title, content: CONTENT, author: "A" });
  expect(response.status).toBe(201);
  return response.body.id;
}

const highlightBody = (articleId: string, text: string) => {
  const start = TEXT.indexOf(text);
  return { articleId, text, startOffset: start, endOffset: start + text.length };
};

async function highlight(user: SyncedUser, articleId: string, text: string) {
  return user.call.post("/api/highlights").send(highlightBody(articleId, text));
}

async function ask(from: SyncedUser, to: SyncedUser, articleId: string, question = "What do you think?") {
  return from.call.post("/api/spurqs").send({ recipientId: to.uid, articleId, highlightId: null, question });
}

const unfriend = (user: SyncedUser, other: SyncedUser) => user.call.delete(`/api/friends/${other.uid}`);

let owner: SyncedUser;
let reader: SyncedUser;
let stranger: SyncedUser;
let articleId: string;
let spurqId: string;

beforeEach(async () => {
  [owner, reader, stranger] = await Promise.all([
    syncedUser("owner"),
    syncedUser("reader"),
    syncedUser("stranger"),
  ]);
  await makeFriends(owner, reader);
  // The stranger is the reader's friend, never the owner's.
  await makeFriends(reader, stranger);
  articleId = await createArticle(owner);
  const sent = await ask(owner, reader, articleId);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  spurqId = sent.body.id;
});

describe("GET /api/articles/{id}/readers", () => {
  it("when the owner asks, then each reader comes with their card and since when", async () => {
    const response = await owner.call.get(`/api/articles/${articleId}/readers`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: reader.uid, username: reader.username, avatar: null, since: expect.any(String) },
    ]);
    expect(Date.parse(response.body[0].since)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("when a reader or a stranger asks, then 404 as for an article they may not see", async () => {
    for (const caller of [reader, stranger]) {
      const response = await caller.call.get(`/api/articles/${articleId}/readers`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: "Article not found" });
    }
  });
});

describe("GET /api/articles/{id}?readers=true", () => {
  it("when the owner opens the article asking for its readers, then they come with it as the readers route has them", async () => {
    const opened = await owner.call.get(`/api/articles/${articleId}?readers=true`);
    expect(opened.status).toBe(200);
    expect(opened.body.readers).toEqual((await owner.call.get(`/api/articles/${articleId}/readers`)).body);
    expect(opened.body.readers).toHaveLength(1);
    // Without asking, and after the owner stopped sharing, as the route says.
    expect((await owner.call.get(`/api/articles/${articleId}`)).body).not.toHaveProperty("readers");
    expect((await owner.call.delete(`/api/articles/${articleId}/readers/${reader.uid}`)).status).toBe(204);
    expect((await owner.call.get(`/api/articles/${articleId}?readers=true`)).body.readers).toEqual([]);
  });

  it("when a reader asks, then the article comes without its readers; a stranger gets 404; a bad value is 400", async () => {
    const read = await reader.call.get(`/api/articles/${articleId}?readers=true`);
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty("readers");
    expect(JSON.stringify(read.body)).not.toContain('"since"');
    const refused = await stranger.call.get(`/api/articles/${articleId}?readers=true`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: "Article not found" });
    const bad = await owner.call.get(`/api/articles/${articleId}?readers=yes`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Must be true or false.");
  });
});

describe("DELETE /api/articles/{id}/readers/{uid}", () => {
  it("when the owner stops sharing with a reader, then the reader stops reading at once and they stay friends", async () => {
    expect((await reader.call.get(`/api/articles/${articleId}`)).status).toBe(200);
    const response = await owner.call.delete(`/api/articles/${articleId}/readers/${reader.uid}`);
    expect(response.status).toBe(204);
    expect((await reader.call.get(`/api/articles/${articleId}`)).status).toBe(404);
    expect((await highlight(reader, articleId, "Tides")).status).toBe(404);
    expect((await owner.call.get(`/api/articles/${articleId}/readers`)).body).toEqual([]);
    const friends = (await owner.call.get("/api/friends")).body.items.map((f: { id: string }) => f.id);
    expect(friends).toContain(reader.uid);
  });

  it("when a reader, a stranger or the owner for someone who does not read it asks, then 404 and nothing changes", async () => {
    expect((await reader.call.delete(`/api/articles/${articleId}/readers/${reader.uid}`)).status).toBe(404);
    expect((await stranger.call.delete(`/api/articles/${articleId}/readers/${reader.uid}`)).status).toBe(404);
    expect((await owner.call.delete(`/api/articles/${articleId}/readers/${stranger.uid}`)).status).toBe(404);
    expect((await reader.call.get(`/api/articles/${articleId}`)).status).toBe(200);
  });

  it("when the owner shares again after stopping, then the reader reads it again", async () => {
    await owner.call.delete(`/api/articles/${articleId}/readers/${reader.uid}`);
    expect((await ask(owner, reader, articleId)).status).toBe(201);
    expect((await reader.call.get(`/api/articles/${articleId}`)).status).toBe(200);
  });
});

describe("unfriending ends access both ways", () => {
  it("when the owner removes the reader, then the reader gets 404 on the article, its highlights and comments, and may add nothing", async () => {
    const mine = await highlight(owner, articleId, "Keepers logged");
    const theirs = await highlight(reader, articleId, "every ship");
    expect(theirs.status).toBe(201);
    expect((await unfriend(owner, reader)).status).toBe(204);

    expect((await reader.call.get(`/api/articles/${articleId}`)).status).toBe(404);
    expect((await reader.call.get(`/api/articles/${articleId}?preview=true`)).status).toBe(404);
    expect((await highlight(reader, articleId, "Tides")).status).toBe(404);
    const comment = await reader.call
      .post("/api/comments")
      .send({ highlightId: mine.body.id, text: "Still here?" });
    expect(comment.status).toBe(404);
    // What they wrote stays, attributed, for the owner.
    const page = (await owner.call.get(`/api/articles/${articleId}`)).body;
    expect(
      page.highlights.map((h: { id: string; user: { id: string } }) => [h.id, h.user.id]),
    ).toContainEqual([theirs.body.id, reader.uid]);
    expect((await owner.call.get(`/api/articles/${articleId}/readers`)).body).toEqual([]);
  });

  it("when the reader removes the owner, then the reader's access ends too, and the owner's to the reader's own shared article", async () => {
    const readersArticle = await createArticle(reader, "The reader's own");
    expect((await ask(reader, owner, readersArticle)).status).toBe(201);
    expect((await owner.call.get(`/api/articles/${readersArticle}`)).status).toBe(200);
    expect((await unfriend(reader, owner)).status).toBe(204);
    expect((await reader.call.get(`/api/articles/${articleId}`)).status).toBe(404);
    expect((await owner.call.get(`/api/articles/${readersArticle}`)).status).toBe(404);
  });

  it("when they have unfriended, then their spurqs stay as history but a reply is refused with a clear message", async () => {
    await unfriend(owner, reader);
    const incoming = (await reader.call.get("/api/spurqs/incoming")).body.items;
    expect(
      incoming.map((spurq: { id: string; question: string }) => [spurq.id, spurq.question]),
    ).toContainEqual([spurqId, "What do you think?"]);
    expect((await reader.call.get(`/api/spurqs/${spurqId}`)).status).toBe(200);
    for (const caller of [reader, owner]) {
      const reply = await caller.call.post(`/api/spurqs/${spurqId}/replies`).send({ text: "Hello?" });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ error: NO_LONGER_FRIENDS });
    }
    expect((await owner.call.get(`/api/spurqs/${spurqId}/replies`)).body.items).toEqual([]);
  });

  it("when they become friends again, then the old share does not come back", async () => {
    await unfriend(owner, reader);
    await makeFriends(owner, reader);
    expect((await reader.call.get(`/api/articles/${articleId}`)).status).toBe(404);
    expect((await owner.call.get(`/api/articles/${articleId}/readers`)).body).toEqual([]);
  });

  it("when the owner unfriends while the reader posts highlights, then none of theirs lands after the unfriending", async () => {
    const posts = Array.from({ length: 6 }, (_, i) =>
      highlight(reader, articleId, ["Tides", "follow", "the moon", "Keepers", "every ship", "the light"][i]!),
    );
    const removal = unfriend(owner, reader);
    const results = await Promise.all([removal, ...posts]);
    expect(results[0]!.status).toBe(204);
    expect(results.slice(1).every((r) => r.status === 201 || r.status === 404)).toBe(true);
    const removedAt = (
      await db().collection("friendPairs").where("uids", "array-contains", owner.uid).get()
    ).docs
      .find((doc) => (doc.get("uids") as string[]).includes(reader.uid))!
      .get("updatedAt")
      .toMillis();
    const stored = await db().collection("highlights").where("articleId", "==", articleId).get();
    const readersAfter = stored.docs.filter(
      (doc) => doc.get("userId") === reader.uid && doc.get("createdAt").toMillis() > removedAt,
    );
    expect(readersAfter).toEqual([]);
    expect((await highlight(reader, articleId, "Tides")).status).toBe(404);
  });
});

describe("only the owner widens the circle", () => {
  it("when a reader asks a friend who does not read the article, then 404 and nothing is sent", async () => {
    const response = await ask(reader, stranger, articleId);
    expect(response.status).toBe(404);
    expect((await stranger.call.get(`/api/articles/${articleId}`)).status).toBe(404);
    expect((await stranger.call.get("/api/spurqs/incoming")).body.items).toEqual([]);
    const readers = await db().collection("articles").doc(articleId).collection("readers").get();
    expect(readers.docs.map((doc) => doc.id)).toEqual([reader.uid]);
  });

  it("when a reader asks the owner, or another reader who is their friend, then it is sent", async () => {
    expect((await ask(reader, owner, articleId)).status).toBe(201);
    await makeFriends(owner, stranger);
    expect((await ask(owner, stranger, articleId)).status).toBe(201);
    expect((await ask(reader, stranger, articleId)).status).toBe(201);
  });

  it("when the owner asks any friend, then that friend is let in", async () => {
    await makeFriends(owner, stranger);
    expect((await ask(owner, stranger, articleId)).status).toBe(201);
    expect((await stranger.call.get(`/api/articles/${articleId}`)).status).toBe(200);
  });
});

describe("GET /api/articles/{id}/recipients", () => {
  it("when the owner asks, then any friend may be asked", async () => {
    const response = await owner.call.get(`/api/articles/${articleId}/recipients`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ anyFriend: true, people: [] });
  });

  it("when a reader asks, then only their friends who already read it are listed", async () => {
    const response = await reader.call.get(`/api/articles/${articleId}/recipients`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      anyFriend: false,
      people: [{ id: owner.uid, username: owner.username, avatar: null }],
    });
  });

  it("when a stranger asks, then 404", async () => {
    expect((await stranger.call.get(`/api/articles/${articleId}/recipients`)).status).toBe(404);
  });
});
