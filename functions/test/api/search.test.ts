// GET /api/search: own articles by title and anything readable by body; anyone's highlights and
// comments on articles the caller may read; spurq threads by question or reply; people by
// username. Words in every language, found by the segmenter; access decided as for opening.
import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";
import { untilJobEnds } from "../helpers/jobs";
import { countReads } from "../helpers/read-counter";
import { RATE_LIMITS, takeAllowance } from "../../src/modules/rate-limits/rate-limits.service";

let reader: SyncedUser;
let other: SyncedUser;
// A word no other test or demo document uses, so results are exactly this test's.
const word = `zq${randomUUID().slice(0, 6)}`;
const search = (user: SyncedUser, q: string) => user.call.get(`/api/search?q=${encodeURIComponent(q)}`);

async function highlight(user: SyncedUser, articleId: string, content: string, text: string) {
  const start = content.indexOf(text);
  const response = await user.call
    .post("/api/highlights")
    .send({ articleId, text, startOffset: start, endOffset: start + text.length });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

async function article(user: SyncedUser, title: string, content: string): Promise<string> {
  const response = await user.call.post("/api/articles").send({ title, content });
  expect(response.status).toBe(201);
  return response.body.id;
}

beforeAll(async () => {
  [reader, other] = await Promise.all([syncedUser(`${word}reader`), syncedUser("other")]);
  const content = `Notes on ${word}tide charts.\n\nA second paragraph.`;
  const mine = await article(reader, `The ${word}tide Almanac`, content);
  await article(reader, "Unrelated Title", "Body");
  await highlight(reader, mine, content, `${word}tide charts`);
  // Another user's article and highlight with the same word must never show up.
  const theirs = await article(other, `Their ${word}tide secrets`, content);
  await highlight(other, theirs, content, `${word}tide charts`);
});

describe("GET /api/search", () => {
  it("when a word starts a title, a highlight and a username, then all three groups have it, own data only", async () => {
    const response = await search(reader, word);
    expect(response.status).toBe(200);
    expect(response.body.articles).toEqual([
      {
        id: expect.any(String),
        title: `The ${word}tide Almanac`,
        createdAt: expect.any(String),
        where: "title",
        snippet: null,
      },
    ]);
    expect(response.body.highlights).toEqual([
      {
        id: expect.any(String),
        articleId: expect.any(String),
        text: `${word}tide charts`,
        articleTitle: `The ${word}tide Almanac`,
        snippet: { text: `${word}tide charts`, start: 0, length: `${word}tide`.length },
        user: { id: reader.uid, username: reader.username },
      },
    ]);
    expect(response.body.users).toEqual([{ id: reader.uid, username: reader.username, avatar: null }]);
    expect(response.body.comments).toEqual([]);
    expect(response.body.spurqs).toEqual([]);
  });

  it("when several words are typed in any case, then each must start a word", async () => {
    const both = await search(reader, `ALMANAC ${word}`);
    expect(both.body.articles).toHaveLength(1);
    const miss = await search(reader, `${word} nothing`);
    expect(miss.body.articles).toEqual([]);
    expect(miss.body.highlights).toEqual([]);
  });

  it("when the query is blank or too long, then 400", async () => {
    expect((await reader.call.get("/api/search?q=%20%20")).status).toBe(400);
    expect((await reader.call.get("/api/search")).status).toBe(400);
    expect((await reader.call.get(`/api/search?q=${"x".repeat(101)}`)).status).toBe(400);
  });

  it("when the hour's searches are used up, then the next is refused with 429 and its message", async () => {
    const user = await syncedUser("searcher");
    for (let i = 0; i < RATE_LIMITS.search.max - 1; i++) await takeAllowance({ search: user.uid });
    expect((await search(user, word)).status).toBe(200);
    const refused = await search(user, word);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: "You can search at most 600 times an hour. Please try again later.",
    });
  });

  it("when an article is renamed, then its highlights show the new title", async () => {
    const found = (await search(reader, word)).body.highlights[0];
    await reader.call
      .patch(`/api/articles/${found.articleId}`)
      .send({ title: `The ${word}tide Almanac, Revised` });
    const after = (await search(reader, word)).body.highlights[0];
    expect(after.articleTitle).toBe(`The ${word}tide Almanac, Revised`);
  });
});

