// Spurqs: a reader asks a friend about an article or a highlight; the friend becomes a reader;
// the unread badge moves in step with every read-state change; replies between sender and
// recipient only; three users (owner A, recipient B, unrelated C): C gets 404 everywhere.
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";
import { countReads } from "../helpers/read-counter";
import { RATE_LIMITS } from "../../src/modules/rate-limits/rate-limits.service";

const CONTENT = "First paragraph about harbours.\n\nSecond paragraph about lighthouses and their keepers.";
const TEXT = "First paragraph about harbours.Second paragraph about lighthouses and their keepers.";

const db = () => getFirestore();

async function createArticle(user: SyncedUser, title = "Harbours"): Promise<string> {
  const response = await user.call.post("/api/articles").send({ title, content: CONTENT, author: "A" });
  expect(response.status).toBe(201);
  return response.body.id;
}

async function highlight(user: SyncedUser, articleId: string, text: string, color?: string): Promise<string> {
  const start = TEXT.indexOf(text);
  const response = await user.call.post("/api/highlights").send({
    articleId,
    text,
    startOffset: start,
    endOffset: start + text.length,
    ...(color ? { color } : {}),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

const badge = async (user: SyncedUser) => (await user.call.get("/api/spurqs/unread-count")).body.count;

let alice: SyncedUser;
let bob: SyncedUser;
let carol: SyncedUser;
let articleId: string;
let highlightId: string;
/** Not the default yellow, so the card's copy shows whose colour it took. */
const GREEN = "#DCFCE7";

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([syncedUser("alice"), syncedUser("bob"), syncedUser("carol")]);
  await makeFriends(alice, bob);
  articleId = await createArticle(alice);
  highlightId = await highlight(alice, articleId, "about lighthouses", GREEN);
});

describe("POST /api/spurqs", () => {
  it("when A asks friend B about a highlight, then B gets it with its card data, becomes a reader, and B's badge rises", async () => {
    const before = await badge(bob);
    const response = await alice.call
      .post("/api/spurqs")
      .send({ recipientId: bob.uid, articleId, highlightId, question: "  What did keepers do?  " });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      question: "What did keepers do?",
      articleId,
      highlightId,
      senderId: alice.uid,
      recipientId: bob.uid,
      isRead: false,
      isNew: true,
      sender: { id: alice.uid, username: alice.username, avatar: null },
      recipient: { id: bob.uid, username: bob.username, avatar: null },
      article: { id: articleId, title: "Harbours" },
      highlight: { text: "about lighthouses", color: GREEN },
      seenAt: null,
      replyCount: 0,
    });
    expect(await badge(bob)).toBe(before + 1);
    const incoming = (await bob.call.get("/api/spurqs/incoming")).body;
    expect(incoming.items[0]).toMatchObject({
      id: response.body.id,
      isRead: false,
      isNew: true,
      highlight: { text: "about lighthouses", color: GREEN },
    });
    expect(incoming.items[0].recipient).toBeUndefined();
    const sent = (await alice.call.get("/api/spurqs/sent")).body;
    expect(sent.items[0]).toMatchObject({ id: response.body.id, recipient: { id: bob.uid }, seenAt: null });
    const reader = await db().collection("articles").doc(articleId).collection("readers").doc(bob.uid).get();
    expect(reader.data()).toMatchObject({ uid: bob.uid, lastViewed: null, viaSpurqId: response.body.id });
  });

  it("when the input is bad, then 400 with the field's message and nothing is stored", async () => {
    const incomingBefore = (await bob.call.get("/api/spurqs/incoming")).body.items.length;
    const badgeBefore = await badge(bob);
    const cases: Array<[object, string]> = [
      [{ recipientId: bob.uid, articleId }, "question: Ask a question or choose a highlight."],
      [
        { recipientId: bob.uid, articleId, question: "   " },
        "question: Ask a question or choose a highlight.",
      ],
      [
        { recipientId: bob.uid, articleId, question: "x".repeat(501) },
        "question: Questions are at most 500 characters.",
      ],
      [{ recipientId: bob.uid, question: "Why?" }, "articleId: Choose an article."],
      [{ articleId, question: "Why?" }, "recipientId: Choose a friend to ask."],
      [{ recipientId: bob.uid, articleId, question: "Why?", isRead: true }, "Unknown field: isRead"],
      [
        { recipientId: alice.uid, articleId, question: "Why?" },
        "recipientId: You cannot send a spurq to yourself.",
      ],
    ];
    for (const [body, error] of cases) {
      const response = await alice.call.post("/api/spurqs").send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe(error);
    }
    const exactly500 = await alice.call
      .post("/api/spurqs")
      .send({ recipientId: bob.uid, articleId, question: "y".repeat(500) });
    expect(exactly500.status).toBe(201);
    expect((await bob.call.get("/api/spurqs/incoming")).body.items.length).toBe(incomingBefore + 1);
    expect(await badge(bob)).toBe(badgeBefore + 1);
  });

  it("when the recipient is not a friend, the highlight belongs to another article, or the article is not readable, then 404 and nothing is stored", async () => {
    const other = await createArticle(alice, "Other");
    const otherHighlight = await highlight(alice, other, "Second paragraph");
    const carolsArticle = await createArticle(carol, "Carol's");
    const attempts = [
      alice.call.post("/api/spurqs").send({ recipientId: carol.uid, articleId, question: "Hi?" }),
      alice.call.post("/api/spurqs").send({ recipientId: bob.uid, articleId, highlightId: otherHighlight }),
      alice.call
        .post("/api/spurqs")
        .send({ recipientId: bob.uid, articleId: carolsArticle, question: "Hi?" }),
      alice.call.post("/api/spurqs").send({ recipientId: "no-such-user", articleId, question: "Hi?" }),
    ];
    for (const [index, attempt] of attempts.entries())
      expect((await attempt).status, `attempt ${index}`).toBe(404);
    expect((await carol.call.get("/api/spurqs/incoming")).body.items).toEqual([]);
    expect(await badge(carol)).toBe(0);
  });

  it("when the recipient muted the sender, then the spurq arrives but the badge does not rise", async () => {
    const [dan, erin] = await Promise.all([syncedUser("dan"), syncedUser("erin")]);
    await makeFriends(dan, erin, { bMutesA: true });
    const danArticle = await createArticle(dan);
    const sent = await dan.call
      .post("/api/spurqs")
      .send({ recipientId: erin.uid, articleId: danArticle, question: "Q?" });
    expect(sent.status).toBe(201);
    expect((await erin.call.get("/api/spurqs/incoming")).body.items.map((s: { id: string }) => s.id)).toEqual(
      [sent.body.id],
    );
    expect(await badge(erin)).toBe(0);
    // Marking it read and unread leaves the badge alone too.
    await erin.call.patch(`/api/spurqs/${sent.body.id}/read`);
    await erin.call.patch(`/api/spurqs/${sent.body.id}/unread`);
    expect(await badge(erin)).toBe(0);
  });
});

