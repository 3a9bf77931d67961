// POST /api/export { format: json|markdown }: a job on the task queue writes everything the
// caller wrote or was sent, and nothing of anyone else's, as one JSON document or a zip of
// Markdown files into Cloud Storage (here its stand-in), which its owner downloads through the
// signed link GET /api/jobs/{id}/file answers with once it is done.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getFirestore } from "firebase-admin/firestore";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { untilJobEnds } from "../helpers/jobs";
import { downloadJobFile, fetchLink, jobFileExists, objectsNaming } from "../helpers/job-files";

const HTML =
  '<h2>The keepers</h2><p>Lighthouses were kept by <em>families</em> who lived at the <a href="https://example.com/sea">edge of the sea</a>.</p><ul><li>Oil</li><li>Wicks</li></ul>';
const TEXT = "Tides come twice a day. The harbour empties and fills.";

interface World {
  reader: SyncedUser;
  friend: SyncedUser;
  htmlArticle: string;
  textArticle: string;
  friendsArticle: string;
}

let world: World;

async function created(response: { status: number; body: { id: string } }) {
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

/** Starts an export, waits for its job on the task queue, and downloads the file. */
async function exportFile(user: SyncedUser, format: "json" | "markdown") {
  const started = await user.call.post("/api/export").send({ format });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body).toMatchObject({ kind: "export", id: `export-${user.uid}` });
  expect(await untilJobEnds(started.body.id)).toMatchObject({ state: "done" });
  return downloadJobFile(user, started.body.id);
}

async function setUp(): Promise<World> {
  const [reader, friend] = await Promise.all([syncedUser("exporter"), syncedUser("exfriend")]);
  const id = await created(await reader.call.post("/api/friends/requests").send({ receiverId: friend.uid }));
  await friend.call.patch(`/api/friends/requests/${id}`).send({ status: "accepted" });
  const folderId = await created(await reader.call.post("/api/folders").send({ name: "Coasts" }));
  const tagId = await created(await reader.call.post("/api/tags").send({ name: "lamps" }));
  const htmlArticle = await created(
    await reader.call.post("/api/articles").send({ title: "Keepers: of the Light?", content: HTML }),
  );
  const textArticle = await created(
    await reader.call
      .post("/api/articles")
      .send({ title: "Keepers: of the Light?", content: TEXT, author: "Ann" }),
  );
  // Stored as an imported page's cleaned HTML is (manual articles are plain text).
  await getFirestore().collection("articles").doc(htmlArticle).update({ contentType: "html" });
  await reader.call.patch(`/api/articles/${htmlArticle}/folder`).send({ folderId });
  await reader.call.put(`/api/articles/${htmlArticle}/tags/${tagId}`);
  const quote = "Tides come twice a day";
  const highlightId = await created(
    await reader.call.post("/api/highlights").send({
      articleId: textArticle,
      text: quote,
      startOffset: 0,
      endOffset: quote.length,
      suffix: ". The harbour",
    }),
  );
  await created(await reader.call.post("/api/comments").send({ highlightId, text: "Every day, always." }));
  // A friend reads the reader's article and highlights it: her note is hers, not in the export.
  const sent = await created(
    await reader.call
      .post("/api/spurqs")
      .send({ recipientId: friend.uid, articleId: textArticle, highlightId, question: "Why twice?" }),
  );
  await created(await friend.call.post(`/api/spurqs/${sent}/replies`).send({ text: "The moon." }));
  await created(
    await friend.call
      .post("/api/highlights")
      .send({ articleId: textArticle, text: "The harbour", startOffset: 24, endOffset: 35 }),
  );
  // The friend's own article, shared with the reader, who highlights it.
  const friendsArticle = await created(
    await friend.call.post("/api/articles").send({ title: "Dunes", content: "Sand moves with the wind." }),
  );
  await created(
    await friend.call
      .post("/api/spurqs")
      .send({ recipientId: reader.uid, articleId: friendsArticle, question: "Seen dunes?" }),
  );
  await created(
    await reader.call
      .post("/api/highlights")
      .send({ articleId: friendsArticle, text: "Sand moves", startOffset: 0, endOffset: 10 }),
  );
  return { reader, friend, htmlArticle, textArticle, friendsArticle };
}

beforeAll(async () => {
  world = await setUp();
});

