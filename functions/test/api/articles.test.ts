// Articles by hand, lists, reading, editing, trash, folders and tags on articles.
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { syncedUser, type SyncedUser } from "../helpers/users";

async function createArticle(user: SyncedUser, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await user.call.post("/api/articles").send({
    title: "A Walk Through the Old Harbour",
    content: "The harbour wakes before the town does. Gulls, ropes and the smell of diesel.",
    author: "Ines Ferreira",
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

describe("POST /api/articles", () => {
  let user: SyncedUser;
  beforeAll(async () => {
    user = await syncedUser();
  });

  it("when title and content are given, then the article is created with trimmed values and a 150-character preview", async () => {
    const content = "  " + "Rivers remember every flood. ".repeat(20) + "  ";
    const id = await createArticle(user, {
      title: "  Rivers  ",
      content,
      author: "  Ana ",
      url: " https://example.com/rivers ",
    });
    const article = (await user.call.get(`/api/articles/${id}`)).body;
    expect(article).toMatchObject({
      id,
      userId: user.uid,
      title: "Rivers",
      author: "Ana",
      url: "https://example.com/rivers",
      folderId: null,
      tagIds: [],
      highlightCount: 0,
      commentCount: 0,
      contentType: "text",
      deletedAt: null,
      highlights: [],
      comments: [],
    });
    expect(article.content).toBe(content.trim());
    expect(article.preview).toBe(content.trim().slice(0, 150));
    expect(article.preview).toHaveLength(150);
  });

  it("when the older form sends only title and content, then author and source are empty", async () => {
    const id = await createArticle(user, { author: undefined });
    const article = (await user.call.get(`/api/articles/${id}`)).body;
    expect(article.author).toBeNull();
    expect(article.url).toBeNull();
  });

  // The messages of docs/product-spec.md §5 (Validation rules, "Manual create"), after the field's name.
  it("when title or content is missing or blank, then 400 with the message and nothing is created", async () => {
    const before = (await user.call.get("/api/articles/my")).body.items.length;
    const cases: Array<[object, string]> = [
      [{ content: "x" }, "title: Please provide a title for your article."],
      [{ title: "   ", content: "x" }, "title: Please provide a title for your article."],
      [{ title: "T" }, "content: Please provide content for your article."],
      [{ title: "T", content: "x", url: "notaurl" }, "url: Please provide a valid URL."],
      [{ title: "T", content: "x", url: "javascript:alert(1)" }, "url: Please provide a valid URL."],
      [{ title: "T", content: "x", extra: 1 }, "Unknown field: extra"],
      [{ title: "x".repeat(301), content: "x" }, "title: Title must be at most 300 characters."],
    ];
    for (const [body, message] of cases) {
      const response = await user.call.post("/api/articles").send(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(message);
    }
    expect((await user.call.get("/api/articles/my")).body.items.length).toBe(before);
  });
});

describe("POST /api/articles/complete", () => {
  it("when the completion form sends an import's HTML, then it is stored sanitised as HTML", async () => {
    const user = await syncedUser();
    const response = await user.call.post("/api/articles/complete").send({
      title: "Recovered",
      author: "Someone",
      url: "https://example.com/a",
      content: '<p>Kept <strong>bold</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
    expect(response.status).toBe(201);
    const article = (await user.call.get(`/api/articles/${response.body.id}`)).body;
    expect(article.contentType).toBe("html");
    expect(article.content).toContain("<strong>bold</strong>");
    expect(article.content).not.toMatch(/onerror|<script|alert\(2\)/);
    expect(article.preview).toBe("Kept bold");
  });

  // The message is docs/product-spec.md §5's for a missing author.
  it("when the author is missing, then 400 with the message", async () => {
    const user = await syncedUser();
    const response = await user.call.post("/api/articles/complete").send({ title: "T", content: "C" });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("author: Please provide an author name for your article.");
  });
});

describe("lists", () => {
  let user: SyncedUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    user = await syncedUser();
    for (const title of ["Paper Maps and Memory", "Slow Cooking", "The Octopus Mind"]) {
      ids[title] = await createArticle(user, { title });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

  it("when the home list is asked for newest, then the user's articles come newest first", async () => {
    const response = await user.call.get("/api/articles/recent?sort=newest");
    expect(response.status).toBe(200);
    expect(response.body.items.map((a: { title: string }) => a.title)).toEqual([
      "The Octopus Mind",
      "Slow Cooking",
      "Paper Maps and Memory",
    ]);
    expect(response.body.items[0]).not.toHaveProperty("content");
  });

  it("when an article is opened, then it leads the Last Viewed order", async () => {
    await user.call.get(`/api/articles/${ids["Paper Maps and Memory"]}`);
    const response = await user.call.get("/api/articles/recent?sort=lastViewed");
    expect(response.body.items[0].title).toBe("Paper Maps and Memory");
    expect(response.body.items[0].lastViewed).not.toBeNull();
  });

  it("when pages are small, then the cursor walks the whole list once", async () => {
    const first = await user.call.get("/api/articles/my?view=active&limit=2");
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await user.call.get(
      `/api/articles/my?view=active&limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const titles = [...first.body.items, ...second.body.items].map((a: { title: string }) => a.title);
    expect(new Set(titles).size).toBe(3);
  });

  it("when a title is searched by the start of its words in any case, then only matches come back", async () => {
    const titlesFor = async (q: string) =>
      (await user.call.get(`/api/articles/my?view=active&q=${encodeURIComponent(q)}`)).body.items.map(
        (a: { title: string }) => a.title,
      );
    expect(await titlesFor("PAP")).toEqual(["Paper Maps and Memory"]);
    expect(await titlesFor("maps mem")).toEqual(["Paper Maps and Memory"]);
    expect(await titlesFor("octopus")).toEqual(["The Octopus Mind"]);
    expect(await titlesFor("zebra")).toEqual([]);
  });

  it("when the query or sort is invalid, then 400", async () => {
    expect((await user.call.get("/api/articles/recent?sort=oldest")).status).toBe(400);
    expect((await user.call.get("/api/articles/my?limit=500")).status).toBe(400);
    expect((await user.call.get("/api/articles/my?view=deleted")).status).toBe(400);
    expect((await user.call.get("/api/articles/my?cursor=%%%")).status).toBe(400);
  });
});

describe("trash, folders and tags on articles", () => {
  let user: SyncedUser;
  beforeAll(async () => {
    user = await syncedUser();
  });

  it("when an article is trashed and recovered, then it leaves and rejoins the active list", async () => {
    const id = await createArticle(user, { title: "Trash me" });
    expect((await user.call.delete(`/api/articles/${id}`)).status).toBe(204);
    const trash = (await user.call.get("/api/articles/my?view=trash")).body.items;
    expect(trash.map((a: { id: string }) => a.id)).toContain(id);
    expect(trash.find((a: { id: string }) => a.id === id).deletedAt).not.toBeNull();
    const active = (await user.call.get("/api/articles/my?view=active")).body.items;
    expect(active.map((a: { id: string }) => a.id)).not.toContain(id);
    const all = (await user.call.get("/api/articles/my")).body.items;
    expect(all.map((a: { id: string }) => a.id)).toContain(id);
    expect(
      (await user.call.get("/api/articles/recent")).body.items.map((a: { id: string }) => a.id),
    ).not.toContain(id);

    const recovered = await user.call.post(`/api/articles/${id}/recover`);
    expect(recovered.status).toBe(200);
    expect(recovered.body.deletedAt).toBeNull();
    expect(
      (await user.call.get("/api/articles/my?view=active")).body.items.map((a: { id: string }) => a.id),
    ).toContain(id);
  });

  it("when an article not in the trash is deleted for good, then 409; from the trash, it is gone", async () => {
    const id = await createArticle(user, { title: "Gone for good" });
    expect((await user.call.delete(`/api/articles/${id}/permanent`)).status).toBe(409);
    await user.call.delete(`/api/articles/${id}`);
    expect((await user.call.delete(`/api/articles/${id}/permanent`)).status).toBe(204);
    expect((await user.call.get(`/api/articles/${id}`)).status).toBe(404);
  });

  it("when an article moves into a folder and out again, then the folder filter follows", async () => {
    const id = await createArticle(user, { title: "Filed" });
    const folder = (await user.call.post("/api/folders").send({ name: "Reading list" })).body;
    const moved = await user.call.patch(`/api/articles/${id}/folder`).send({ folderId: folder.id });
    expect(moved.body.folderId).toBe(folder.id);
    const inFolder = (await user.call.get(`/api/articles/my?view=active&folderId=${folder.id}`)).body.items;
    expect(inFolder.map((a: { id: string }) => a.id)).toEqual([id]);
    const noFolder = (await user.call.get("/api/articles/my?view=active&folderId=none")).body.items;
    expect(noFolder.map((a: { id: string }) => a.id)).not.toContain(id);
    await user.call.patch(`/api/articles/${id}/folder`).send({ folderId: null });
    const after = (await user.call.get("/api/articles/my?view=active&folderId=none")).body.items;
    expect(after.map((a: { id: string }) => a.id)).toContain(id);
  });

  it("when an article is tagged, then the tag filter finds it, alone or with a title search", async () => {
    const id = await createArticle(user, { title: "Tagged Essay" });
    await createArticle(user, { title: "Untagged Essay" });
    const tag = (await user.call.post("/api/tags").send({ name: "essays" })).body;
    expect(tag.color).toBe("#3b82f6");
    const tagged = await user.call.put(`/api/articles/${id}/tags/${tag.id}`);
    expect(tagged.body.tagIds).toEqual([tag.id]);
    const byTag = (await user.call.get(`/api/articles/my?view=active&tagId=${tag.id}`)).body.items;
    expect(byTag.map((a: { id: string }) => a.id)).toEqual([id]);
    const byTagAndTitle = (await user.call.get(`/api/articles/my?view=active&tagId=${tag.id}&q=essay`)).body
      .items;
    expect(byTagAndTitle.map((a: { id: string }) => a.id)).toEqual([id]);
    const untagged = await user.call.delete(`/api/articles/${id}/tags/${tag.id}`);
    expect(untagged.body.tagIds).toEqual([]);
    expect((await user.call.get(`/api/articles/my?view=active&tagId=${tag.id}`)).body.items).toEqual([]);
  });

  it("when an article is edited, then title search, preview and content follow", async () => {
    const id = await createArticle(user, { title: "Draft Title" });
    const edited = await user.call
      .patch(`/api/articles/${id}`)
      .send({ title: "Final Heading", content: "New body text.", author: null, url: "" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: "Final Heading",
      preview: "New body text.",
      author: null,
      url: null,
    });
    expect((await user.call.get(`/api/articles/${id}`)).body.content).toBe("New body text.");
    const found = (await user.call.get("/api/articles/my?view=active&q=heading")).body.items;
    expect(found.map((a: { id: string }) => a.id)).toContain(id);
    expect((await user.call.patch(`/api/articles/${id}`).send({})).status).toBe(400);
    expect((await user.call.patch(`/api/articles/${id}`).send({ title: " " })).status).toBe(400);
  });

  it("when content is long, then it is stored in pieces and read back whole", async () => {
    const content = "Long paragraph of careful prose. ".repeat(20_000);
    const id = await createArticle(user, { title: "A long read", content: content.trim() });
    const article = (await user.call.get(`/api/articles/${id}`)).body;
    expect(article.content).toBe(content.trim());
  });
});

describe("another user's ids", () => {
  it("when B uses A's article, folder and tag ids on every route, then 404 and A's data is unchanged", async () => {
    const [alice, bob] = await Promise.all([syncedUser("alice"), syncedUser("bob")]);
    const articleId = await createArticle(alice, { title: "Alice's private notes" });
    const folderId = (await alice.call.post("/api/folders").send({ name: "Private" })).body.id;
    const tagId = (await alice.call.post("/api/tags").send({ name: "secret", color: "#ff0000" })).body.id;
    await alice.call.patch(`/api/articles/${articleId}/folder`).send({ folderId });
    await alice.call.put(`/api/articles/${articleId}/tags/${tagId}`);
    const bobArticle = await createArticle(bob, { title: "Bob's" });

    const attempts: Array<Promise<{ status: number; body: unknown }>> = [
      bob.call.get(`/api/articles/${articleId}`),
      bob.call.patch(`/api/articles/${articleId}`).send({ title: "Hacked" }),
      bob.call.delete(`/api/articles/${articleId}`),
      bob.call.post(`/api/articles/${articleId}/recover`),
      bob.call.delete(`/api/articles/${articleId}/permanent`),
      bob.call.patch(`/api/articles/${articleId}/folder`).send({ folderId: null }),
      bob.call.put(`/api/articles/${articleId}/tags/${tagId}`),
      bob.call.delete(`/api/articles/${articleId}/tags/${tagId}`),
      bob.call.patch(`/api/articles/${bobArticle}/folder`).send({ folderId }),
      bob.call.put(`/api/articles/${bobArticle}/tags/${tagId}`),
      bob.call.delete(`/api/folders/${folderId}`),
      bob.call.delete(`/api/tags/${tagId}`),
    ];
    for (const [index, attempt] of attempts.entries()) {
      const response = await attempt;
      expect(response.status, `attempt ${index}`).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("Alice's private notes");
    }
    expect((await bob.call.get(`/api/articles/my?folderId=${folderId}`)).body.items).toEqual([]);
    expect((await bob.call.get(`/api/articles/my?tagId=${tagId}`)).body.items).toEqual([]);
    expect((await bob.call.get("/api/folders")).body).toEqual([]);

    const article = (await alice.call.get(`/api/articles/${articleId}`)).body;
    expect(article).toMatchObject({
      title: "Alice's private notes",
      folderId,
      tagIds: [tagId],
      deletedAt: null,
    });
    expect((await alice.call.get("/api/folders")).body).toEqual([{ id: folderId, name: "Private" }]);
    expect((await alice.call.get("/api/tags")).body).toEqual([
      { id: tagId, name: "secret", color: "#ff0000" },
    ]);
  });
});

describe("GET /api/articles/{id}: what opening an article reads and writes", () => {
  let user: SyncedUser;
  beforeAll(async () => {
    user = await syncedUser();
  });
  const stored = (id: string) => getFirestore().collection("articles").doc(id).get();

  it("when an article is opened twice within a minute, then lastViewed is written once", async () => {
    const id = await createArticle(user);
    const first = await user.call.get(`/api/articles/${id}`);
    const afterFirst = await stored(id);
    expect(afterFirst.get("lastViewed")).toBeInstanceOf(Timestamp);
    expect(first.body.lastViewed).toBe(afterFirst.get("lastViewed").toDate().toISOString());

    const second = await user.call.get(`/api/articles/${id}`);
    const afterSecond = await stored(id);
    expect(afterSecond.updateTime?.isEqual(afterFirst.updateTime!)).toBe(true);
    expect(second.body.lastViewed).toBe(first.body.lastViewed);
  });

  it("when the last view is more than a minute old, then opening the article writes it again", async () => {
    const id = await createArticle(user);
    const longAgo = Timestamp.fromMillis(Date.now() - 61_000);
    await getFirestore().collection("articles").doc(id).update({ lastViewed: longAgo });
    const response = await user.call.get(`/api/articles/${id}`);
    const lastViewed = (await stored(id)).get("lastViewed") as Timestamp;
    expect(lastViewed.toMillis()).toBeGreaterThan(longAgo.toMillis() + 60_000);
    expect(response.body.lastViewed).toBe(lastViewed.toDate().toISOString());
  });

  it("when the body is read, then only the article's own chunks are read, by id", async () => {
    const id = await createArticle(user, { content: "The only paragraph." });
    // A document beyond the article's chunk count (left by an interrupted write, say) is not the body.
    await getFirestore()
      .collection("articles")
      .doc(id)
      .collection("chunks")
      .doc("1")
      .set({ index: 1, text: " STRAY" });
    const article = (await user.call.get(`/api/articles/${id}`)).body;
    expect(article.content).toBe("The only paragraph.");
  });
});
