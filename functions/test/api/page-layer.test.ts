// The browser extension's routes: GET /api/articles/page-index (the hashed addresses of the
// caller's library), GET /api/articles/{id}/layer (every reader's highlights and comments and the
// caller's spurq threads, no body) and GET /api/articles/{id}/layer/version (what the extension
// polls). Owner A, reader B (asked by A), stranger C: C sees nothing of A's, ever.
import { createHash } from "node:crypto";
import { FieldValue, Timestamp, getFirestore } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { countReads } from "../helpers/read-counter";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";
import { RATE_LIMITS, takeAllowance } from "../../src/modules/rate-limits/rate-limits.service";
import { PAGE_INDEX_OWNED_MAX, type PageIndex, type PageLayer } from "../../src/shared";

const CONTENT = "The harbour opens at dawn.\n\nThe ferry crosses twice a day to the island school.";
const TEXT = "The harbour opens at dawn.The ferry crosses twice a day to the island school.";
const URL_A = "https://news.example.com/harbour?utm_source=feed&id=7";
const CANONICAL_A = "https://news.example.com/harbour?id=7";
const hash = (address: string) => createHash("sha256").update(address, "utf8").digest("hex").slice(0, 32);

let ada: SyncedUser;
let ben: SyncedUser;
let cy: SyncedUser;
let articleId: string;
let trashedId: string;
let highlightId: string;