/** The files of a zip, by name, unpacked with the system's unzip. */
function unzip(zip: Buffer): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "spurq-export-"));
  writeFileSync(join(dir, "export.zip"), zip);
  execFileSync("unzip", ["-q", "export.zip", "-d", "out"], { cwd: dir });
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(dir, "out", folder), { withFileTypes: true })) {
      const name = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else files[name] = readFileSync(join(dir, "out", name), "utf8");
    }
  };
  walk("");
  return files;
}

describe("POST /api/export", () => {
  it("when JSON is asked for, then every article with its content, the reader's own notes, shared articles and spurqs both ways download as one file", async () => {
    const { reader, friend } = world;
    const response = await exportFile(reader, "json");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="spurq-export-\d{4}-\d{2}-\d{2}\.json"; filename\*=UTF-8''spurq-export-/,
    );
    const data = response.body;
    expect(data.user).toEqual({ username: reader.username, email: reader.email, bio: null });
    expect(data.folders).toEqual([expect.objectContaining({ name: "Coasts" })]);
    expect(data.tags).toEqual([expect.objectContaining({ name: "lamps" })]);
    expect(data.articles.map((a: { id: string }) => a.id).sort()).toEqual(
      [world.htmlArticle, world.textArticle].sort(),
    );
    const html = data.articles.find((a: { id: string }) => a.id === world.htmlArticle);
    expect(html).toMatchObject({ folder: "Coasts", tags: ["lamps"], contentType: "html", highlights: [] });
    expect(html.content).toContain("<em>families</em>");
    const text = data.articles.find((a: { id: string }) => a.id === world.textArticle);
    expect(text).toMatchObject({ content: TEXT, author: "Ann", folder: null, tags: [] });
    // Only the reader's own highlight; the friend's on the same article is hers.
    expect(text.highlights).toEqual([
      expect.objectContaining({
        text: "Tides come twice a day",
        startOffset: 0,
        endOffset: 22,
        prefix: "",
        suffix: ". The harbour",
        comments: [expect.objectContaining({ text: "Every day, always." })],
      }),
    ]);
    expect(data.sharedArticles).toEqual([
      expect.objectContaining({
        id: world.friendsArticle,
        title: "Dunes",
        highlights: [expect.objectContaining({ text: "Sand moves", comments: [] })],
      }),
    ]);
    expect(data.spurqsSent).toEqual([
      expect.objectContaining({
        from: reader.username,
        to: friend.username,
        question: "Why twice?",
        highlight: "Tides come twice a day",
        replies: [expect.objectContaining({ from: friend.username, text: "The moon." })],
      }),
    ]);
    expect(data.spurqsReceived).toEqual([
      expect.objectContaining({
        from: friend.username,
        question: "Seen dunes?",
        article: { id: world.friendsArticle, title: "Dunes" },
      }),
    ]);
  });

  it("when the friend exports, then nothing of the reader's is in it but what they sent her", async () => {
    const response = await exportFile(world.friend, "json");
    expect(response.status).toBe(200);
    const data = response.body;
    expect(data.articles.map((a: { id: string }) => a.id)).toEqual([world.friendsArticle]);
    expect(data.articles[0].highlights).toEqual([]);
    expect(JSON.stringify(data)).not.toContain("Every day, always.");
    expect(JSON.stringify(data)).not.toContain("Lighthouses");
    expect(data.sharedArticles).toEqual([
      expect.objectContaining({
        id: world.textArticle,
        highlights: [expect.objectContaining({ text: "The harbour" })],
      }),
    ]);
  });

  it("when Markdown is asked for, then a zip opens with a file per article, quotes with comments beneath, and an index", async () => {
    const response = await exportFile(world.reader, "markdown");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /filename="spurq-export-\d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8''/,
    );
    const files = unzip(response.body as Buffer);
    expect(Object.keys(files).sort()).toEqual([
      "README.md",
      "articles/keepers-of-the-light-2.md",
      "articles/keepers-of-the-light.md",
      "shared/dunes.md",
      "spurqs-received.md",
      "spurqs-sent.md",
    ]);
    expect(files["README.md"]).toContain(world.reader.username);
    expect(files["README.md"]).toContain("- Coasts");
    const articles = [
      files["articles/keepers-of-the-light.md"]!,
      files["articles/keepers-of-the-light-2.md"]!,
    ];
    const html = articles.find((file) => file.includes("families"))!;
    expect(html).toContain('title: "Keepers: of the Light?"');
    expect(html).toContain('folder: "Coasts"');
    expect(html).toContain("## The keepers");
    expect(html).toContain("*families* who lived at the [edge of the sea](https://example.com/sea).");
    expect(html).toContain("- Oil\n- Wicks");
    const text = articles.find((file) => file !== html)!;
    expect(text).toContain('author: "Ann"');
    expect(text).toContain(`${TEXT}\n\n## Highlights\n\n> Tides come twice a day\n\nEvery day, always.`);
    expect(text).not.toContain("> The harbour");
    expect(files["shared/dunes.md"]).toContain("> Sand moves");
    expect(files["spurqs-sent.md"]).toContain("**Why twice?**");
    expect(files["spurqs-sent.md"]).toContain(`${world.friend.username} (`);
    expect(files["spurqs-received.md"]).toContain("**Seen dunes?**");
  });

  it("when the format is missing, unknown or joined by another parameter, then 400 with the field's message", async () => {
    const refusals = await Promise.all(
      [{}, { format: "pdf" }, { format: "json", all: 1 }].map((body) =>
        world.reader.call.post("/api/export").send(body),
      ),
    );
    expect(refusals.map((response) => [response.status, response.body.error])).toEqual([
      [400, "format: format must be json or markdown."],
      [400, "format: format must be json or markdown."],
      [400, "Unknown field: all"],
    ]);
  });

  it("when the owner of a shared article moves it to the trash, then the reader's export leaves it out, in JSON and Markdown, until it is recovered", async () => {
    const [owner, reader] = await Promise.all([syncedUser("trasher"), syncedUser("trashreader")]);
    const id = await created(await owner.call.post("/api/friends/requests").send({ receiverId: reader.uid }));
    await reader.call.patch(`/api/friends/requests/${id}`).send({ status: "accepted" });
    const articleId = await created(
      await owner.call.post("/api/articles").send({ title: "Reefs", content: "Coral grows slowly." }),
    );
    await created(
      await owner.call.post("/api/spurqs").send({ recipientId: reader.uid, articleId, question: "Slowly?" }),
    );
    await created(
      await reader.call
        .post("/api/highlights")
        .send({ articleId, text: "Coral grows", startOffset: 0, endOffset: 11 }),
    );
    const sharedIds = async () =>
      (await exportFile(reader, "json")).body.sharedArticles.map((a: { id: string }) => a.id);
    expect(await sharedIds()).toEqual([articleId]);

    expect((await owner.call.delete(`/api/articles/${articleId}`)).status).toBe(204);
    expect(await sharedIds()).toEqual([]);
    const markdown = await exportFile(reader, "markdown");
    const files = unzip(markdown.body as Buffer);
    expect(Object.keys(files).filter((name) => name.startsWith("shared/"))).toEqual([]);
    expect(JSON.stringify(files)).not.toContain("Coral grows");

    expect((await owner.call.post(`/api/articles/${articleId}/recover`)).status).toBe(200);
    expect(await sharedIds()).toEqual([articleId]);
  });

  it("when the owner of a shared article unfriends the reader, then the reader's export leaves it out", async () => {
    const [owner, reader] = await Promise.all([syncedUser("unsharer"), syncedUser("unshared")]);
    const id = await created(await owner.call.post("/api/friends/requests").send({ receiverId: reader.uid }));
    await reader.call.patch(`/api/friends/requests/${id}`).send({ status: "accepted" });
    const articleId = await created(
      await owner.call.post("/api/articles").send({ title: "Kelp", content: "Kelp forests shelter fish." }),
    );
    await created(
      await owner.call.post("/api/spurqs").send({ recipientId: reader.uid, articleId, question: "Shelter?" }),
    );
    const sharedIds = async () =>
      (await exportFile(reader, "json")).body.sharedArticles.map((a: { id: string }) => a.id);
    expect(await sharedIds()).toEqual([articleId]);
    expect((await owner.call.delete(`/api/friends/${reader.uid}`)).status).toBe(204);
    expect(await sharedIds()).toEqual([]);
  });

  it("when a user asks for an export more than ten times in an hour, then one job runs and the eleventh ask gets 429", async () => {
    const user = await syncedUser("eager");
    const asks = [];
    for (let i = 0; i < 10; i++) asks.push(await user.call.post("/api/export").send({ format: "json" }));
    expect(asks.map((ask) => ask.status)).toEqual(asks.map(() => 202));
    expect(new Set(asks.map((ask) => ask.body.id))).toEqual(new Set([`export-${user.uid}`]));
    const refused = await user.call.post("/api/export").send({ format: "markdown" });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      "You can export your data at most 10 times an hour. Please try again later.",
    );
  });
});

