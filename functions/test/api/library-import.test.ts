// 'Bring your library': POST /api/library-imports reads another service's export file and says what
// it holds; POST /api/library-imports/start imports it as a job. Every format is imported here from
// its real-shaped fixture, its pages served by a stand-in for the web on loopback, with the job run
// in process; the whole way through the real task queue is taken with a Pocket file.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getFirestore } from "firebase-admin/firestore";
import { LIBRARY_FORMATS, UNKNOWN_LIBRARY_FORMAT, type LibraryFormat } from "../../src/shared";
import { fetchArticle, importFetchOptions } from "../../src/modules/import";
import {
  libraryImportRunner,
  setLibraryFetcherOptions,
  startLibraryImport,
} from "../../src/modules/library-import";
import { detectFormat } from "../../src/modules/library-import/detect-format";
import { sourceKey } from "../../src/modules/library-import/import-item";
import type { JobDoc } from "../../src/modules/jobs";
import type { ArticleDoc, StoredArticle } from "../../src/modules/library";
import { HeldQueue, untilJobEnds } from "../helpers/jobs";
import { articlePage, libraryFixture, libraryWeb, zipOf } from "../helpers/library-files";
import { startPageServer, type PageServer } from "../helpers/page-server";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { downloadJobFile } from "../helpers/job-files";

const RUNNERS = { libraryImport: libraryImportRunner };
const db = () => getFirestore();

beforeAll(() => {
  process.env.ALLOW_PRIVATE_IMPORT_HOSTS = "true";
});
afterAll(() => {
  delete process.env.ALLOW_PRIVATE_IMPORT_HOSTS;
  setLibraryFetcherOptions({});
});

const upload = (user: SyncedUser, bytes: Buffer, filename: string) =>
  user.call.post("/api/library-imports").attach("file", bytes, { filename });

/** Starts the staged import and runs its job in process to the end; the job's document. */
async function importInProcess(user: SyncedUser): Promise<JobDoc> {
  const queue = new HeldQueue();
  const started = await startLibraryImport(user.uid, queue);
  await queue.drain(RUNNERS);
  return (await db().collection("jobs").doc(started.id).get()).data() as JobDoc;
}

async function countOf(collection: string, field: string, uid: string): Promise<number> {
  return (await db().collection(collection).where(field, "==", uid).count().get()).data().count;
}

const totalPoints = async (uid: string) =>
  ((await db().collection("progress").doc(uid).get()).get("totalPoints") as number | undefined) ?? 0;

const ownArticles = async (uid: string): Promise<Array<StoredArticle>> =>
  (await db().collection("articles").where("userId", "==", uid).get()).docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as ArticleDoc),
  }));

