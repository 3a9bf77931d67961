// GET /api/articles/page-index?since={version}: the extension's page index learns of changes from
// the caller's change feed instead of fetching the whole list again. An unchanged library costs
// one read; each path that moves an article in or out of an index (a save, the trash, an edit of
// the address, a spurq's grant, stop sharing, unfriending) shows at the next check; a version too
// old, or one of another user, never answers more than the caller's own library.
import { createHash } from "node:crypto";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { countReads } from "../helpers/read-counter";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";
import type { PageIndex } from "../../src/shared";

const CONTENT = "The harbour opens at dawn.\n\nThe ferry crosses twice a day to the island school.";
const hash = (address: string) => createHash("sha256").update(address, "utf8").digest("hex").slice(0, 32);

let ada: SyncedUser;
let ben: SyncedUser;
let cy: SyncedUser;

async function createArticle(user: SyncedUser, url: string): Promise<string> {
  const response = await user.call
    .post("/api/articles")
    .send({ title: "Harbour", content: CONTENT, author: "A", url });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

async function check(user: SyncedUser, since?: string): Promise<PageIndex> {
  const response = await user.call.get("/api/articles/page-index").query(since ? { since } : {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as PageIndex;
}

/** What the extension keeps, kept current the way it applies an answer. */
class KeptIndex {
  version?: string;
  entries: PageIndex["entries"] = [];
  constructor(private readonly user: SyncedUser) {}

  async refresh(): Promise<PageIndex> {
    const answer = await check(this.user, this.version);
    this.version = answer.version;
    if (answer.full) this.entries = answer.entries;
    else
      this.entries = [
        ...this.entries.filter((entry) => !answer.changed.includes(entry.articleId)),
        ...answer.entries,
      ];
    return answer;
  }

  ids = () => this.entries.map((entry) => entry.articleId).sort();
}

async function askAbout(owner: SyncedUser, reader: SyncedUser, articleId: string) {
  const sent = await owner.call
    .post("/api/spurqs")
    .send({ recipientId: reader.uid, articleId, question: "Seen?" });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
}

beforeAll(async () => {
  [ada, ben, cy] = await Promise.all([syncedUser("ada"), syncedUser("ben"), syncedUser("cy")]);
  await makeFriends(ada, ben);
});

describe("GET /api/articles/page-index?since=", () => {
  it("when nothing changed since the version, then no changes, and the check costs at most 2 reads", async () => {
    const kept = new KeptIndex(ada);
    await createArticle(ada, "https://quiet.example.com/a");
    const first = await kept.refresh();
    expect(first.full).toBe(true);
    const { result, reads } = await countReads(() => check(ada, kept.version));
    expect(result).toMatchObject({ full: false, entries: [], changed: [] });
    expect(reads).toBeLessThanOrEqual(2);
  });

  it("when the owner saves, trashes, recovers and moves an article, then each shows as a change at the next check", async () => {
    const kept = new KeptIndex(ada);
    await kept.refresh();
    const id = await createArticle(ada, "https://news.example.com/saved");
    let answer = await kept.refresh();
    expect(answer.full).toBe(false);
    expect(answer.entries).toEqual([
      { hash: hash("https://news.example.com/saved"), articleId: id, own: true },
    ]);
    expect(kept.ids()).toContain(id);

    expect((await ada.call.delete(`/api/articles/${id}`)).status).toBe(204);
    answer = await kept.refresh();
    expect(answer).toMatchObject({ full: false, changed: [id], entries: [] });
    expect(kept.ids()).not.toContain(id);

    expect((await ada.call.post(`/api/articles/${id}/recover`)).status).toBe(200);
    await kept.refresh();
    expect(kept.ids()).toContain(id);

    const moved = await ada.call.patch(`/api/articles/${id}`).send({ url: "https://news.example.com/moved" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await kept.refresh();
    expect(kept.entries.filter((entry) => entry.articleId === id)).toEqual([
      { hash: hash("https://news.example.com/moved"), articleId: id, own: true },
    ]);
    // The kept index equals the whole list at every step.
    expect(kept.ids()).toEqual((await check(ada)).entries.map((entry) => entry.articleId).sort());
  });

  it("when the owner shares, trashes and stops sharing, then the reader's index gains and loses the page at its next check", async () => {
    const id = await createArticle(ada, "https://news.example.com/shared");
    const kept = new KeptIndex(ben);
    await kept.refresh();
    await askAbout(ada, ben, id);
    const answer = await kept.refresh();
    expect(answer.full).toBe(false);
    expect(answer.entries).toEqual([
      { hash: hash("https://news.example.com/shared"), articleId: id, own: false },
    ]);

    expect((await ada.call.delete(`/api/articles/${id}`)).status).toBe(204);
    await kept.refresh();
    expect(kept.ids()).not.toContain(id);
    expect((await ada.call.post(`/api/articles/${id}/recover`)).status).toBe(200);
    await kept.refresh();
    expect(kept.ids()).toContain(id);

    expect((await ada.call.delete(`/api/articles/${id}/readers/${ben.uid}`)).status).toBe(204);
    expect(await kept.refresh()).toMatchObject({ full: false, changed: [id], entries: [] });
    expect(kept.ids()).not.toContain(id);
  });

  it("when the friendship ends, then both fetch the whole list at their next check, without what was shared", async () => {
    const dan = await syncedUser("dan");
    await makeFriends(ada, dan);
    const id = await createArticle(ada, "https://news.example.com/friends");
    await askAbout(ada, dan, id);
    const kept = new KeptIndex(dan);
    await kept.refresh();
    expect(kept.ids()).toEqual([id]);
    expect((await ada.call.delete(`/api/friends/${dan.uid}`)).status).toBe(204);
    const answer = await kept.refresh();
    expect(answer.full).toBe(true);
    expect(kept.ids()).toEqual([]);
    // Once fetched, the next check is a delta again.
    expect((await kept.refresh()).full).toBe(false);
  });

  it("when the version was checked longer ago than the changes are kept, then the whole list", async () => {
    const kept = new KeptIndex(cy);
    await createArticle(cy, "https://old.example.com/a");
    await kept.refresh();
    const [newest] = kept.version!.split("-");
    const longAgo = Math.floor(Date.now() / 1000) - 40 * 86_400;
    expect((await check(cy, `${newest}-${longAgo}`)).full).toBe(true);
  });

  it("when more changed than a delta answers, then the whole list", async () => {
    const eve = await syncedUser("eve");
    const kept = new KeptIndex(eve);
    await kept.refresh();
    const batch = getFirestore().batch();
    for (let i = 0; i < 101; i++) {
      batch.set(getFirestore().doc(`users/${eve.uid}/pageIndexChanges/made-up-${i}`), {
        at: Timestamp.now(),
        expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      });
    }
    await batch.commit();
    const answer = await kept.refresh();
    expect(answer).toMatchObject({ full: true, entries: [] });
  });

  it("when someone uses another user's version, then they learn only of their own library", async () => {
    const adaKept = new KeptIndex(ada);
    await adaKept.refresh();
    const fin = await syncedUser("fin");
    const adaId = await createArticle(ada, "https://news.example.com/private");
    const answer = await check(fin, adaKept.version);
    expect(answer.changed).not.toContain(adaId);
    expect(answer.entries).toEqual([]);
    // A version from the epoch asks for every change fin has: none of ada's.
    const all = await check(fin, `0.000000000-${Math.floor(Date.now() / 1000)}`);
    expect(all.changed).toEqual([]);
    expect(all.entries).toEqual([]);
  });

  it("when since is not a version, then 400", async () => {
    for (const since of ["yesterday", "1.2-3", "1.000000000-x", "1.000000000-2-3"]) {
      const response = await ada.call.get("/api/articles/page-index").query({ since });
      expect(response.status, since).toBe(400);
    }
    const twice = await ada.call.get("/api/articles/page-index?since=1.000000000-2&since=1.000000000-2");
    expect(twice.status).toBe(400);
  });
});