describe("GET /api/search in the text itself", () => {
  it("when a word is only in an article's body, then the article is found there, with the words around it", async () => {
    const filler = "The harbour wall runs along the quay and the boats sit low at the ebb. ".repeat(6);
    const id = await article(
      reader,
      "Harbour notes",
      `${filler}Then the ${word}swell came in from the west.\n\n${filler}`,
    );
    const found = (await search(reader, `${word}swell`)).body.articles;
    expect(found).toEqual([
      {
        id,
        title: "Harbour notes",
        createdAt: expect.any(String),
        where: "body",
        snippet: {
          text: expect.stringContaining(`the ${word}swell came in`),
          start: expect.any(Number),
          length: `${word}swell`.length,
        },
      },
    ]);
    const { text, start, length } = found[0].snippet;
    expect(text.slice(start, start + length)).toBe(`${word}swell`);
    expect(text.startsWith("…") && text.endsWith("…")).toBe(true);
    // Another reader's search finds nothing of it.
    expect((await search(other, `${word}swell`)).body.articles).toEqual([]);
  });

  it("when a word is looked up by a shorter prefix, then only bodies with the word are shown, a long body's later chunk too", async () => {
    // `${word}` is 8 characters, a prefix bodies keep: `${word}our` is looked up by it, which
    // `${word}ottle` starts too.
    const other = await article(reader, "Bottles", `A note on the ${word}ottle kind.`);
    const plain = await article(reader, "Ours", `A note on the ${word}our kind.`);
    // A body of two chunks whose first has only the other word: its terms keep the prefix there.
    const filler = "the quay and the boats sit low at the ebb ".repeat(6_500);
    const book = await article(
      reader,
      "Long book",
      `${word}ottle first. ${filler} Later the ${word}our word.`,
    );
    const stored = await getFirestore().collection(`articles/${book}/chunks`).get();
    expect(stored.size).toBe(2);
    const found = (await search(reader, `${word}our`)).body.articles.map((a: { id: string }) => a.id);
    expect(found).toEqual(expect.arrayContaining([plain, book]));
    expect(found).not.toContain(other);
  });

  it("when an article's body is edited, then the old words are no longer found and the new ones are", async () => {
    const id = await article(reader, "Edited", `<p>The ${word}old word.</p>`);
    expect((await search(reader, `${word}old`)).body.articles.map((a: { id: string }) => a.id)).toEqual([id]);
    await reader.call.patch(`/api/articles/${id}`).send({ content: `<p>The ${word}new word.</p>` });
    expect((await search(reader, `${word}old`)).body.articles).toEqual([]);
    expect((await search(reader, `${word}new`)).body.articles.map((a: { id: string }) => a.id)).toEqual([id]);
  });

  it("when an article goes to the trash, then its body is no longer found", async () => {
    const id = await article(reader, "Binned", `Words about ${word}binned things.`);
    expect((await search(reader, `${word}binned`)).body.articles).toHaveLength(1);
    await reader.call.delete(`/api/articles/${id}`);
    expect((await search(reader, `${word}binned`)).body.articles).toEqual([]);
  });

  it("when a Japanese, Chinese or Korean word stands inside a title, highlight or body, then it is found", async () => {
    const tag = word.slice(2);
    const ja = await article(reader, `機械学習の入門 ${tag}`, `深層学習とは何か。${tag}`);
    const zhContent = `自然语言处理的基本方法，${tag}第二段。`;
    const zh = await article(reader, `笔记 ${tag}`, zhContent);
    await highlight(reader, zh, zhContent, "自然语言处理的基本方法");
    const ko = await article(reader, `한국어 자연어 처리 입문 ${tag}`, `학교에서 배운 내용 ${tag}`);
    expect((await search(reader, `学習 ${tag}`)).body.articles.map((a: { id: string }) => a.id)).toEqual([
      ja,
    ]);
    const zhFound = await search(reader, "语言处理");
    expect(zhFound.body.highlights.map((h: { articleId: string }) => h.articleId)).toContain(zh);
    const zhBody = (await search(reader, `处理 ${tag}`)).body.articles;
    expect(zhBody).toEqual([expect.objectContaining({ id: zh, where: "body" })]);
    expect((await search(reader, `처리 ${tag}`)).body.articles.map((a: { id: string }) => a.id)).toEqual([
      ko,
    ]);
    expect((await search(reader, `학교 ${tag}`)).body.articles).toEqual([
      expect.objectContaining({ id: ko, where: "body" }),
    ]);
  });

  it("when accents or case differ between the query and the text, then it is still found", async () => {
    const id = await article(reader, `Élan du café ${word}`, "Texte.");
    expect(
      (await search(reader, `ELAN CAFE ${word}`)).body.articles.map((a: { id: string }) => a.id),
    ).toEqual([id]);
  });
});