describe("every format, from its real-shaped export", () => {
  const landed: string[] = [];
  let web: Awaited<ReturnType<typeof libraryWeb>> | undefined;

  afterEach(async () => {
    await web?.close();
    web = undefined;
  });
  afterAll(() => {
    // The share of highlights that land in the article's text, per format (the stand-in pages
    // hold the highlighted words; carried texts and Kindle books are the file's own).
    console.info(`Highlights that landed:\n${landed.join("\n")}`);
  });

  it.each(LIBRARY_FORMATS.map((format) => [format]))(
    "when a %s file is brought, then its articles, highlights and notes are in the library",
    async (format: LibraryFormat) => {
      const file = await libraryFixture(format);
      const reader = await detectFormat(file);
      expect(reader?.format).toBe(format);
      const parsed = await reader!.parse(file);
      web = await libraryWeb(parsed);
      const local = web.local;
      setLibraryFetcherOptions({
        spacingMs: 0,
        backoffMs: 1,
        fetch: (url) => fetchArticle(local(url), importFetchOptions()),
      });
      const user = await syncedUser("mover");

      const pointsBefore = await totalPoints(user.uid);
      const preview = await upload(user, file.bytes, file.name);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body).toMatchObject({ format, fileName: file.name });
      expect(preview.body.articles).toBeGreaterThan(0);
      const job = await importInProcess(user);
      expect(job.state, job.error ?? "").toBe("done");
      const summary = job.result!.summary!;
      expect(summary.failed, JSON.stringify(summary)).toBe(0);
      expect(summary.imported + summary.alreadyThere).toBe(preview.body.articles);
      expect(await countOf("articles", "userId", user.uid)).toBe(preview.body.articles);
      // Every highlight kept (each once), every note a comment.
      expect(await countOf("highlights", "userId", user.uid)).toBe(summary.highlights);
      expect(await countOf("comments", "userId", user.uid)).toBe(summary.notes);
      expect(summary.notes).toBe(preview.body.notes);
      if (preview.body.highlights > 0) expect(summary.highlights).toBeGreaterThan(0);
      // Notes on a whole article (no passage) are kept at the end of its text.
      for (const item of parsed.items.filter((each) => each.notes?.length)) {
        const [article] = (
          await db()
            .collection("articles")
            .where("userId", "==", user.uid)
            .where("canonicalUrl", "==", sourceKey(item))
            .get()
        ).docs;
        const page = await user.call.get(`/api/articles/${article!.id}`);
        expect(page.body.content).toContain(item.notes![0]!.trim().split("\n")[0]);
      }
      landed.push(`  ${format}: ${summary.highlights - summary.highlightsNotFound} of ${summary.highlights}`);
      // The articles are the reader's, saved when the source saved them, and earn no points.
      const articles = await ownArticles(user.uid);
      expect(articles.every((a) => a.importedFrom === "library" && a.ownerPoints === 0)).toBe(true);
      expect(await totalPoints(user.uid)).toBe(pointsBefore);
    },
    60_000,
  );
});