describe("GET /api/jobs/{id}/file", () => {
  it("when the export is not done, or another user asks for it, then 404; the owner downloads it once it is done", async () => {
    const [owner, second, third] = await Promise.all([
      syncedUser("exporter"),
      syncedUser("second"),
      syncedUser("third"),
    ]);
    await created(await owner.call.post("/api/articles").send({ title: "Mine alone", content: TEXT }));
    const started = await owner.call.post("/api/export").send({ format: "json" });
    expect(started.status).toBe(202);
    const file = `/api/jobs/${started.body.id}/file`;
    expect(await untilJobEnds(started.body.id)).toMatchObject({ state: "done", done: 1, total: 1 });
    for (const other of [second, third]) {
      expect((await other.call.get(file)).status).toBe(404);
      expect((await other.call.get(`/api/jobs/${started.body.id}`)).status).toBe(404);
    }
    const job = (await owner.call.get(`/api/jobs/${started.body.id}`)).body;
    expect(job).toMatchObject({ state: "done", result: { fileName: expect.stringMatching(/\.json$/) } });
    // The api answers with a signed link; the file itself comes from Cloud Storage.
    const download = await downloadJobFile(owner, started.body.id);
    expect(download.status).toBe(200);
    expect(download.bytes.length).toBe(job.result.bytes);
    expect(download.body.articles.map((a: { title: string }) => a.title)).toEqual(["Mine alone"]);

    // A new export replaces the file: while it is at work there is none to download.
    await getFirestore().collection("jobs").doc(started.body.id).update({ state: "queued", slice: 99 });
    expect((await owner.call.get(file)).status).toBe(404);
  });

  it("when a link has expired or is tampered with, then Cloud Storage refuses it; a new one works", async () => {
    const user = await syncedUser("linker");
    await created(await user.call.post("/api/articles").send({ title: "Linked", content: TEXT }));
    const download = await exportFile(user, "json");
    expect(download.status).toBe(200);
    const url = new URL(download.url!);
    const tampered = new URL(url);
    tampered.searchParams.set("X-Goog-Expires", "86400");
    expect((await fetchLink(tampered.href)).status).toBe(403);
    // A link signed for one second (the SDK refuses to sign one already past), used after two.
    const { filesBucket } = await import("../../src/lib/storage");
    const { jobFileObject } = await import("../../src/modules/jobs");
    const file = filesBucket().file(jobFileObject(`export-${user.uid}`));
    const [old] = await file.getSignedUrl({ version: "v4", action: "read", expires: Date.now() + 1000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const expired = await fetchLink(old);
    expect(expired.status).toBe(400);
    expect(expired.text).toContain("ExpiredToken");
  });

  it("when an export is large, then it is uploaded resumably and downloads whole; deleting the account deletes the object", async () => {
    const user = await syncedUser("bulky");
    // Three articles of about 400 KB each.
    const words = "Waves fold over the shingle and draw back. ".repeat(9_500).trim();
    for (const title of ["Shingle one", "Shingle two", "Shingle three"]) {
      await created(await user.call.post("/api/articles").send({ title, content: words }));
    }
    const download = await exportFile(user, "json");
    expect(download.status).toBe(200);
    expect(download.bytes.length).toBeGreaterThan(1_000_000);
    expect(download.body.articles.map((a: { content: string }) => a.content)).toEqual([words, words, words]);
    expect(await jobFileExists(`export-${user.uid}`)).toBe(true);
    const deletion = await user.call.delete("/api/user").send({ confirm: user.username });
    expect([200, 202, 204]).toContain(deletion.status);
    await untilJobEnds(`accountDeletion-${user.uid}`).catch(() => undefined);
    expect(await objectsNaming(user.uid)).toEqual([]);
  });
});
