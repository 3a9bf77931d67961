// A storm on one article and one chat: fifty readers highlight one article at once, then half of
// them delete theirs while the other half comment, and fifty members post in one group chat at
// once, all through the HTTP API. No transaction is tried twice, and the counts equal a recount.
//
// What this proves on the emulator, and why it holds in production: the Firestore emulator, like
// Firestore with the server SDKs, locks what a transaction reads and aborts (or closes) one of two
// transactions that read a document the other writes; the SDK and lib/firebase then run it again,
// which transactionStats() counts as a second attempt. One attempt per transaction therefore says
// that the storm's transactions share no document one of them writes after another read it: a
// reader's highlight reads their grant, friendship and totals and writes a random counter shard
// blind, never the article; a message reads its sender's member document and never the chat. That
// is a property of the code, not of the emulator's timing, so it holds wherever the transactions
// run. The emulator does not model Firestore's per-document write rate (about one a second,
// sustained): that is why the counters are spread over shards and folded onto the article after
// the transaction, and why the chat's last message is written outside it, on condition that no
// newer one is there.
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";
import { transactionStats } from "../../src/lib/firebase";
import { exactArticleCounts } from "../../src/modules/library";
import { foldCounts } from "../../src/modules/annotations";

const db = () => getFirestore();
const READERS = 50;
const TEXT = "A harbour at dusk, where the lamps come on one by one along the wall.";

/** The transactions run and attempted while `storm` runs (this file's tests run one at a time). */
async function attemptsOf<T>(storm: () => Promise<T>) {
  const before = transactionStats();
  const result = await storm();
  const after = transactionStats();
  return {
    result,
    transactions: after.transactions - before.transactions,
    attempts: after.attempts - before.attempts,
  };
}

let owner: SyncedUser;
let readers: SyncedUser[];
let articleId: string;

beforeAll(async () => {
  const users = await Promise.all(
    Array.from({ length: READERS + 1 }, (_, i) => syncedUser(i ? "stormer" : "host")),
  );
  owner = users[0]!;
  readers = users.slice(1);
  const saved = await owner.call
    .post("/api/articles")
    .send({ title: "Harbour lamps", content: TEXT, author: "A" });
  expect(saved.status).toBe(201);
  articleId = saved.body.id;
  // Friends, then each a reader of the article (as a spurq about it would make them), written
  // directly: this file is about the storm, not how the circle forms.
  await Promise.all(readers.map((reader) => makeFriends(owner, reader)));
  const batch = db().batch();
  for (const reader of readers) {
    batch.set(db().collection("articles").doc(articleId).collection("readers").doc(reader.uid), {
      uid: reader.uid,
      addedAt: Timestamp.now(),
      lastViewed: null,
      viaSpurqId: "storm",
    });
  }
  await batch.commit();
}, 60_000);

const highlightBody = (color: string) => {
  const text = "the lamps come on";
  const start = TEXT.indexOf(text);
  return {
    articleId,
    text,
    startOffset: start,
    endOffset: start + text.length,
    prefix: TEXT.slice(0, start),
    suffix: TEXT.slice(start + text.length),
    color,
  };
};

async function recount() {
  const [highlights, comments] = await Promise.all([
    db().collection("highlights").where("articleId", "==", articleId).count().get(),
    db().collection("comments").where("articleId", "==", articleId).count().get(),
  ]);
  return { highlightCount: highlights.data().count, commentCount: comments.data().count };
}

describe("a storm on one article", () => {
  const highlightIds = new Map<string, string>();

  it("when fifty readers highlight it at once, then each is stored, no transaction runs twice and the counts equal a recount", async () => {
    const storm = await attemptsOf(() =>
      Promise.all(
        readers.map((reader) => reader.call.post("/api/highlights").send(highlightBody("#DCFCE7"))),
      ),
    );
    expect(storm.result.map((response) => response.status)).toEqual(readers.map(() => 201));
    storm.result.forEach((response, i) => highlightIds.set(readers[i]!.uid, response.body.id));
    expect(storm.transactions).toBeGreaterThanOrEqual(READERS);
    expect(storm.attempts).toBe(storm.transactions);

    const counted = await recount();
    expect(counted.highlightCount).toBe(READERS);
    expect(await exactArticleCounts(articleId)).toMatchObject({
      ...counted,
      ownerPoints: expect.any(Number),
    });
    // Whatever a fold left pending, one more moves it: the article alone then shows the recount.
    await foldCounts(articleId);
    const shown = (await owner.call.get(`/api/articles/${articleId}`)).body;
    expect(shown).toMatchObject({ ...counted, firstHighlightText: "the lamps come on" });
  }, 30_000);

  it("when half delete their highlight while the other half comment on theirs, then no transaction runs twice and the counts equal a recount", async () => {
    const storm = await attemptsOf(() =>
      Promise.all(
        readers.map((reader, i) =>
          i % 2
            ? reader.call.delete(`/api/highlights/${highlightIds.get(reader.uid)}`)
            : reader.call
                .post("/api/comments")
                .send({ highlightId: highlightIds.get(reader.uid), text: `Lamp ${i}` }),
        ),
      ),
    );
    expect(storm.result.map((response) => response.status)).toEqual(
      readers.map((_, i) => (i % 2 ? 204 : 201)),
    );
    expect(storm.attempts).toBe(storm.transactions);

    const counted = await recount();
    expect(counted).toEqual({ highlightCount: READERS / 2, commentCount: READERS / 2 });
    expect(await exactArticleCounts(articleId)).toMatchObject(counted);
    await foldCounts(articleId);
    const article = (await db().collection("articles").doc(articleId).get()).data()!;
    expect(article).toMatchObject(counted);
    const pending = await db()
      .collection("articles")
      .doc(articleId)
      .collection("counterShards")
      .where("pending", "==", true)
      .get();
    expect(pending.size).toBe(0);
  }, 30_000);
});

describe("a storm in one chat", () => {
  it("when fifty members post at once, then each message is stored, no transaction runs twice and the chat's last message is the newest", async () => {
    const members = [owner, ...readers.slice(0, 49)];
    const created = await owner.call
      .post("/api/group-chats")
      .send({ name: "Harbour club", memberIds: members.slice(1).map((member) => member.uid) });
    expect(created.status).toBe(201);
    const chatId = created.body.id as string;

    const storm = await attemptsOf(() =>
      Promise.all(
        members.map((member, i) =>
          member.call.post(`/api/group-chats/${chatId}/messages`).send({ content: `Lamp ${i} is on` }),
        ),
      ),
    );
    expect(storm.result.map((response) => response.status)).toEqual(members.map(() => 201));
    expect(storm.attempts).toBe(storm.transactions);

    const messages = await db().collection("groupChats").doc(chatId).collection("messages").get();
    expect(messages.size).toBe(members.length);
    const newest = Math.max(...messages.docs.map((doc) => (doc.get("createdAt") as Timestamp).toMillis()));
    const chat = (await owner.call.get(`/api/group-chats/${chatId}`)).body;
    expect(Date.parse(chat.lastMessage.createdAt)).toBe(newest);
    const listed = (await owner.call.get("/api/group-chats")).body.items;
    expect(listed[0]).toMatchObject({ id: chatId, lastMessage: chat.lastMessage });
  }, 30_000);
});