describe("what is kept", () => {
  let web: PageServer;
  let reader: SyncedUser;
  const quote = "The harbour empties and fills twice a day";

  beforeAll(async () => {
    web = await startPageServer({
      "/tides": (_req, res) =>
        res
          .writeHead(200, { "content-type": "text/html" })
          .end(articlePage("Tides", [`${quote}, as the moon pulls it.`])),
      "/lamps": (_req, res) =>
        res
          .writeHead(200, { "content-type": "text/html" })
          .end(articlePage("Lamps", ["Oil lamps burned all night in the towers."])),
    });
    setLibraryFetcherOptions({ spacingMs: 0, backoffMs: 1 });
    reader = await syncedUser("keeper");
  });
  afterAll(() => web.close());

  const pocket = () =>
    Buffer.from(
      [
        "title,url,time_added,tags,status",
        `Tides,${web.url("/tides")},1688212800,sea|moon,unread`,
        `Lamps,${web.url("/lamps")},1559908800,,archive`,
      ].join("\n"),
    );
  const instapaper = () =>
    Buffer.from(
      [
        "URL,Title,Selection,Folder,Timestamp,Tags",
        `${web.url("/tides")},Tides,${quote},Coasts,1700000000,"[""harbours""]"`,
      ].join("\n"),
    );

  it("when a Pocket file is imported, then addresses, titles, first-saved times, tags and the archive are kept", async () => {
    expect((await upload(reader, pocket(), "part_000000.csv")).status).toBe(200);
    const job = await importInProcess(reader);
    expect(job.result?.summary).toMatchObject({ imported: 2, failed: 0 });
    const articles = await ownArticles(reader.uid);
    const tides = articles.find((a) => a.title === "Tides")!;
    const lamps = articles.find((a) => a.title === "Lamps")!;
    expect(tides.createdAt.toDate().toISOString()).toBe("2023-07-01T12:00:00.000Z");
    expect(tides.lastViewed).toBeNull();
    expect(lamps.lastViewed).not.toBeNull();
    const folders = await reader.call.get("/api/folders");
    const archive = (folders.body as Array<{ id: string; name: string }>).find((f) => f.name === "Archive");
    expect(lamps.folderId).toBe(archive?.id);
    const tags = (await reader.call.get("/api/tags")).body as Array<{ id: string; name: string }>;
    expect(tides.tagIds.map((id) => tags.find((t) => t.id === id)?.name).sort()).toEqual(["moon", "sea"]);
  });

  it("when the same file is imported again, then nothing is added", async () => {
    const before = await countOf("articles", "userId", reader.uid);
    expect((await upload(reader, pocket(), "part_000000.csv")).status).toBe(200);
    const job = await importInProcess(reader);
    expect(job.result?.summary).toMatchObject({ imported: 0, alreadyThere: 2, highlights: 0 });
    expect(await countOf("articles", "userId", reader.uid)).toBe(before);
  });

  it("when Instapaper's file has the same article, then it keeps one with both's tags and the highlight", async () => {
    expect((await upload(reader, instapaper(), "instapaper-export.csv")).status).toBe(200);
    const job = await importInProcess(reader);
    expect(job.result?.summary).toMatchObject({
      imported: 0,
      alreadyThere: 1,
      highlights: 1,
      highlightsNotFound: 0,
    });
    const tides = (await ownArticles(reader.uid)).filter((a) => a.title === "Tides");
    expect(tides).toHaveLength(1);
    const tags = (await reader.call.get("/api/tags")).body as Array<{ id: string; name: string }>;
    expect(tides[0]!.tagIds.map((id) => tags.find((t) => t.id === id)?.name).sort()).toEqual([
      "harbours",
      "moon",
      "sea",
    ]);
    const page = await reader.call.get(`/api/articles/${tides[0]!.id}`);
    expect(page.body.highlights).toMatchObject([{ text: quote, orphaned: false }]);
    // Again: the highlight is there already.
    expect((await upload(reader, instapaper(), "instapaper-export.csv")).status).toBe(200);
    expect((await importInProcess(reader)).result?.summary).toMatchObject({ alreadyThere: 1, highlights: 0 });
  });

  it("when a site has trouble (503) once, then its page is fetched again and imported", async () => {
    let answers = 0;
    const flaky = await startPageServer({
      "/flaky": (_req, res) => {
        answers += 1;
        if (answers === 1) res.writeHead(503, { "content-type": "text/html" }).end("<h1>Busy</h1>");
        else
          res
            .writeHead(200, { "content-type": "text/html" })
            .end(articlePage("Flaky", ["A page that answers on the second try."]));
      },
    });
    try {
      const user = await syncedUser("flaky");
      const file = Buffer.from(
        `title,url,time_added,tags,status\nFlaky,${flaky.url("/flaky")},1700000000,,unread\n`,
      );
      expect((await upload(user, file, "part_000000.csv")).status).toBe(200);
      expect((await importInProcess(user)).result?.summary).toMatchObject({ imported: 1, failed: 0 });
      expect(answers).toBe(2);
    } finally {
      await flaky.close();
    }
  });

  it("when a highlight's words are not in the page, then it is kept, marked not found", async () => {
    const user = await syncedUser("orphan");
    const file = Buffer.from(
      [
        "Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,Location,Highlighted at,Document tags",
        `"Oil lamps burned all night in the towers.",Lamps,Ada Writer,,A note,yellow,,,,2023-01-02 10:00:00+00:00,`,
        `"Words the page never had, anywhere at all.",Lamps,Ada Writer,,,blue,,,,2023-01-02 10:05:00+00:00,`,
      ].join("\n"),
    );
    const preview = await upload(user, file, "readwise-data.csv");
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const job = await importInProcess(user);
    expect(job.result?.summary).toMatchObject({ highlights: 2, notes: 1 });
    const [article] = await ownArticles(user.uid);
    const page = await user.call.get(`/api/articles/${article!.id}`);
    expect(page.status).toBe(200);
    const highlights = page.body.highlights as Array<{ text: string; orphaned: boolean; color: string }>;
    expect(highlights).toHaveLength(2);
    expect(highlights.every((h) => h.text.length > 0)).toBe(true);
    expect(page.body.comments).toMatchObject([{ text: "A note" }]);
  });
});