describe("GET /api/search across friends, by the access rule", () => {
  let owner: SyncedUser;
  let friend: SyncedUser;
  let stranger: SyncedUser;
  const w = `${word}f`;
  let sharedId: string;

  beforeAll(async () => {
    [owner, friend, stranger] = await Promise.all([
      syncedUser("owner"),
      syncedUser("friend"),
      syncedUser("stranger"),
    ]);
    await makeFriends(owner, friend);
    await makeFriends(owner, stranger);
    const content = `The ${w}estuary floods twice a day.\n\nSecond paragraph about ${w}dunes.`;
    sharedId = await article(owner, "Estuary", content);
    const hl = await highlight(owner, sharedId, content, `The ${w}estuary floods twice a day.`);
    expect(
      (await owner.call.post("/api/comments").send({ highlightId: hl, text: `Owner thinks ${w}ebb matters` }))
        .status,
    ).toBe(201);
    // The spurq lets the friend in, and asks a question the search will find.
    const sent = await owner.call.post("/api/spurqs").send({
      recipientId: friend.uid,
      articleId: sharedId,
      highlightId: hl,
      question: `What about the ${w}question?`,
    });
    expect(sent.status).toBe(201);
    // The friend's own highlight and comment on the owner's article.
    const friendHl = await highlight(friend, sharedId, content, `Second paragraph about ${w}dunes.`);
    await friend.call
      .post("/api/comments")
      .send({ highlightId: friendHl, text: `Friend notes ${w}sandbar here` });
    expect(
      (await friend.call.post(`/api/spurqs/${sent.body.id}/replies`).send({ text: `My ${w}answer is tides` }))
        .status,
    ).toBe(201);
  });

  it("when the friend searches, then the owner's highlight, comment and body are found, with who wrote them", async () => {
    const found = (await search(friend, `${w}estuary`)).body;
    expect(found.highlights).toEqual([
      expect.objectContaining({ articleId: sharedId, user: { id: owner.uid, username: owner.username } }),
    ]);
    expect(found.articles).toEqual([expect.objectContaining({ id: sharedId, where: "body" })]);
    const comment = (await search(friend, `${w}ebb`)).body.comments;
    expect(comment).toEqual([
      expect.objectContaining({
        articleId: sharedId,
        articleTitle: "Estuary",
        user: { id: owner.uid, username: owner.username },
        snippet: {
          text: `Owner thinks ${w}ebb matters`,
          start: "Owner thinks ".length,
          length: `${w}ebb`.length,
        },
      }),
    ]);
  });

  it("when the owner searches, then the friend's highlight and comment on the owner's article are found", async () => {
    const found = (await search(owner, `${w}sandbar`)).body.comments;
    expect(found).toEqual([expect.objectContaining({ user: { id: friend.uid, username: friend.username } })]);
    const hl = (await search(owner, `${w}dunes`)).body.highlights;
    expect(hl.map((h: { user: { id: string } }) => h.user.id).sort()).toEqual([friend.uid]);
  });

  it("when either side searches, then the spurq is found by its question and by its reply, saying where", async () => {
    for (const user of [owner, friend]) {
      const byQuestion = (await search(user, `${w}question`)).body.spurqs;
      expect(byQuestion).toEqual([
        expect.objectContaining({
          articleId: sharedId,
          where: "question",
          user: { id: owner.uid, username: owner.username },
        }),
      ]);
      const byReply = (await search(user, `${w}answer`)).body.spurqs;
      expect(byReply).toEqual([
        expect.objectContaining({
          where: "reply",
          user: { id: friend.uid, username: friend.username },
          snippet: { text: `My ${w}answer is tides`, start: 3, length: `${w}answer`.length },
        }),
      ]);
    }
  });

  it("when a third user who was never let in searches, then nothing of the article, its notes or the spurq is found", async () => {
    for (const q of [`${w}estuary`, `${w}ebb`, `${w}sandbar`, `${w}question`, `${w}answer`, `${w}dunes`]) {
      const found = (await search(stranger, q)).body;
      expect({ q, ...found, users: [] }).toEqual({
        q,
        articles: [],
        highlights: [],
        comments: [],
        spurqs: [],
        users: [],
      });
    }
  });

  it("when the owner stops sharing, then the friend finds nothing of the article any more, the spurq still", async () => {
    const stopped = await owner.call.delete(`/api/articles/${sharedId}/readers/${friend.uid}`);
    expect(stopped.status).toBe(204);
    const found = (await search(friend, `${w}estuary`)).body;
    expect(found.articles).toEqual([]);
    expect(found.highlights).toEqual([]);
    expect((await search(friend, `${w}ebb`)).body.comments).toEqual([]);
    // The friend's own highlight is on an article they may no longer read: gone from their search too.
    expect((await search(friend, `${w}dunes`)).body.highlights).toEqual([]);
    // A spurq stays history for both.
    expect((await search(friend, `${w}question`)).body.spurqs).toHaveLength(1);
  });
});

