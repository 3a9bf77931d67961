// Group chats: create, list, read, members, messages; members
// only (a three-user matrix: creator A, member B, unrelated C); only friends; bad input changes
// nothing; the rate limits; what a page costs in document reads; account repair; leaving (the
// member who leaves, another member, a stranger), also while the leaver is posting.
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import type request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";
import { countReads } from "../helpers/read-counter";
import { createChat as storeChat } from "../../src/modules/group-chats/group-chats.repository";
import { storeMessage as addMessage } from "../../src/modules/group-chats/group-chats.service";
import { moveOwnedData } from "../../src/modules/account/owned-data";

const db = () => getFirestore();

async function createChat(owner: SyncedUser, members: SyncedUser[], name = "Book club"): Promise<string> {
  const response = await owner.call
    .post("/api/group-chats")
    .send({ name, memberIds: members.map((m) => m.uid) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

const chatsOf = async (user: SyncedUser) =>
  (await db().collection("groupChats").where("memberIds", "array-contains", user.uid).get()).size;

/** Messages `count`, one second apart, oldest first, sent by `sender` straight into the store. */
async function seedMessages(chatId: string, sender: SyncedUser, count: number): Promise<void> {
  const start = Date.now() - count * 1000;
  for (let i = 0; i < count; i += 1) {
    await addMessage(
      chatId,
      {
        content: `message ${i}`,
        senderId: sender.uid,
        sender: { id: sender.uid, username: sender.username, avatar: null },
        createdAt: Timestamp.fromMillis(start + i * 1000),
      },
      new Date(start + i * 1000).toISOString().slice(0, 10),
    );
  }
}

describe("POST /api/group-chats", () => {
  let ada: SyncedUser, ben: SyncedUser, cleo: SyncedUser, stranger: SyncedUser;
  beforeAll(async () => {
    [ada, ben, cleo, stranger] = await Promise.all([
      syncedUser("ada"),
      syncedUser("ben"),
      syncedUser("cleo"),
      syncedUser("stranger"),
    ]);
    await Promise.all([makeFriends(ada, ben), makeFriends(ada, cleo)]);
  });

  it("when a name and friends are given, then the chat is created with the caller, a trimmed name and each member's card", async () => {
    const response = await ada.call
      .post("/api/group-chats")
      .send({ name: "  Harbour readers  ", memberIds: [ben.uid, cleo.uid, ben.uid, ada.uid] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: response.body.id,
      name: "Harbour readers",
      memberCount: 3,
      createdBy: ada.uid,
      createdAt: response.body.createdAt,
      lastMessage: null,
    });
    expect(Date.parse(response.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const stored = (await db().collection("groupChats").doc(response.body.id).get()).data()!;
    expect(stored.memberIds).toEqual([ada.uid, ben.uid, cleo.uid]);

    const members = await ben.call.get(`/api/group-chats/${response.body.id}/members`);
    expect(members.status).toBe(200);
    expect(members.body).toEqual({
      items: [
        { id: ada.uid, username: ada.username, avatar: null },
        { id: ben.uid, username: ben.username, avatar: null },
        { id: cleo.uid, username: cleo.username, avatar: null },
      ].sort((a, b) => a.username.localeCompare(b.username)),
      nextCursor: null,
    });
    const forCleo = await cleo.call.get(`/api/group-chats/${response.body.id}`);
    expect(forCleo.body).toEqual(response.body);
  });

  it("when a member is not the caller's friend, then 400 and no chat is created", async () => {
    const before = await chatsOf(ada);
    const response = await ada.call
      .post("/api/group-chats")
      .send({ name: "Mixed", memberIds: [ben.uid, stranger.uid] });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("memberIds: You can only add your friends to a group chat.");
    const unknown = await ada.call
      .post("/api/group-chats")
      .send({ name: "Ghost", memberIds: ["no-such-user"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe("memberIds: You can only add your friends to a group chat.");
    expect(await chatsOf(ada)).toBe(before);
    expect(await chatsOf(stranger)).toBe(0);
  });

  it("when the body is bad, then 400 with the field's message and nothing is created", async () => {
    const before = await chatsOf(ada);
    const cases: Array<[unknown, string]> = [
      [{ memberIds: [ben.uid] }, "name: Please enter a group chat name."],
      [{ name: "   ", memberIds: [ben.uid] }, "name: Please enter a group chat name."],
      [{ name: "x".repeat(81), memberIds: [ben.uid] }, "name: Group chat names are at most 80 characters."],
      [{ name: 42, memberIds: [ben.uid] }, "name: Please enter a group chat name."],
      [{ name: "Club" }, "memberIds: Please choose the friends to add."],
      [{ name: "Club", memberIds: [] }, "memberIds: Please choose at least one friend."],
      [{ name: "Club", memberIds: [ada.uid] }, "memberIds: Please choose at least one friend."],
      [{ name: "Club", memberIds: "ben" }, "memberIds: Please choose the friends to add."],
      [
        { name: "Club", memberIds: Array.from({ length: 50 }, (_, i) => `user-${i}`) },
        "memberIds: A group chat has at most 50 members, you included.",
      ],
      [{ name: "Club", memberIds: [ben.uid], admin: true }, "Unknown field: admin"],
    ];
    for (const [body, error] of cases) {
      const response = await ada.call.post("/api/group-chats").send(body as object);
      expect({ body, status: response.status, error: response.body.error }).toEqual({
        body,
        status: 400,
        error,
      });
    }
    expect(await chatsOf(ada)).toBe(before);
  });

  it("when a name of exactly 80 characters and 49 friends are given, then the chat has 50 members", async () => {
    const friends = await Promise.all(Array.from({ length: 49 }, (_, i) => syncedUser(`f${i}`)));
    const host = await syncedUser("host");
    await Promise.all(friends.map((friend) => makeFriends(host, friend)));
    const response = await host.call
      .post("/api/group-chats")
      .send({ name: "n".repeat(80), memberIds: friends.map((f) => f.uid) });
    expect(response.status).toBe(201);
    expect(response.body.memberCount).toBe(50);
  });
});

describe("messages", () => {
  let ada: SyncedUser, ben: SyncedUser, cleo: SyncedUser;
  let chatId: string;
  beforeAll(async () => {
    [ada, ben, cleo] = await Promise.all([syncedUser("ada"), syncedUser("ben"), syncedUser("cleo")]);
    await Promise.all([makeFriends(ada, ben), makeFriends(ada, cleo)]);
    chatId = await createChat(ada, [ben, cleo]);
  });

  it("when a member sends a message, then it is stored trimmed with their card, and becomes the chat's last message", async () => {
    const response = await ben.call
      .post(`/api/group-chats/${chatId}/messages`)
      .send({ content: "  Chapter 3?\nTonight.  " });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: response.body.id,
      content: "Chapter 3?\nTonight.",
      createdAt: response.body.createdAt,
      sender: { id: ben.uid, username: ben.username, avatar: null },
    });
    const chat = await cleo.call.get(`/api/group-chats/${chatId}`);
    expect(chat.body.lastMessage).toEqual({
      content: "Chapter 3?\nTonight.",
      createdAt: response.body.createdAt,
      sender: { id: ben.uid, username: ben.username, avatar: null },
    });
    const messages = await cleo.call.get(`/api/group-chats/${chatId}/messages`);
    expect(messages.body.items.at(-1)).toEqual(response.body);
  });

  it("when the content is bad, then 400 with the field's message and nothing is stored", async () => {
    const before = (await db().collection("groupChats").doc(chatId).collection("messages").get()).size;
    const cases: Array<[unknown, string]> = [
      [{}, "content: Please enter a message."],
      [{ content: " \n\t " }, "content: Please enter a message."],
      [{ content: "x".repeat(2001) }, "content: Messages are at most 2000 characters."],
      [{ content: 5 }, "content: Please enter a message."],
      [{ content: "hi", senderId: cleo.uid }, "Unknown field: senderId"],
    ];
    for (const [body, error] of cases) {
      const response = await ben.call.post(`/api/group-chats/${chatId}/messages`).send(body as object);
      expect({ body, status: response.status, error: response.body.error }).toEqual({
        body,
        status: 400,
        error,
      });
    }
    expect((await db().collection("groupChats").doc(chatId).collection("messages").get()).size).toBe(before);
    const longest = await ben.call
      .post(`/api/group-chats/${chatId}/messages`)
      .send({ content: "y".repeat(2000) });
    expect(longest.status).toBe(201);
  });

  it("when there are more than 50 messages, then the newest 50 come oldest first and ?before= pages back", async () => {
    const busy = await createChat(ada, [ben], "Busy");
    await seedMessages(busy, ada, 55);
    const newest = await ben.call.get(`/api/group-chats/${busy}/messages`);
    expect(newest.status).toBe(200);
    expect(newest.body.items.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `message ${i + 5}`),
    );
    expect(newest.body.nextCursor).toEqual(expect.any(String));
    const older = await ben.call.get(`/api/group-chats/${busy}/messages?before=${newest.body.nextCursor}`);
    expect(older.body.items.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 5 }, (_, i) => `message ${i}`),
    );
    expect(older.body.nextCursor).toBeNull();
    const bad = await ben.call.get(`/api/group-chats/${busy}/messages?before=not-a-cursor`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("before: Invalid cursor.");
  });

  it("when chats are listed, then the one with the latest message comes first, with its member count and last message", async () => {
    const quiet = await createChat(ada, [cleo], "Quiet");
    const lively = await createChat(ada, [ben], "Lively");
    await cleo.call.post(`/api/group-chats/${quiet}/messages`).send({ content: "Anyone?" });
    const list = await ada.call.get("/api/group-chats");
    expect(list.status).toBe(200);
    const names = list.body.items.map((c: { name: string }) => c.name);
    expect(names.indexOf("Quiet")).toBeLessThan(names.indexOf("Lively"));
    expect(list.body.items.find((c: { id: string }) => c.id === quiet)).toMatchObject({
      memberCount: 2,
      lastMessage: { content: "Anyone?", sender: { id: cleo.uid, username: cleo.username, avatar: null } },
    });
    const forBen = (await ben.call.get("/api/group-chats")).body.items.map((c: { id: string }) => c.id);
    expect(forBen).toContain(lively);
    expect(forBen).not.toContain(quiet);
  });

  it("when a member has sent 300 messages this hour, then the next gets 429 and is not stored", async () => {
    const hour = 60 * 60 * 1000;
    const start = Math.floor(Date.now() / hour) * hour;
    await db()
      .collection("rateLimits")
      .doc(`chatMessage_${encodeURIComponent(cleo.uid)}_${new Date(start).toISOString()}`)
      .set({ count: 300, expiresAt: Timestamp.fromMillis(start + hour) });
    const before = (await db().collection("groupChats").doc(chatId).collection("messages").get()).size;
    const response = await cleo.call
      .post(`/api/group-chats/${chatId}/messages`)
      .send({ content: "one more" });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      error: "You can send at most 300 chat messages an hour. Please try again later.",
    });
    expect((await db().collection("groupChats").doc(chatId).collection("messages").get()).size).toBe(before);
  });

  it("when a user has created 20 chats today, then the next gets 429 and none is created", async () => {
    const day = 24 * 60 * 60 * 1000;
    const start = Math.floor(Date.now() / day) * day;
    await db()
      .collection("rateLimits")
      .doc(`groupChat_${encodeURIComponent(cleo.uid)}_${new Date(start).toISOString()}`)
      .set({ count: 20, expiresAt: Timestamp.fromMillis(start + day) });
    const before = await chatsOf(cleo);
    const response = await cleo.call
      .post("/api/group-chats")
      .send({ name: "One too many", memberIds: [ada.uid] });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      error: "You can create at most 20 group chats a day. Please try again tomorrow.",
    });
    expect(await chatsOf(cleo)).toBe(before);
  });
});