describe("refusals", () => {
  let user: SyncedUser;
  beforeAll(async () => {
    user = await syncedUser("refused");
  });

  it("when the file is in no known format, then 400 lists the formats, and nothing waits", async () => {
    const response = await upload(user, Buffer.from("just some words\nand more words"), "notes.txt");
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(UNKNOWN_LIBRARY_FORMAT);
    const start = await user.call.post("/api/library-imports/start");
    expect(start.status).toBe(404);
  });

  it("when a CSV is broken, then 400 names the line", async () => {
    const response = await upload(
      user,
      Buffer.from(
        'title,url,time_added,tags,status\nTides,https://example.com/a,1,,unread\n"Unclosed,https://example.com/b,2,,unread\n',
      ),
      "part_000000.csv",
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/line \d/);
  });

  it("when a zip unpacks to far more than its size (a zip bomb), then 400", async () => {
    const bomb = await zipOf({
      "metadata_0_to_1.json": "[]",
      "content/a.html": Buffer.alloc(210 * 1024 * 1024),
    });
    const response = await upload(user, bomb, "omnivore.zip");
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/zip/i);
  }, 60_000);

  it("when the file holds more articles than one import takes, then 400 says to split it", async () => {
    const rows = Array.from(
      { length: 20_001 },
      (_, i) => `Page ${i},https://example.com/p/${i},1700000000,,unread`,
    );
    const response = await upload(
      user,
      Buffer.from(["title,url,time_added,tags,status", ...rows].join("\n")),
      "part_000000.csv",
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/20,001 articles.*at most 20,000/);
    expect((await user.call.post("/api/library-imports/start")).status).toBe(404);
  }, 60_000);

  it("when the file is over the size limit, then 413 and nothing is read", async () => {
    const response = await upload(user, Buffer.alloc(31 * 1024 * 1024, 32), "huge.csv");
    expect(response.status).toBe(413);
  }, 60_000);

  it("when a second and a third user ask, then they see nothing of another's import", async () => {
    const [second, third] = await Promise.all([syncedUser("second"), syncedUser("third")]);
    const file = Buffer.from("title,url,time_added,tags,status\nTides,https://example.com/tides,1,,unread\n");
    expect((await upload(user, file, "part_000000.csv")).status).toBe(200);
    // Their own start finds nothing of theirs waiting; the owner's job is 404 to them.
    expect((await second.call.post("/api/library-imports/start")).status).toBe(404);
    expect((await third.call.get(`/api/jobs/libraryImport-${user.uid}`)).status).toBe(404);
  });
});

describe("through the task queue", () => {
  let web: PageServer;
  beforeAll(async () => {
    web = await startPageServer({
      "/one": (_req, res) =>
        res
          .writeHead(200, { "content-type": "text/html" })
          .end(articlePage("One", ["The first page of three, served here."])),
      "/two": (_req, res) =>
        res
          .writeHead(200, { "content-type": "text/html" })
          .end(articlePage("Two", ["The second page of three, served here."])),
    });
  });
  afterAll(() => web.close());

  it("when an import is started, then its job runs on the queue to the end, with its report", async () => {
    const user = await syncedUser("queued");
    const file = Buffer.from(
      [
        "title,url,time_added,tags,status",
        `One,${web.url("/one")},1688212800,,unread`,
        `Two,${web.url("/two")},1688212900,,unread`,
        `Gone,${web.url("/gone")},1688213000,,unread`,
      ].join("\n"),
    );
    expect((await upload(user, file, "part_000000.csv")).status).toBe(200);
    const started = await user.call.post("/api/library-imports/start");
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ kind: "libraryImport", id: `libraryImport-${user.uid}` });
    const job = await untilJobEnds(started.body.id);
    expect(job?.state, job?.error ?? "").toBe("done");
    expect(job?.result?.summary).toMatchObject({ imported: 2, failed: 1 });
    const report = await downloadJobFile(user, started.body.id);
    expect(report.status).toBe(200);
    expect(report.headers["content-type"]).toMatch(/text\/csv/);
    const lines = report.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("source,address,title,outcome,reason,highlights,highlights_not_found,notes");
    expect(lines.filter((line) => line.includes(",imported,"))).toHaveLength(2);
    expect(lines.find((line) => line.includes("/gone"))).toMatch(/,failed,/);
    // Its staged file goes just after the job is recorded done.
    const staged = db().collection("libraryImports").doc(user.uid);
    for (let tries = 0; (await staged.get()).exists && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await staged.get()).exists).toBe(false);
  });
});