describe("read state and the badge", () => {
  it("when B marks read, read again, unread and unread again, then the badge moves once each way; A and C get 404", async () => {
    const [ann, ben, cat] = await Promise.all([syncedUser("ann"), syncedUser("ben"), syncedUser("cat")]);
    await makeFriends(ann, ben);
    const id = (
      await ann.call
        .post("/api/spurqs")
        .send({ recipientId: ben.uid, articleId: await createArticle(ann), question: "Q?" })
    ).body.id;
    expect(await badge(ben)).toBe(1);
    const read = await ben.call.patch(`/api/spurqs/${id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, isRead: true, isNew: false });
    expect(await badge(ben)).toBe(0);
    await ben.call.patch(`/api/spurqs/${id}/read`);
    expect(await badge(ben)).toBe(0);
    expect((await ben.call.patch(`/api/spurqs/${id}/unread`)).body).toMatchObject({ isRead: false });
    expect(await badge(ben)).toBe(1);
    await ben.call.patch(`/api/spurqs/${id}/unread`);
    expect(await badge(ben)).toBe(1);
    for (const user of [ann, cat]) {
      expect((await user.call.patch(`/api/spurqs/${id}/read`)).status).toBe(404);
      expect((await user.call.patch(`/api/spurqs/${id}/unread`)).status).toBe(404);
    }
    expect(await badge(ben)).toBe(1);
    const stored = await db().collection("badges").doc(ben.uid).get();
    expect(stored.get("unreadSpurqs")).toBe(1);
  });

  it("when B opens the article, then B's spurqs about it are read, seenAt is set for A's Sent card, and the badge drops", async () => {
    const [ann, ben] = await Promise.all([syncedUser("ann"), syncedUser("ben")]);
    await makeFriends(ann, ben);
    const article = await createArticle(ann);
    const other = await createArticle(ann, "Other");
    const ids: string[] = [];
    for (const [a, q] of [
      [article, "One?"],
      [article, "Two?"],
      [other, "Three?"],
    ]) {
      ids.push(
        (await ann.call.post("/api/spurqs").send({ recipientId: ben.uid, articleId: a, question: q })).body
          .id,
      );
    }
    expect(await badge(ben)).toBe(3);
    const opened = await ben.call.get(`/api/articles/${article}`);
    expect(opened.status).toBe(200);
    expect(await badge(ben)).toBe(1);
    const incoming = (await ben.call.get("/api/spurqs/incoming")).body.items as Array<{
      id: string;
      isRead: boolean;
    }>;
    expect(Object.fromEntries(incoming.map((s) => [s.id, s.isRead]))).toEqual({
      [ids[0]!]: true,
      [ids[1]!]: true,
      [ids[2]!]: false,
    });
    const sent = (await ann.call.get("/api/spurqs/sent")).body.items as Array<{
      id: string;
      seenAt: string | null;
    }>;
    expect(sent.find((s) => s.id === ids[0])!.seenAt).not.toBeNull();
    expect(sent.find((s) => s.id === ids[2])!.seenAt).toBeNull();
    // The owner opening their own article changes nothing of B's.
    await ann.call.get(`/api/articles/${other}`);
    expect(await badge(ben)).toBe(1);
  });

  it("when B previews the article (?preview=true), then nothing changes: the spurq stays unread and lastViewed stays null; opening it then marks it read", async () => {
    const [amy, bud] = await Promise.all([syncedUser("amy"), syncedUser("bud")]);
    await makeFriends(amy, bud);
    const article = await createArticle(amy);
    const id = (
      await amy.call.post("/api/spurqs").send({ recipientId: bud.uid, articleId: article, question: "Peek?" })
    ).body.id;
    const readerDoc = () => db().collection("articles").doc(article).collection("readers").doc(bud.uid).get();
    const spurqDoc = () => db().collection("spurqs").doc(id).get();

    const preview = await bud.call.get(`/api/articles/${article}?preview=true`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      id: article,
      lastViewed: null,
      content: expect.stringContaining("harbours"),
    });
    expect((await readerDoc()).get("lastViewed")).toBeNull();
    expect((await spurqDoc()).data()).toMatchObject({ isRead: false, isNew: true, seenAt: null });
    expect(await badge(bud)).toBe(1);
    // The owner's preview leaves the owner's lastViewed alone too.
    const ownerBefore = (await db().collection("articles").doc(article).get()).get("lastViewed");
    expect((await amy.call.get(`/api/articles/${article}?preview=true`)).status).toBe(200);
    expect((await db().collection("articles").doc(article).get()).get("lastViewed")).toEqual(ownerBefore);

    const bad = await bud.call.get(`/api/articles/${article}?preview=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("preview: Must be true or false.");
    expect((await readerDoc()).get("lastViewed")).toBeNull();

    expect((await bud.call.get(`/api/articles/${article}`)).status).toBe(200);
    expect((await readerDoc()).get("lastViewed")).toBeInstanceOf(Timestamp);
    expect((await spurqDoc()).get("isRead")).toBe(true);
    expect(await badge(bud)).toBe(0);
  });

  it("when a third user previews a shared article, then 404 as for opening it", async () => {
    const [ida, jon, kim] = await Promise.all([syncedUser("ida"), syncedUser("jon"), syncedUser("kim")]);
    await makeFriends(ida, jon);
    const article = await createArticle(ida);
    await ida.call.post("/api/spurqs").send({ recipientId: jon.uid, articleId: article, question: "Q?" });
    expect((await kim.call.get(`/api/articles/${article}?preview=true`)).status).toBe(404);
    expect((await jon.call.get(`/api/articles/${article}?preview=true`)).status).toBe(200);
  });
});

describe("replies", () => {
  it("when sender and recipient answer, then both see the thread oldest first and the Sent card counts it; C gets 404", async () => {
    const id = (
      await alice.call.post("/api/spurqs").send({ recipientId: bob.uid, articleId, question: "Thread?" })
    ).body.id;
    const first = await bob.call.post(`/api/spurqs/${id}/replies`).send({ text: "  They kept the light.  " });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      spurqId: id,
      text: "They kept the light.",
      userId: bob.uid,
      user: { id: bob.uid, username: bob.username },
    });
    expect((await alice.call.post(`/api/spurqs/${id}/replies`).send({ text: "Thanks!" })).status).toBe(201);
    for (const user of [alice, bob]) {
      const thread = (await user.call.get(`/api/spurqs/${id}/replies`)).body;
      expect(thread.items.map((r: { text: string }) => r.text)).toEqual(["They kept the light.", "Thanks!"]);
    }
    const sent = (await alice.call.get("/api/spurqs/sent")).body.items.find(
      (s: { id: string }) => s.id === id,
    );
    expect(sent.replyCount).toBe(2);
    expect((await carol.call.get(`/api/spurqs/${id}/replies`)).status).toBe(404);
    expect((await carol.call.post(`/api/spurqs/${id}/replies`).send({ text: "Me too" })).status).toBe(404);
    expect((await carol.call.get(`/api/spurqs/${id}`)).status).toBe(404);
    expect((await bob.call.get(`/api/spurqs/${id}`)).body).toMatchObject({
      id,
      question: "Thread?",
      replyCount: 2,
    });
  });

  it("when a reply is blank or longer than 2,000 characters, then 400 and nothing is stored", async () => {
    const id = (
      await alice.call.post("/api/spurqs").send({ recipientId: bob.uid, articleId, question: "Len?" })
    ).body.id;
    const blank = await bob.call.post(`/api/spurqs/${id}/replies`).send({ text: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("text: Reply cannot be empty");
    const long = await bob.call.post(`/api/spurqs/${id}/replies`).send({ text: "z".repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("text: Replies are at most 2000 characters.");
    expect((await bob.call.get(`/api/spurqs/${id}/replies`)).body.items).toEqual([]);
    expect((await bob.call.get(`/api/spurqs/${id}`)).body.replyCount).toBe(0);
  });
});

describe("readers of a shared article: owner A, recipient B, unrelated C", () => {
  let shared: string;
  let aliceHighlight: string;
  let aliceComment: string;
  let spurqId: string;
  beforeAll(async () => {
    shared = await createArticle(alice, "Shared notes");
    aliceHighlight = await highlight(alice, shared, "First paragraph");
    aliceComment = (
      await alice.call.post("/api/comments").send({ highlightId: aliceHighlight, text: "Mine" })
    ).body.id;
    spurqId = (
      await alice.call
        .post("/api/spurqs")
        .send({ recipientId: bob.uid, articleId: shared, highlightId: aliceHighlight })
    ).body.id;
  });

  it("when B opens it, then B sees every reader's highlights and comments, and adds and changes only B's own", async () => {
    const opened = await bob.call.get(`/api/articles/${shared}`);
    expect(opened.status).toBe(200);
    expect(opened.body.highlights.map((h: { id: string }) => h.id)).toEqual([aliceHighlight]);
    expect(opened.body.comments.map((c: { id: string }) => c.id)).toEqual([aliceComment]);
    const bobHighlight = await highlight(bob, shared, "about lighthouses");
    const bobComment = await bob.call
      .post("/api/comments")
      .send({ highlightId: aliceHighlight, text: "Bob's view" });
    expect(bobComment.status).toBe(201);
    expect((await bob.call.patch(`/api/highlights/${bobHighlight}`).send({ color: "#DBEAFE" })).status).toBe(
      200,
    );
    expect(
      (await bob.call.patch(`/api/comments/${bobComment.body.id}`).send({ text: "Edited" })).status,
    ).toBe(200);
    // The owner sees B's annotations too.
    const forAlice = (await alice.call.get(`/api/articles/${shared}`)).body;
    expect(forAlice.highlights.map((h: { userId: string }) => h.userId).sort()).toEqual(
      [alice.uid, bob.uid].sort(),
    );
    expect(forAlice.comments.map((c: { text: string }) => c.text)).toEqual(["Mine", "Edited"]);
  });

  it("when B opens it, then B's lastViewed is B's own and the owner's is untouched", async () => {
    const before = (await db().collection("articles").doc(shared).get()).get(
      "lastViewed",
    ) as Timestamp | null;
    const response = await bob.call.get(`/api/articles/${shared}`);
    const reader = await db().collection("articles").doc(shared).collection("readers").doc(bob.uid).get();
    expect(reader.get("lastViewed")).toBeInstanceOf(Timestamp);
    expect(response.body.lastViewed).toBe((reader.get("lastViewed") as Timestamp).toDate().toISOString());
    const after = (await db().collection("articles").doc(shared).get()).get("lastViewed") as Timestamp | null;
    expect(after?.toMillis() ?? null).toBe(before?.toMillis() ?? null);
  });

  it("when B tries the owner's changes or A's annotations, and C tries anything, then 404 and nothing changes", async () => {
    const folderId = (await bob.call.post("/api/folders").send({ name: "Bob's folder" })).body.id;
    const tagId = (await bob.call.post("/api/tags").send({ name: "bobtag", color: "#ff0000" })).body.id;
    const bobAttempts = [
      bob.call.patch(`/api/articles/${shared}`).send({ title: "Hacked" }),
      bob.call.delete(`/api/articles/${shared}`),
      bob.call.post(`/api/articles/${shared}/recover`),
      bob.call.delete(`/api/articles/${shared}/permanent`),
      bob.call.patch(`/api/articles/${shared}/folder`).send({ folderId }),
      bob.call.put(`/api/articles/${shared}/tags/${tagId}`),
      bob.call.delete(`/api/articles/${shared}/tags/${tagId}`),
      bob.call.patch(`/api/highlights/${aliceHighlight}`).send({ color: "#DBEAFE" }),
      bob.call.delete(`/api/highlights/${aliceHighlight}`),
      bob.call.patch(`/api/comments/${aliceComment}`).send({ text: "Hacked" }),
      bob.call.delete(`/api/comments/${aliceComment}`),
    ];
    for (const [index, attempt] of bobAttempts.entries())
      expect((await attempt).status, `B attempt ${index}`).toBe(404);

    const carolAttempts = [
      carol.call.get(`/api/articles/${shared}`),
      carol.call.patch(`/api/articles/${shared}`).send({ title: "Hacked" }),
      carol.call.delete(`/api/articles/${shared}`),
      carol.call
        .post("/api/highlights")
        .send({ articleId: shared, text: "First", startOffset: 0, endOffset: 5 }),
      carol.call.patch(`/api/highlights/${aliceHighlight}`).send({ color: "#DBEAFE" }),
      carol.call.delete(`/api/highlights/${aliceHighlight}`),
      carol.call.post("/api/comments").send({ highlightId: aliceHighlight, text: "Hi" }),
      carol.call.patch(`/api/comments/${aliceComment}`).send({ text: "Hacked" }),
      carol.call.delete(`/api/comments/${aliceComment}`),
      carol.call.get(`/api/spurqs/${spurqId}`),
      carol.call.patch(`/api/spurqs/${spurqId}/read`),
      carol.call.patch(`/api/spurqs/${spurqId}/unread`),
      carol.call.get(`/api/spurqs/${spurqId}/replies`),
      carol.call.post(`/api/spurqs/${spurqId}/replies`).send({ text: "Hi" }),
      carol.call.post("/api/spurqs").send({ recipientId: bob.uid, articleId: shared, question: "Hi?" }),
      carol.call.get(`/api/friends/${alice.uid}/articles`),
      carol.call.get(`/api/friends/${bob.uid}/articles`),
    ];
    for (const [index, attempt] of carolAttempts.entries()) {
      const response = await attempt;
      expect(response.status, `C attempt ${index}`).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("Shared notes");
    }
    const article = (await alice.call.get(`/api/articles/${shared}`)).body;
    expect(article).toMatchObject({ title: "Shared notes", folderId: null, tagIds: [], deletedAt: null });
    expect(article.highlights.find((h: { id: string }) => h.id === aliceHighlight).color).toBe("#FEF9C3");
    expect(article.comments.find((c: { id: string }) => c.id === aliceComment).text).toBe("Mine");
  });

  it("when A trashes the shared article, then it is 404 for B (and a new highlight too) but still A's", async () => {
    const trashed = await createArticle(alice, "Soon trashed");
    await alice.call.post("/api/spurqs").send({ recipientId: bob.uid, articleId: trashed, question: "Q?" });
    expect((await bob.call.get(`/api/articles/${trashed}`)).status).toBe(200);
    expect((await alice.call.delete(`/api/articles/${trashed}`)).status).toBe(204);
    expect((await bob.call.get(`/api/articles/${trashed}`)).status).toBe(404);
    expect(
      (
        await bob.call
          .post("/api/highlights")
          .send({ articleId: trashed, text: "First", startOffset: 0, endOffset: 5 })
      ).status,
    ).toBe(404);
    expect(
      (await bob.call.post("/api/spurqs").send({ recipientId: alice.uid, articleId: trashed, question: "?" }))
        .status,
    ).toBe(404);
    expect((await alice.call.get(`/api/articles/${trashed}`)).status).toBe(200);
  });
});

describe("GET /api/friends/{friendUid}/articles", () => {
  it("when two friends exchanged articles both ways, then each sees them newest first, once each, 'New' until opened", async () => {
    const [fay, gus] = await Promise.all([syncedUser("fay"), syncedUser("gus")]);
    await makeFriends(fay, gus);
    const fayArticle = await createArticle(fay, "Fay's");
    const gusArticle = await createArticle(gus, "Gus's");
    await highlight(gus, gusArticle, "about harbours");
    await fay.call
      .post("/api/spurqs")
      .send({ recipientId: gus.uid, articleId: fayArticle, question: "One?" });
    await gus.call
      .post("/api/spurqs")
      .send({ recipientId: fay.uid, articleId: gusArticle, question: "Two?" });
    await fay.call
      .post("/api/spurqs")
      .send({ recipientId: gus.uid, articleId: fayArticle, question: "Three?" });

    const forFay = (await fay.call.get(`/api/friends/${gus.uid}/articles`)).body;
    expect(forFay.items.map((a: { id: string }) => a.id)).toEqual([fayArticle, gusArticle]);
    expect(forFay.items[1]).toMatchObject({
      title: "Gus's",
      userId: gus.uid,
      firstHighlightText: "about harbours",
      highlightCount: 1,
      commentCount: 0,
      lastViewed: null,
    });
    await fay.call.get(`/api/articles/${gusArticle}`);
    const again = (await fay.call.get(`/api/friends/${gus.uid}/articles`)).body;
    expect(again.items[1].lastViewed).not.toBeNull();
    // Gus's own reading is separate: Fay's article is still 'New' for Gus.
    const forGus = (await gus.call.get(`/api/friends/${fay.uid}/articles`)).body;
    expect(forGus.items.find((a: { id: string }) => a.id === fayArticle).lastViewed).toBeNull();
  });
});

describe("GET /api/friends/{friendUid}/articles: cost", () => {
  it("when two friends exchanged many spurqs about one article, then the page reads its one card, not the spurqs", async () => {
    const [kim, lee] = await Promise.all([syncedUser("kim"), syncedUser("lee")]);
    await makeFriends(kim, lee);
    const article = await createArticle(kim, "Often discussed");
    for (let i = 0; i < 12; i++) {
      const sent = await kim.call
        .post("/api/spurqs")
        .send({ recipientId: lee.uid, articleId: article, question: `Q${i}?` });
      expect(sent.status).toBe(201);
    }
    const { result, reads } = await countReads(() => lee.call.get(`/api/friends/${kim.uid}/articles`));
    expect(result.body.items.map((a: { id: string }) => a.id)).toEqual([article]);
    // The friendship, the one index entry, and the card's article and reader documents.
    expect(reads).toBe(4);
  });
});

describe("cost and limits", () => {
  it("when 21 spurqs are waiting, then a page of 20 costs at most 21 reads and the cursor gives the rest", async () => {
    const [hal, ivy] = await Promise.all([syncedUser("hal"), syncedUser("ivy")]);
    await makeFriends(hal, ivy);
    const article = await createArticle(hal);
    for (let i = 0; i < 21; i++) {
      expect(
        (
          await hal.call
            .post("/api/spurqs")
            .send({ recipientId: ivy.uid, articleId: article, question: `Q${i}?` })
        ).status,
      ).toBe(201);
    }
    const { result: first, reads } = await countReads(() => ivy.call.get("/api/spurqs/incoming"));
    console.log(`GET /api/spurqs/incoming, page of 20: ${reads} document reads`);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].question).toBe("Q20?");
    expect(reads).toBeLessThanOrEqual(21);
    const second = (await ivy.call.get(`/api/spurqs/incoming?cursor=${first.body.nextCursor}`)).body;
    expect(second.items.map((s: { question: string }) => s.question)).toEqual(["Q0?"]);
    expect(second.nextCursor).toBeNull();
    const { reads: sentReads } = await countReads(() => hal.call.get("/api/spurqs/sent"));
    expect(sentReads).toBeLessThanOrEqual(21);
    const { reads: badgeReads } = await countReads(() => ivy.call.get("/api/spurqs/unread-count"));
    console.log(`GET /api/spurqs/unread-count: ${badgeReads} document read`);
    expect(badgeReads).toBe(1);
    expect((await ivy.call.get("/api/spurqs/incoming?cursor=garbage")).status).toBe(400);
  });

  it("when a sender reaches the daily spurq limit, then 429 with a clear message and nothing is stored", async () => {
    const [jon, kim] = await Promise.all([syncedUser("jon"), syncedUser("kim")]);
    await makeFriends(jon, kim);
    const article = await createArticle(jon);
    const { max } = RATE_LIMITS.spurq;
    // Spend the allowance but one through the counter, then send the last one allowed for real.
    const day = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000).toISOString();
    await db()
      .collection("rateLimits")
      .doc(`spurq_${jon.uid}_${day}`)
      .set({ count: max - 1, expiresAt: Timestamp.fromMillis(Date.parse(day) + 86_400_000) });
    expect(
      (
        await jon.call
          .post("/api/spurqs")
          .send({ recipientId: kim.uid, articleId: article, question: "Last?" })
      ).status,
    ).toBe(201);
    const refused = await jon.call
      .post("/api/spurqs")
      .send({ recipientId: kim.uid, articleId: article, question: "More?" });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: `You can send at most ${max} spurqs a day. Please try again tomorrow.`,
    });
    expect((await kim.call.get("/api/spurqs/incoming")).body.items).toHaveLength(1);
  });
});