async function createArticle(user: SyncedUser, url: string | undefined, title = "Harbour"): Promise<string> {
  const response = await user.call.post("/api/articles").send({ title, content: CONTENT, author: "A", url });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

async function highlight(user: SyncedUser, id: string, text: string, color = "#DCFCE7"): Promise<string> {
  const start = TEXT.indexOf(text);
  const response = await user.call
    .post("/api/highlights")
    .send({ articleId: id, text, startOffset: start, endOffset: start + text.length, color });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

const index = async (user: SyncedUser) => {
  const response = await user.call.get("/api/articles/page-index");
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as PageIndex;
};

beforeAll(async () => {
  [ada, ben, cy] = await Promise.all([syncedUser("ada"), syncedUser("ben"), syncedUser("cy")]);
  await makeFriends(ada, ben);
  await makeFriends(ada, cy);
  articleId = await createArticle(ada, URL_A);
  trashedId = await createArticle(ada, "https://news.example.com/trashed");
  expect((await ada.call.delete(`/api/articles/${trashedId}`)).status).toBe(204);
  await createArticle(ada, undefined, "No address");
  highlightId = await highlight(ada, articleId, "opens at dawn", "#FEF9C3");
  const spurq = await ada.call
    .post("/api/spurqs")
    .send({ recipientId: ben.uid, articleId, highlightId, question: "Is dawn early there?" });
  expect(spurq.status, JSON.stringify(spurq.body)).toBe(201);
  expect((await ben.call.post(`/api/spurqs/${spurq.body.id}/replies`).send({ text: "Very." })).status).toBe(
    201,
  );
  const benHighlight = await highlight(ben, articleId, "twice a day");
  expect(
    (await ben.call.post("/api/comments").send({ highlightId: benHighlight, text: "Only twice?" })).status,
  ).toBe(201);
});

describe("the extension's routes without a valid token", () => {
  it("when there is no token or a malformed one, then 401 on every route", async () => {
    for (const path of [
      "/api/articles/page-index",
      `/api/articles/${articleId}/layer`,
      `/api/articles/${articleId}/layer/version`,
    ]) {
      expect((await api().get(path)).status, path).toBe(401);
      expect((await api("not-a-token").get(path)).status, path).toBe(401);
    }
  });
});

describe("GET /api/articles/page-index", () => {
  it("when the owner asks, then each article with an address is listed by the hash of its canonical address, trash left out", async () => {
    const { entries, truncated } = await index(ada);
    expect(truncated).toBe(false);
    expect(entries).toEqual([{ hash: hash(CANONICAL_A), articleId, own: true }]);
    expect(JSON.stringify(entries)).not.toContain("example.com");
  });

  it("when a friend was asked about the article, then it is in their list as shared; a stranger's list never has it", async () => {
    expect((await index(ben)).entries).toEqual([{ hash: hash(CANONICAL_A), articleId, own: false }]);
    expect((await index(cy)).entries).toEqual([]);
  });

  it("when an article predates the canonical address, then its address's canonical form is hashed", async () => {
    const old = await createArticle(cy, "https://Blog.example.org/post/?utm_medium=x#top");
    await getFirestore().collection("articles").doc(old).update({ canonicalUrl: FieldValue.delete() });
    expect((await index(cy)).entries).toEqual([
      { hash: hash("https://blog.example.org/post"), articleId: old, own: true },
    ]);
  });

  it("when a library is larger than the cap, then the newest are listed, it says so, and the reads stay bounded", async () => {
    const big = await syncedUser("big");
    // Seeded in batches of at most 250: production takes at most 500 writes a commit.
    const batches = [getFirestore().batch(), getFirestore().batch(), getFirestore().batch()];
    for (let i = 0; i < PAGE_INDEX_OWNED_MAX + 5; i++) {
      batches[Math.floor(i / 250)]!.set(getFirestore().collection("articles").doc(), {
        userId: big.uid,
        inTrash: false,
        url: `https://example.net/${i}`,
        canonicalUrl: `https://example.net/${i}`,
        createdAt: Timestamp.fromMillis(1_700_000_000_000 + i * 1000),
      });
    }
    for (const batch of batches) await batch.commit();
    const { result, reads } = await countReads(() => big.call.get("/api/articles/page-index"));
    expect(result.status).toBe(200);
    const body = result.body as PageIndex;
    expect(body.truncated).toBe(true);
    expect(body.entries).toHaveLength(PAGE_INDEX_OWNED_MAX);
    expect(body.entries[0]!.hash).toBe(hash(`https://example.net/${PAGE_INDEX_OWNED_MAX + 4}`));
    // The owned query (cap + 1), the empty readers query, and the rate limit's and the caller's
    // own records: never the whole library.
    expect(reads).toBeLessThanOrEqual(PAGE_INDEX_OWNED_MAX + 1 + 6);
  });

  it("when the friendship ends, then the shared article leaves the reader's list", async () => {
    const dan = await syncedUser("dan");
    await makeFriends(ada, dan);
    const sent = await ada.call
      .post("/api/spurqs")
      .send({ recipientId: dan.uid, articleId, question: "Seen?" });
    expect(sent.status).toBe(201);
    expect((await index(dan)).entries.map((e) => e.articleId)).toEqual([articleId]);
    expect((await dan.call.delete(`/api/friends/${ada.uid}`)).status).toBe(204);
    expect((await index(dan)).entries).toEqual([]);
  });

  it("when the allowance is used up, then 429", async () => {
    const eve = await syncedUser("eve");
    for (let i = 0; i < RATE_LIMITS.pageIndex.max; i++) await takeAllowance({ pageIndex: eve.uid });
    expect((await eve.call.get("/api/articles/page-index")).status).toBe(429);
  });
});

describe("GET /api/articles/{id}/layer", () => {
  it("when the owner asks, then every reader's highlights with their authors, the comments and the spurq thread, no body", async () => {
    const response = await ada.call.get(`/api/articles/${articleId}/layer`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const layer = response.body as PageLayer;
    expect(layer.article).toEqual({ id: articleId, title: "Harbour", userId: ada.uid, own: true });
    expect(layer.version).toBe("2.1");
    expect(layer.highlights.map((h) => [h.text, h.color, h.user.username]).sort()).toEqual([
      ["opens at dawn", "#FEF9C3", ada.username],
      ["twice a day", "#DCFCE7", ben.username],
    ]);
    expect(layer.highlights[0]).toMatchObject({ prefix: expect.any(String), suffix: expect.any(String) });
    expect(layer.comments).toEqual([expect.objectContaining({ text: "Only twice?", userId: ben.uid })]);
    // Newest first: A's question to B, and to D in the test of an ended friendship (history stays).
    expect(layer.spurqs.at(-1)).toEqual(
      expect.objectContaining({
        question: "Is dawn early there?",
        senderId: ada.uid,
        recipientId: ben.uid,
        replies: [expect.objectContaining({ text: "Very.", userId: ben.uid })],
      }),
    );
    expect(JSON.stringify(layer)).not.toContain("island school.");
  });

  it("when the reader asks, then they see the same notes and the spurq they received", async () => {
    const layer = (await ben.call.get(`/api/articles/${articleId}/layer`)).body as PageLayer;
    expect(layer.article.own).toBe(false);
    expect(layer.highlights).toHaveLength(2);
    expect(layer.spurqs.map((s) => s.question)).toEqual(["Is dawn early there?"]);
  });

  it("when a stranger, a friend not let in, or anyone with a made-up id asks, then 404 on the layer and its version", async () => {
    const other = await syncedUser("other");
    for (const user of [cy, other]) {
      for (const path of [`/api/articles/${articleId}/layer`, `/api/articles/${articleId}/layer/version`]) {
        const response = await user.call.get(path);
        expect(response.status, path).toBe(404);
        expect(JSON.stringify(response.body)).not.toContain("dawn");
      }
    }
    expect((await ada.call.get("/api/articles/no-such-article/layer")).status).toBe(404);
    expect((await ben.call.get(`/api/articles/${trashedId}/layer`)).status).toBe(404);
  });

  it("when the id is too long, then 400", async () => {
    const response = await ada.call.get(`/api/articles/${"x".repeat(129)}/layer`);
    expect(response.status).toBe(400);
    expect((await ada.call.get(`/api/articles/${"x".repeat(129)}/layer/version`)).status).toBe(400);
  });

  it("when the layer is read, then its reads are its notes, their authors and the spurqs, bounded", async () => {
    const { result, reads } = await countReads(() => ben.call.get(`/api/articles/${articleId}/layer`));
    expect(result.status).toBe(200);
    // Access (article, reader document, friendship), 2 highlights, 1 comment, 2 authors, the two
    // spurq queries (1 found, the other empty: 1), 1 reply, plus the caller's own record.
    expect(reads).toBeLessThanOrEqual(13);
  });
});

describe("GET /api/articles/{id}/layer/version", () => {
  it("when a friend adds a highlight, then the version changes, and a poll costs only the access check", async () => {
    const before = (await ben.call.get(`/api/articles/${articleId}/layer/version`)).body.version;
    await highlight(ada, articleId, "The ferry crosses");
    const after = await countReads(() => ben.call.get(`/api/articles/${articleId}/layer/version`));
    expect(after.result.status).toBe(200);
    expect(after.result.body.version).not.toBe(before);
    // The article, the reader document, the friendship and the caller's own record.
    expect(after.reads).toBeLessThanOrEqual(4);
    const owner = await countReads(() => ada.call.get(`/api/articles/${articleId}/layer/version`));
    expect(owner.reads).toBeLessThanOrEqual(2);
  });
});