describe("who may see a chat", () => {
  it("when C, who is in no chat with A and B, uses the chat's id on every route, then 404 and nothing changes", async () => {
    const [ada, ben, cleo] = await Promise.all([syncedUser("ada"), syncedUser("ben"), syncedUser("cleo")]);
    // C is even A's friend: friendship alone does not open a chat.
    await Promise.all([makeFriends(ada, ben), makeFriends(ada, cleo)]);
    const chatId = await createChat(ada, [ben], "Ada and Ben only");
    await ben.call.post(`/api/group-chats/${chatId}/messages`).send({ content: "Secret plans" });

    const attempts = [
      cleo.call.get(`/api/group-chats/${chatId}`),
      cleo.call.get(`/api/group-chats/${chatId}/members`),
      cleo.call.get(`/api/group-chats/${chatId}/messages`),
      cleo.call.post(`/api/group-chats/${chatId}/messages`).send({ content: "Let me in" }),
      cleo.call.get("/api/group-chats/no-such-chat"),
      cleo.call.get("/api/group-chats/no-such-chat/messages"),
      cleo.call.post("/api/group-chats/no-such-chat/messages").send({ content: "hello" }),
    ];
    for (const [index, attempt] of attempts.entries()) {
      const response = await attempt;
      expect({ index, status: response.status, body: response.body }).toEqual({
        index,
        status: 404,
        body: { error: "Group chat not found" },
      });
    }
    expect((await cleo.call.get("/api/group-chats")).body.items).toEqual([]);
    // A and B, the members, see it unchanged.
    for (const member of [ada, ben]) {
      const messages = (await member.call.get(`/api/group-chats/${chatId}/messages`)).body.items;
      expect(messages.map((m: { content: string }) => m.content)).toEqual(["Secret plans"]);
      expect((await member.call.get(`/api/group-chats/${chatId}`)).body.memberCount).toBe(2);
    }
  });
});

