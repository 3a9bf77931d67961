// An article's notes a page at a time (docs/decisions.md, "An article's notes, a page at a time"):
// opening a shared article costs what the first page shows, whatever the number of readers; the
// reader's own notes always come with it; GET /api/articles/{id}/notes?cursor= gives the rest in
// reading order, every note once, under the article's own access check. Owner, reader (asked by
// the owner) and stranger (the reader's friend, not the owner's); the other readers' notes are
// written directly, as the annotations module stores them (what is measured is the reading).
import { Timestamp, getFirestore, type WriteBatch } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { countReads } from "../helpers/read-counter";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";
import { NOTES_PAGE_SIZE, type Article, type ArticleNotes } from "../../src/shared";

const SENTENCES = 300;
const TEXT = Array.from({ length: SENTENCES }, (_, i) => `Sentence ${i} tells of the tide.`).join(" ");
/** Where sentence `i` starts: reader `i` highlights it, so readers are in reading order by number. */
const at = (i: number) => TEXT.indexOf(`Sentence ${i} `);

const db = () => getFirestore();

let owner: SyncedUser;
let reader: SyncedUser;
let stranger: SyncedUser;
let articleId: string;
/** Every highlight and comment on the article, by id. */
let highlightIds: Set<string>;
let commentIds: Set<string>;
let seeded = 0;

/** Readers `seeded` to `upTo - 1`, each with a highlight on their sentence and a comment on it. */
async function seedReaders(upTo: number): Promise<void> {
  const batch: WriteBatch = db().batch();
  for (; seeded < upTo; seeded++) {
    const userId = `notes-reader-${articleId}-${seeded}`;
    const highlight = db().collection("highlights").doc();
    const text = `Sentence ${seeded}`;
    const createdAt = Timestamp.fromMillis(Date.now() - 60_000 + seeded);
    batch.set(highlight, {
      articleId,
      articleOwnerId: owner.uid,
      articleTitle: "Tides",
      userId,
      text,
      textTokens: [],
      startOffset: at(seeded),
      endOffset: at(seeded) + text.length,
      prefix: "",
      suffix: "",
      color: "#DCFCE7",
      orphaned: false,
      createdAt,
    });
    const comment = db().collection("comments").doc();
    batch.set(comment, {
      articleId,
      articleOwnerId: owner.uid,
      highlightId: highlight.id,
      userId,
      text: `Note ${seeded}`,
      textTokens: [],
      createdAt,
      updatedAt: createdAt,
    });
    highlightIds.add(highlight.id);
    commentIds.add(comment.id);
  }
  await batch.commit();
}

async function highlight(user: SyncedUser, sentence: number): Promise<string> {
  const text = `Sentence ${sentence} tells`;
  const response = await user.call
    .post("/api/highlights")
    .send({ articleId, text, startOffset: at(sentence), endOffset: at(sentence) + text.length });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  highlightIds.add(response.body.id);
  return response.body.id;
}

async function comment(user: SyncedUser, highlightId: string, text: string): Promise<string> {
  const response = await user.call.post("/api/comments").send({ highlightId, text });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  commentIds.add(response.body.id);
  return response.body.id;
}

const notesPath = (cursor: string) => `/api/articles/${articleId}/notes?cursor=${encodeURIComponent(cursor)}`;

/** Every page as `user` sees it, the article's first. */
async function allPages(user: SyncedUser): Promise<ArticleNotes[]> {
  const opened = await user.call.get(`/api/articles/${articleId}`);
  expect(opened.status).toBe(200);
  const pages: ArticleNotes[] = [opened.body as Article];
  for (let cursor = pages[0]!.notesCursor; cursor; cursor = pages.at(-1)!.notesCursor) {
    const next = await user.call.get(notesPath(cursor));
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    pages.push(next.body as ArticleNotes);
    expect(pages.length).toBeLessThan(20);
  }
  return pages;
}