describe("GET /api/search reads about what it shows", () => {
  it("when a library grows from a few articles to many with the word, then a search still reads about as many documents as it shows", async () => {
    const user = await syncedUser("bulk");
    const w = `${word}b`;
    for (let index = 0; index < 30; index++) {
      await article(user, `Bulk ${index}`, `Body ${index} mentions ${w}kelp and more.`);
    }
    const { result, reads } = await countReads(() => search(user, `${w}kelp`));
    const shown = Object.values(result.body as Record<string, unknown[]>).reduce(
      (sum, group) => sum + group.length,
      0,
    );
    expect(shown).toBe(8);
    expect(reads).toBeGreaterThanOrEqual(shown);
    // The terms found, the articles and the chunks they name: three reads per body shown; one per
    // query that finds nothing (titles, highlights, comments, spurqs sent and received, people,
    // grants); the reader's record and their search allowance. The same with 30 as with 300.
    expect(reads).toBeLessThanOrEqual(3 * shown + 10);
    const nothing = await countReads(() => search(user, `${w}nothing`));
    expect(nothing.reads).toBeLessThanOrEqual(10);
  });
});

describe("GET /api/search over documents stored under older words", () => {
  it("when a reader's documents predate the current words, then their first search starts the reindex job, and once it has run they are all found", async () => {
    const [owner, friend] = await Promise.all([syncedUser("legacy"), syncedUser("legacyfriend")]);
    await makeFriends(owner, friend);
    const w = `${word}l`;
    const content = `Old body about the ${w}lagoon.`;
    const id = await article(owner, `Café ${w} Almanac`, content);
    const hl = await highlight(owner, id, content, `${w}lagoon`);
    const comment = (
      await owner.call.post("/api/comments").send({ highlightId: hl, text: `Old ${w}reef comment` })
    ).body.id;
    const spurq = (
      await owner.call.post("/api/spurqs").send({
        recipientId: friend.uid,
        articleId: id,
        highlightId: hl,
        question: `Old ${w}atoll question?`,
      })
    ).body.id;
    await friend.call.post(`/api/spurqs/${spurq}/replies`).send({ text: `Old ${w}shoal reply` });
    // As stored before: titles split on spaces without folding, no body terms, comments and
    // threads without tokens, and a record with no version.
    const db = getFirestore();
    const terms = await db.collection("articles").doc(id).collection("searchTerms").get();
    await Promise.all([
      ...terms.docs.map((doc) => doc.ref.delete()),
      db.doc(`articles/${id}`).update({ titleTokens: ["c", "ca", "caf", "café"] }),
      db
        .doc(`comments/${comment}`)
        .update({ textTokens: FieldValue.delete(), articleOwnerId: FieldValue.delete() }),
      db.doc(`spurqs/${spurq}`).update({ searchTokens: FieldValue.delete() }),
      db.doc(`users/${owner.uid}`).update({ searchIndexVersion: FieldValue.delete() }),
    ]);
    const replies = await db.collection(`spurqs/${spurq}/replies`).get();
    await Promise.all(replies.docs.map((doc) => doc.ref.update({ textTokens: FieldValue.delete() })));

    const before = (await search(owner, `cafe ${w}`)).body;
    expect(before.articles).toEqual([]);
    const job = await untilJobEnds(`searchIndex-${owner.uid}`);
    expect(job?.state).toBe("done");
    expect((await db.doc(`users/${owner.uid}`).get()).get("searchIndexVersion")).toBe(2);

    expect((await search(owner, `cafe ${w}`)).body.articles).toEqual([
      expect.objectContaining({ id, where: "title" }),
    ]);
    expect((await search(owner, `${w}lagoon`)).body.articles).toEqual([
      expect.objectContaining({ id, where: "body" }),
    ]);
    expect((await search(owner, `${w}reef`)).body.comments).toEqual([
      expect.objectContaining({ id: comment }),
    ]);
    expect((await search(owner, `${w}atoll`)).body.spurqs).toEqual([
      expect.objectContaining({ id: spurq, where: "question" }),
    ]);
    expect((await search(owner, `${w}shoal`)).body.spurqs).toEqual([
      expect.objectContaining({ id: spurq, where: "reply" }),
    ]);
    // Marked: a later search starts nothing.
    await db.doc(`jobs/searchIndex-${owner.uid}`).delete();
    await search(owner, w);
    expect((await db.doc(`jobs/searchIndex-${owner.uid}`).get()).exists).toBe(false);
  });
});