describe("what a page costs", () => {
  it("when a page of 20 chats, 20 messages or the members is read, then it costs at most 21 document reads", async () => {
    const [ada, ben] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    await makeFriends(ada, ben);
    // More chats than a day's creations allow: stored straight, as the service would store them.
    for (let i = 0; i < 22; i += 1) {
      const at = Timestamp.fromMillis(Date.now() - i * 1000);
      await storeChat({
        name: `Chat ${i}`,
        memberIds: [ada.uid, ben.uid],
        memberCount: 2,
        members: {
          [ada.uid]: { username: ada.username, avatar: null },
          [ben.uid]: { username: ben.username, avatar: null },
        },
        createdBy: ada.uid,
        createdAt: at,
        lastActivityAt: at,
        lastMessage: null,
      });
    }
    const chats = await countReads(() => ada.call.get("/api/group-chats?limit=20"));
    expect(chats.result.body.items).toHaveLength(20);
    expect(chats.reads).toBeLessThanOrEqual(21);

    const chatId = chats.result.body.items[0].id as string;
    await seedMessages(chatId, ada, 25);
    const messages = await countReads(() => ben.call.get(`/api/group-chats/${chatId}/messages?limit=20`));
    expect(messages.result.body.items).toHaveLength(20);
    expect(messages.reads).toBeLessThanOrEqual(21);

    const members = await countReads(() => ben.call.get(`/api/group-chats/${chatId}/members`));
    expect(members.result.body.items).toHaveLength(2);
    expect(members.reads).toBe(1);
    console.info(
      `group chats: reads per page of 20 chats ${chats.reads}, of 20 messages ${messages.reads}, members ${members.reads}`,
    );
  });
});