const idsOf = (notes: Array<{ id: string }>) => notes.map((note) => note.id);

beforeEach(async () => {
  [owner, reader, stranger] = await Promise.all([
    syncedUser("owner"),
    syncedUser("reader"),
    syncedUser("stranger"),
  ]);
  await makeFriends(owner, reader);
  await makeFriends(reader, stranger);
  const made = await owner.call.post("/api/articles").send({ title: "Tides", content: TEXT, author: "A" });
  expect(made.status).toBe(201);
  articleId = made.body.id;
  const asked = await owner.call
    .post("/api/spurqs")
    .send({ recipientId: reader.uid, articleId, highlightId: null, question: "Read this?" });
  expect(asked.status).toBe(201);
  highlightIds = new Set();
  commentIds = new Set();
  seeded = 0;
});

describe("opening a shared article", () => {
  it("when its readers grow from 10 to 100, then an open reads what one page shows, not every note", async () => {
    const open = async (user: SyncedUser) => {
      const { result, reads } = await countReads(() => user.call.get(`/api/articles/${articleId}`));
      expect(result.status).toBe(200);
      return { reads, body: result.body as Article };
    };
    await seedReaders(10);
    const ten = await open(reader);
    expect(ten.body.highlights).toHaveLength(10);
    expect(ten.body.notesCursor).toBeNull();

    await seedReaders(60);
    const sixty = await open(reader);
    await seedReaders(100);
    const hundred = await open(reader);
    const ownerOpens = await open(owner);
    expect(hundred.body.highlights).toHaveLength(NOTES_PAGE_SIZE);
    expect(hundred.body.comments).toHaveLength(NOTES_PAGE_SIZE);
    expect(hundred.body.notesCursor).toEqual(expect.any(String));
    // Past one page the cost stops growing: a page of highlights (and one to tell more follow),
    // their comments (two queries of 30 highlights at most), their authors, the reader's own
    // (none here: one query each), and the article's access check, view and spurqs.
    expect(hundred.reads).toBe(sixty.reads);
    expect(hundred.reads).toBeLessThanOrEqual(3 * NOTES_PAGE_SIZE + 20);
    expect(ownerOpens.reads).toBeLessThanOrEqual(3 * NOTES_PAGE_SIZE + 20);

    // The next page costs the same whatever comes after it.
    const next = await countReads(() => reader.call.get(notesPath(hundred.body.notesCursor!)));
    expect(next.result.status).toBe(200);
    expect(next.reads).toBeLessThanOrEqual(3 * NOTES_PAGE_SIZE + 5);
  });

  it("when the notes span several pages, then the pages give every note once and the reader's own come first", async () => {
    await seedReaders(120);
    // The reader's highlight near the end, a friend's comment on it; the reader's comment on
    // another reader's highlight past the first page.
    const own = await highlight(reader, 250);
    const onOwn = await comment(owner, own, "Good catch");
    const theirs = [...highlightIds][100]!;
    const mine = await comment(reader, theirs, "Same here");

    const pages = await allPages(reader);
    expect(pages).toHaveLength(3);
    const first = pages[0]!;
    expect(idsOf(first.highlights)).toEqual(expect.arrayContaining([own, theirs]));
    expect(idsOf(first.comments)).toEqual(expect.arrayContaining([onOwn, mine]));
    // In reading order, the own highlight past the page last.
    const starts = first.highlights.map((h) => h.startOffset);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(first.highlights.at(-1)!.id).toBe(own);

    const highlights = pages.flatMap((page) => idsOf(page.highlights));
    const comments = pages.flatMap((page) => idsOf(page.comments));
    expect(highlights).toHaveLength(highlightIds.size);
    expect(new Set(highlights)).toEqual(highlightIds);
    expect(comments).toHaveLength(commentIds.size);
    expect(new Set(comments)).toEqual(commentIds);
    // Each page's comments are on its own highlights (a thread comes with its highlight).
    for (const page of pages) {
      const here = new Set(idsOf(page.highlights));
      expect(page.comments.every((c) => here.has(c.highlightId))).toBe(true);
    }
  });

  it("when the owner opens it, then their own notes come on the first page and the pages give every note once", async () => {
    await seedReaders(70);
    const own = await highlight(owner, 200);
    const pages = await allPages(owner);
    expect(idsOf(pages[0]!.highlights)).toContain(own);
    const highlights = pages.flatMap((page) => idsOf(page.highlights));
    expect(highlights).toHaveLength(highlightIds.size);
    expect(new Set(highlights)).toEqual(highlightIds);
  });
});

describe("GET /api/articles/{id}/notes", () => {
  let cursor: string;

  beforeEach(async () => {
    await seedReaders(NOTES_PAGE_SIZE + 5);
    cursor = (await owner.call.get(`/api/articles/${articleId}`)).body.notesCursor;
    expect(cursor).toEqual(expect.any(String));
  });

  it("when the owner and the reader ask, then the next page comes; the stranger gets 404 as on the article", async () => {
    for (const user of [owner, reader]) {
      const page = await user.call.get(notesPath(cursor));
      expect(page.status).toBe(200);
      expect(page.body.highlights).toHaveLength(5);
      expect(page.body.notesCursor).toBeNull();
    }
    const article = await stranger.call.get(`/api/articles/${articleId}`);
    const notes = await stranger.call.get(notesPath(cursor));
    expect(article.status).toBe(404);
    expect(notes.status).toBe(404);
    expect(notes.body).toEqual({ error: "Article not found" });
  });

  it("when the reader is unfriended, then the notes answer 404 as the article does", async () => {
    expect((await owner.call.delete(`/api/friends/${reader.uid}`)).status).toBe(204);
    expect((await reader.call.get(`/api/articles/${articleId}`)).status).toBe(404);
    expect((await reader.call.get(notesPath(cursor))).status).toBe(404);
  });

  it("when the stranger names an article of their own with the owner's cursor, then 400 and nothing of the owner's", async () => {
    const made = await stranger.call
      .post("/api/articles")
      .send({ title: "Mine", content: TEXT, author: "S" });
    expect(made.status).toBe(201);
    const response = await stranger.call.get(`/api/articles/${made.body.id}/notes?cursor=${cursor}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: "cursor: This cursor belongs to another article.",
      field: "cursor",
    });
    expect(JSON.stringify(response.body)).not.toContain("Note ");
  });

  it("when the cursor is not one the server made, then 400 naming it and nothing changes", async () => {
    const before = (await db().collection("articles").doc(articleId).get()).data();
    const forged = Buffer.from(JSON.stringify({ a: articleId, o: -1, i: "x", t: 0 })).toString("base64url");
    for (const bad of [
      "not a cursor",
      "%00",
      "a".repeat(501),
      Buffer.from("{").toString("base64url"),
      forged,
    ]) {
      const response = await reader.call.get(notesPath(bad));
      expect(response.status, bad).toBe(400);
      expect(response.body.error).toMatch(/^cursor: /);
      expect(response.body.field).toBe("cursor");
    }
    const unknown = await reader.call.get(`/api/articles/${articleId}/notes?cursor=${cursor}&limit=5`);
    expect(unknown.status).toBe(400);
    expect((await db().collection("articles").doc(articleId).get()).data()).toEqual(before);
  });

  it("when no cursor is given, then the first page comes, as the article brings it", async () => {
    const first = await reader.call.get(`/api/articles/${articleId}/notes`);
    const opened = await reader.call.get(`/api/articles/${articleId}`);
    expect(first.status).toBe(200);
    expect(idsOf(first.body.highlights)).toEqual(idsOf(opened.body.highlights));
    expect(first.body.notesCursor).toEqual(expect.any(String));
  });
});