describe("account repair", () => {
  it("when a member's account moves to a new uid, then their chats and messages follow", async () => {
    const [ada, ben] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    await makeFriends(ada, ben);
    const chatId = await createChat(ada, [ben], "Moving");
    await ada.call.post(`/api/group-chats/${chatId}/messages`).send({ content: "Before the move" });
    const newUid = `${ada.uid}-new`;

    const moved = await moveOwnedData(ada.uid, newUid);
    expect(moved["groupChats.memberIds"]).toBe(1);
    expect(moved["groupChats/{id}/messages.senderId"]).toBe(1);

    const chat = (await db().collection("groupChats").doc(chatId).get()).data()!;
    expect(chat.memberIds).toEqual([newUid, ben.uid]);
    expect(chat.createdBy).toBe(newUid);
    expect(Object.keys(chat.members).sort()).toEqual([newUid, ben.uid].sort());
    expect(chat.members[newUid]).toEqual({ username: ada.username, avatar: null });
    expect(chat.lastMessage.sender.id).toBe(newUid);
    const message = (
      await db().collection("groupChats").doc(chatId).collection("messages").get()
    ).docs[0]!.data();
    expect(message.senderId).toBe(newUid);
    expect(message.sender.id).toBe(newUid);
  });
});

describe("leaving a chat", () => {
  let ada: SyncedUser, ben: SyncedUser, cleo: SyncedUser;
  beforeAll(async () => {
    // Ben leaves, Ada stays, Cleo is a stranger to the chats (though Ada's friend).
    [ada, ben, cleo] = await Promise.all([syncedUser("ada"), syncedUser("ben"), syncedUser("cleo")]);
    await Promise.all([makeFriends(ada, ben), makeFriends(ada, cleo)]);
  });

  const chatDoc = (chatId: string) => db().collection("groupChats").doc(chatId);
  const storedMessages = async (chatId: string) =>
    (await chatDoc(chatId).collection("messages").orderBy("createdAt").get()).docs.map((doc) => ({
      id: doc.id,
      ...doc.data(),
    })) as Array<{ id: string; senderId: string; content: string; kind?: string; createdAt: Timestamp }>;
  const leave = (user: SyncedUser, chatId: string) =>
    user.call.delete(`/api/group-chats/${chatId}/members/me`);

  it("when a member leaves, then 204, the others see the count drop and a line that they left, and the leaver reads and posts nothing there", async () => {
    const chatId = await createChat(ada, [ben], "Leaving soon");
    await ben.call.post(`/api/group-chats/${chatId}/messages`).send({ content: "Last words" });
    const lastBefore = (await ada.call.get(`/api/group-chats/${chatId}`)).body.lastMessage;

    const response = await leave(ben, chatId);
    expect(response.status).toBe(204);

    const chat = await ada.call.get(`/api/group-chats/${chatId}`);
    expect(chat.body).toMatchObject({ memberCount: 1, createdBy: ada.uid, lastMessage: lastBefore });
    const members = await ada.call.get(`/api/group-chats/${chatId}/members`);
    expect(members.body.items).toEqual([{ id: ada.uid, username: ada.username, avatar: null }]);
    const messages = (await ada.call.get(`/api/group-chats/${chatId}/messages`)).body.items;
    expect(messages.map((m: { content: string; kind?: string }) => [m.kind ?? "message", m.content])).toEqual(
      [
        ["message", "Last words"],
        ["left", ""],
      ],
    );
    expect(messages[1]).toEqual({
      id: messages[1].id,
      kind: "left",
      content: "",
      createdAt: messages[1].createdAt,
      sender: { id: ben.uid, username: ben.username, avatar: null },
    });
    expect(Date.parse(messages[1].createdAt)).toBeGreaterThan(Date.parse(messages[0].createdAt));
    // Ada writes on; her message is the chat's last one and comes after the line.
    expect(
      (await ada.call.post(`/api/group-chats/${chatId}/messages`).send({ content: "Bye Ben" })).status,
    ).toBe(201);

    const before = await storedMessages(chatId);
    const attempts = [
      ben.call.get(`/api/group-chats/${chatId}`),
      ben.call.get(`/api/group-chats/${chatId}/members`),
      ben.call.get(`/api/group-chats/${chatId}/messages`),
      ben.call.post(`/api/group-chats/${chatId}/messages`).send({ content: "Wait, one more" }),
      leave(ben, chatId),
    ];
    for (const [index, attempt] of attempts.entries()) {
      const answer = await attempt;
      expect({ index, status: answer.status, body: answer.body }).toEqual({
        index,
        status: 404,
        body: { error: "Group chat not found" },
      });
    }
    expect(
      (await ben.call.get("/api/group-chats")).body.items.map((c: { id: string }) => c.id),
    ).not.toContain(chatId);
    expect(await storedMessages(chatId)).toEqual(before);
    expect((await chatDoc(chatId).get()).data()).toMatchObject({ memberIds: [ada.uid], memberCount: 1 });
  });

  it("when a stranger, or a member with another user's chat id, asks to leave, then 404 and nothing changes", async () => {
    const adaAndBen = await createChat(ada, [ben], "Ada and Ben");
    const adaAndCleo = await createChat(ada, [cleo], "Ada and Cleo");
    await ada.call.post(`/api/group-chats/${adaAndBen}/messages`).send({ content: "Hello Ben" });
    const snapshot = async () => ({
      chats: await Promise.all([adaAndBen, adaAndCleo].map(async (id) => (await chatDoc(id).get()).data())),
      messages: await Promise.all([adaAndBen, adaAndCleo].map(storedMessages)),
    });
    const before = await snapshot();

    const attempts = [
      leave(cleo, adaAndBen),
      leave(ben, adaAndCleo),
      leave(cleo, "no-such-chat"),
      cleo.call.delete(`/api/group-chats/${adaAndBen}/members/${ben.uid}`),
      ada.call.delete(`/api/group-chats/${adaAndBen}/members/${ben.uid}`),
    ];
    const statuses = [];
    for (const attempt of attempts) {
      const answer = await attempt;
      statuses.push([answer.status, answer.body.error]);
    }
    expect(statuses).toEqual([
      [404, "Group chat not found"],
      [404, "Group chat not found"],
      [404, "Group chat not found"],
      // Nobody takes another member out: there is no such route.
      [404, expect.any(String)],
      [404, expect.any(String)],
    ]);
    expect(await snapshot()).toEqual(before);
    expect((await ben.call.get(`/api/group-chats/${adaAndBen}`)).body.memberCount).toBe(2);
  });

  it("when the last member leaves, then the chat is deleted with all its messages, however many", async () => {
    const chatId = await createChat(ada, [ben], "Soon empty");
    // More messages than one transaction deletes, stored straight.
    const start = Date.now() - 1_000_000;
    for (let first = 0; first < 450; first += 150) {
      const batch = db().batch();
      for (let i = first; i < first + 150; i += 1) {
        batch.create(chatDoc(chatId).collection("messages").doc(), {
          content: `message ${i}`,
          senderId: ada.uid,
          sender: { id: ada.uid, username: ada.username, avatar: null },
          createdAt: Timestamp.fromMillis(start + i * 1000),
        });
      }
      await batch.commit();
    }
    expect((await leave(ben, chatId)).status).toBe(204);
    expect((await chatDoc(chatId).collection("messages").count().get()).data().count).toBe(451);

    expect((await leave(ada, chatId)).status).toBe(204);
    expect((await chatDoc(chatId).get()).exists).toBe(false);
    expect((await chatDoc(chatId).collection("messages").count().get()).data().count).toBe(0);
    for (const user of [ada, ben, cleo]) {
      expect((await user.call.get(`/api/group-chats/${chatId}`)).status).toBe(404);
      expect((await leave(user, chatId)).status).toBe(404);
    }
  });

  it(
    "when a member leaves while posting, then every message of theirs that was stored comes before the line that they left",
    { timeout: 90_000 },
    async () => {
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      for (let round = 0; round < 3; round += 1) {
        const chatId = await createChat(ada, [ben], `Race ${round}`);
        // Posts go out one every 15 ms and the leave among them, so that some posts are between
        // their first membership check and their write when the leave commits.
        const posts: Array<Promise<request.Response>> = [];
        let leaving: Promise<request.Response> | undefined;
        for (let i = 0; i < 24; i += 1) {
          if (i === 8) leaving = leave(ben, chatId).then((answer) => answer);
          posts.push(
            ben.call
              .post(`/api/group-chats/${chatId}/messages`)
              .send({ content: `post ${i}` })
              .then((answer) => answer),
          );
          await pause(15);
        }
        const [leaveAnswer, postAnswers] = await Promise.all([leaving!, Promise.all(posts)]);
        expect(leaveAnswer.status).toBe(204);
        expect(
          postAnswers.map((answer) => answer.status).filter((status) => status !== 201 && status !== 404),
        ).toEqual([]);

        const stored = await storedMessages(chatId);
        const line = stored.findIndex((m) => m.kind === "left");
        expect(line).toBeGreaterThanOrEqual(0);
        expect(stored.slice(line + 1).filter((m) => m.senderId === ben.uid)).toEqual([]);
        // Each post stored is one that was answered 201, and nothing else of Ben's is there.
        const accepted = postAnswers
          .filter((answer) => answer.status === 201)
          .map((answer) => answer.body.id);
        expect(
          stored
            .filter((m) => m.senderId === ben.uid && !m.kind)
            .map((m) => m.id)
            .sort(),
        ).toEqual(accepted.sort());
        expect((await chatDoc(chatId).get()).get("memberIds")).toEqual([ada.uid]);
      }
    },
  );
});
