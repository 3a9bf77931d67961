// PATCH /api/user/profile: username renamed with its claim in one transaction
// and its copies refreshed everywhere, bio enforced, e-mail changed only through Firebase
// Authentication's verify-before-update flow; and new users' language from the browser.
import { describe, expect, it } from "vitest";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { api } from "../helpers/api";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";
import {
  changeEmailUnverified,
  changeEmailWithVerification,
  signUpWithPassword,
  uniqueEmail,
  uniqueName,
} from "../helpers/auth-emulator";
import { plainPng } from "../helpers/images";
import { SIGN_UP_CONFLICT_MESSAGES } from "../../src/shared";
import { CARD_PLACES, refreshCardCopies } from "../../src/modules/profile/card-copies";
import { cardCopiesRunner } from "../../src/modules/profile";
import { startJob } from "../../src/modules/jobs";
import { HeldQueue, untilCopiesRefreshed } from "../helpers/jobs";

const db = () => getFirestore();
const patch = (user: SyncedUser, body: object) => user.call.patch("/api/user/profile").send(body);
const userDoc = async (uid: string) => (await db().collection("users").doc(uid).get()).data()!;

const claimOf = async (name: string) =>
  (await db().collection("usernames").doc(name.toLowerCase()).get()).data()?.uid;
const mailTo = async (to: string) =>
  (await db().collection("mail").where("to", "==", to).get()).docs.map(
    (doc) => doc.data() as { to: string; message: { subject: string; text: string; html: string } },
  );
const emailClaimOf = async (email: string) =>
  (await db().collection("emails").doc(email.toLowerCase()).get()).data()?.uid;

/** What a refused request must leave as it was. */
async function profileOf(user: SyncedUser) {
  const { username, usernameLower, email, bio, avatar } = await userDoc(user.uid);
  return { username, usernameLower, email, bio, avatar, claim: await claimOf(username) };
}

describe("PATCH /api/user/profile: validation", () => {
  it("when a field is invalid, unknown or none is sent, then 400 with the field's message and nothing changes", async () => {
    const user = await syncedUser("profile");
    const before = await profileOf(user);
    const cases: Array<[object, string]> = [
      [{ username: "ab" }, "username: Username must be at least 3 characters."],
      [{ username: "  ab  " }, "username: Username must be at least 3 characters."],
      [
        { username: "has space" },
        "username: Username may only contain letters, numbers, dots, underscores and hyphens.",
      ],
      [{ username: "x".repeat(31) }, "username: Username must be at most 30 characters."],
      [{ username: 42 }, "username: Invalid input: expected string, received number"],
      [{ email: "not-an-email" }, "email: Please enter a valid email."],
      [{ email: "" }, "email: Please enter a valid email."],
      [{ bio: "b".repeat(161) }, "bio: Bio must not exceed 160 characters."],
      [{ bio: 7 }, "bio: Invalid input: expected string, received number"],
      [{ bio: "fine", avatar: "https://x.test/a.png" }, "Unknown field: avatar"],
      [{}, "Send at least one profile field to change."],
    ];
    for (const [body, error] of cases) {
      const response = await patch(user, body);
      expect({ body, status: response.status, error: response.body.error }).toEqual({
        body,
        status: 400,
        error,
      });
    }
    expect(await profileOf(user)).toEqual(before);
  });

  it("when the bio is 160 characters, then it is kept; null or empty clears it", async () => {
    const user = await syncedUser("profile");
    const bio = "A reader of lighthouses. ".repeat(7).slice(0, 160);
    const saved = await patch(user, { bio });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: user.uid, username: user.username, email: user.email, bio });
    expect((await user.call.get("/api/auth/user")).body.bio).toBe(bio);
    expect((await patch(user, { bio: null })).body.bio).toBeNull();
    await patch(user, { bio: "again" });
    expect((await patch(user, { bio: "" })).body.bio).toBeNull();
  });

  it("when a user who never synced changes their profile, then 403 (no account may write)", async () => {
    const account = await signUpWithPassword();
    const response = await api(account.idToken).patch("/api/user/profile").send({ bio: "hello" });
    expect([response.status, response.body.code]).toEqual([403, "ACCOUNT_GONE"]);
  });
});

describe("PATCH /api/user/profile: username", () => {
  it("when a user renames, then the record and the claim move in one go, the search finds the new name only and the old name is free", async () => {
    const [user, searcher] = await Promise.all([syncedUser("rename"), syncedUser("searcher")]);
    const newName = uniqueName("Renamed");
    const response = await patch(user, { username: newName });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ id: user.uid, username: newName, email: user.email });
    expect(await userDoc(user.uid)).toMatchObject({
      username: newName,
      usernameLower: newName.toLowerCase(),
    });
    expect(await claimOf(newName)).toBe(user.uid);
    expect(await claimOf(user.username)).toBeUndefined();

    const found = (await searcher.call.get(`/api/users/search?q=${newName.toLowerCase()}`)).body;
    expect(found.map((r: { id: string; username: string }) => [r.id, r.username])).toEqual([
      [user.uid, newName],
    ]);
    expect((await searcher.call.get(`/api/users/search?q=${user.username}`)).body).toEqual([]);

    // The old name is anyone's now.
    const newcomer = await signUpWithPassword();
    const taken = await api(newcomer.idToken)
      .post("/api/auth/sync")
      .send({ displayName: user.username, isNewAccount: true });
    expect(taken.status).toBe(201);
    expect(await claimOf(user.username)).toBe(newcomer.uid);
  });

  it("when the name is someone else's in any letter case, then 409 with a clear message and nothing changes", async () => {
    const [ada, ben] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    const before = await profileOf(ben);
    for (const name of [ada.username, ada.username.toUpperCase()]) {
      const response = await patch(ben, { username: name, bio: "should not be saved" });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        error: SIGN_UP_CONFLICT_MESSAGES.usernameTaken,
        code: "USERNAME_TAKEN",
        field: "username",
      });
    }
    expect(await profileOf(ben)).toEqual(before);
    expect(await claimOf(ada.username)).toBe(ada.uid);
  });

  it("when only the letter case of one's own name changes, then it is renamed and keeps its claim", async () => {
    const user = await syncedUser("casey");
    const upper = user.username.toUpperCase();
    const response = await patch(user, { username: upper });
    expect(response.status).toBe(200);
    expect(response.body.username).toBe(upper);
    expect(await claimOf(user.username)).toBe(user.uid);
    // Sending the current name again changes nothing and costs no rename.
    expect((await patch(user, { username: upper })).status).toBe(200);
  });

  it("when two users rename to the same free name at once, then exactly one gets it", async () => {
    const [a, b] = await Promise.all([syncedUser("race"), syncedUser("race")]);
    const name = uniqueName("wanted");
    const results = await Promise.all([patch(a, { username: name }), patch(b, { username: name })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0]!.status === 200 ? a : b;
    expect(await claimOf(name)).toBe(winner.uid);
    const loser = winner === a ? b : a;
    expect(await profileOf(loser)).toMatchObject({ username: loser.username, claim: loser.uid });
  });

  it("when a user renames ten times in a day, then the eleventh rename gets 429 and nothing changes", async () => {
    const user = await syncedUser("often");
    for (let i = 0; i < 10; i++) {
      expect((await patch(user, { username: `${user.username.slice(0, 20)}_r${i}` })).status).toBe(200);
    }
    const before = await profileOf(user);
    const refused = await patch(user, { username: uniqueName("eleventh") });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      "You can change your username at most 10 times a day. Please try again tomorrow.",
    );
    expect(await profileOf(user)).toEqual(before);
    // A bio change is not a rename.
    expect((await patch(user, { bio: "still here" })).status).toBe(200);
  });

  it("when another user claims to be the caller, then 403 and the caller's profile is unchanged", async () => {
    const [ada, ben] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    const before = await profileOf(ada);
    const asAda = await ben.call
      .patch("/api/user/profile")
      .set("X-Firebase-Uid", ada.uid)
      .send({ bio: "hijacked" });
    expect(asAda.status).toBe(403);
    const inBody = await ben.call
      .patch("/api/user/profile")
      .send({ firebaseUid: ada.uid, username: uniqueName("x") });
    expect(inBody.status).toBe(403);
    expect(await profileOf(ada)).toEqual(before);
  });
});

/**
 * Ada with a copy of her card in every place: a friend's link (Ben), a pending request to Cleo, a
 * chat with Ben and a message in it, a spurq to Ben with a reply, and one from Ben to her.
 */
async function adaEverywhere() {
  const [ada, ben, cleo] = await Promise.all([syncedUser("ada"), syncedUser("ben"), syncedUser("cleo")]);
  await makeFriends(ada, ben);
  expect((await ada.call.post("/api/friends/requests").send({ receiverId: cleo.uid })).status).toBe(201);
  const chatId = (await ada.call.post("/api/group-chats").send({ name: "Lamps", memberIds: [ben.uid] })).body
    .id;
  expect((await ada.call.post(`/api/group-chats/${chatId}/messages`).send({ content: "Hello" })).status).toBe(
    201,
  );
  const articleId = (await ada.call.post("/api/articles").send({ title: "Lamps", content: "Lamps at dusk." }))
    .body.id;
  const toBen = await ada.call
    .post("/api/spurqs")
    .send({ recipientId: ben.uid, articleId, question: "Why dusk?" });
  expect(toBen.status, JSON.stringify(toBen.body)).toBe(201);
  expect(
    (await ada.call.post(`/api/spurqs/${toBen.body.id}/replies`).send({ text: "Because." })).status,
  ).toBe(201);
  const benArticle = (await ben.call.post("/api/articles").send({ title: "Tides", content: "Tides turn." }))
    .body.id;
  const toAda = await ben.call
    .post("/api/spurqs")
    .send({ recipientId: ada.uid, articleId: benArticle, question: "Tides?" });
  expect(toAda.status).toBe(201);
  return { ada, ben, cleo, chatId, spurqToBen: toBen.body.id as string, spurqToAda: toAda.body.id as string };
}

/** Every card of Ada that Ben, Cleo and Ada's own lists show. */
async function cardsShown(w: Awaited<ReturnType<typeof adaEverywhere>>) {
  const { ada, ben, cleo, chatId, spurqToBen, spurqToAda } = w;
  const pick = ({ username, avatar }: { username: string; avatar: string | null }) => ({ username, avatar });
  const chatMembers = (await ben.call.get(`/api/group-chats/${chatId}/members`)).body.items;
  return {
    friendLink: pick((await ben.call.get("/api/friends")).body.items[0].friend),
    requestToCleo: pick((await cleo.call.get("/api/friends/requests/incoming")).body.items[0].sender),
    chatMember: pick(chatMembers.find((m: { id: string }) => m.id === ada.uid)),
    chatLastMessage: pick((await ben.call.get(`/api/group-chats/${chatId}`)).body.lastMessage.sender),
    chatMessage: pick((await ben.call.get(`/api/group-chats/${chatId}/messages`)).body.items[0].sender),
    spurqSender: pick(
      (await ben.call.get("/api/spurqs/incoming")).body.items.find((s: { id: string }) => s.id === spurqToBen)
        .sender,
    ),
    spurqReply: pick((await ben.call.get(`/api/spurqs/${spurqToBen}/replies`)).body.items[0].user),
    spurqRecipient: pick(
      (await ben.call.get("/api/spurqs/sent")).body.items.find((s: { id: string }) => s.id === spurqToAda)
        .recipient,
    ),
  };
}

const everywhere = (card: { username: string; avatar: string | null }) => ({
  friendLink: card,
  requestToCleo: card,
  chatMember: card,
  chatLastMessage: card,
  chatMessage: card,
  spurqSender: card,
  spurqReply: card,
  spurqRecipient: card,
});

describe("rename and avatar propagation", () => {
  it("when a user renames and changes their picture, then every copy of their card shows the new name and picture", async () => {
    const world = await adaEverywhere();
    expect(await cardsShown(world)).toEqual(everywhere({ username: world.ada.username, avatar: null }));
    const newName = uniqueName("Ada");
    expect((await patch(world.ada, { username: newName })).status).toBe(200);
    const avatar = (await world.ada.call.post("/api/user/avatar").attach("file", await plainPng(), "me.png"))
      .body.avatar as string;
    expect(avatar).toMatch(/^\/api\/avatars\//);
    await untilCopiesRefreshed(world.ada.uid);
    expect(await cardsShown(world)).toEqual(everywhere({ username: newName, avatar }));
    expect((await userDoc(world.ada.uid)).profileRefresh).toBeUndefined();
  });

  it("when a refresh was interrupted, then it resumes where it stopped and the next sign-in finishes it", async () => {
    const world = await adaEverywhere();
    const newName = uniqueName("Resumed");
    // A rename whose request ended right after its transaction: the record and the marker only.
    await db().collection("usernames").doc(newName.toLowerCase()).set({ uid: world.ada.uid });
    await db()
      .collection("users")
      .doc(world.ada.uid)
      .update({
        username: newName,
        usernameLower: newName.toLowerCase(),
        profileRefresh: { place: 0, after: null },
      });

    // One batch of one document: Ben's link to Ada, then the marker points past it.
    expect(await refreshCardCopies(world.ada.uid, { maxBatches: 1, batchSize: 1 })).toEqual({
      done: false,
      updated: 1,
    });
    const marker = (await userDoc(world.ada.uid)).profileRefresh;
    expect(marker).toEqual({ place: 0, after: `users/${world.ben.uid}/friends/${world.ada.uid}` });
    const partly = await cardsShown(world);
    expect(partly.friendLink.username).toBe(newName);
    expect(partly.chatMessage.username).toBe(world.ada.username);

    // The next sign-in's sync starts the job again, which finishes it.
    expect((await world.ada.call.post("/api/auth/sync").send({})).status).toBe(200);
    await untilCopiesRefreshed(world.ada.uid);
    expect(await cardsShown(world)).toEqual(everywhere({ username: newName, avatar: null }));
    expect((await userDoc(world.ada.uid)).profileRefresh).toBeUndefined();
  });

  it("when two changes come in a row before the job starts, then one pass refreshes every copy once, to the latest", async () => {
    const world = await adaEverywhere();
    const queue = new HeldQueue();
    // Two renames (as their transactions leave the record), each asking for the job.
    for (const name of [uniqueName("First"), uniqueName("Latest")]) {
      await db().collection("usernames").doc(name.toLowerCase()).set({ uid: world.ada.uid });
      await db()
        .collection("users")
        .doc(world.ada.uid)
        .update({
          username: name,
          usernameLower: name.toLowerCase(),
          profileRefresh: { place: 0, after: null },
        });
      await startJob(cardCopiesRunner, world.ada.uid, {}, { queue, again: true });
    }
    // One task, one slice: one pass over the copies.
    expect(queue.tasks).toHaveLength(1);
    expect(await queue.drain({ cardCopies: cardCopiesRunner })).toBe(1);
    const latest = (await userDoc(world.ada.uid)).username as string;
    expect(latest).toMatch(/^Latest/);
    expect(await cardsShown(world)).toEqual(everywhere({ username: latest, avatar: null }));
    const job = (await db().collection("jobs").doc(`cardCopies-${world.ada.uid}`).get()).data()!;
    expect(job).toMatchObject({ state: "done", done: CARD_PLACES.length, total: CARD_PLACES.length });
  });

  it("when a refresh runs with nothing stale, then it writes nothing and clears the marker", async () => {
    const user = await syncedUser("idle");
    await db()
      .collection("users")
      .doc(user.uid)
      .update({ profileRefresh: { place: 0, after: null } });
    expect(await refreshCardCopies(user.uid)).toEqual({ done: true, updated: 0 });
    expect((await userDoc(user.uid)).profileRefresh).toBeUndefined();
    // A marker past the last place (a list that shrank) is cleared too.
    await db()
      .collection("users")
      .doc(user.uid)
      .update({ profileRefresh: { place: CARD_PLACES.length, after: null } });
    expect(await refreshCardCopies(user.uid)).toEqual({ done: true, updated: 0 });
    expect((await userDoc(user.uid)).profileRefresh).toBeUndefined();
    await db().collection("users").doc(user.uid).update({ profileRefresh: FieldValue.delete() });
  });
});

describe("PATCH /api/user/profile: e-mail", () => {
  it("when the e-mail belongs to another record or another sign-in account, then the answer is the one a free address gets, and its owner is told", async () => {
    const [ada, ben] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    expect((await ada.call.patch("/api/user/preferences").send({ language: "german" })).status).toBe(200);
    const authOnly = await signUpWithPassword();
    const free = uniqueEmail("free");
    const before = await profileOf(ben);
    const answers = [];
    for (const email of [ada.email, ada.email.toUpperCase(), authOnly.email, free]) {
      const response = await patch(ben, { email, bio: "saved" });
      answers.push({ status: response.status, body: response.body });
    }
    const record = (await ben.call.get("/api/auth/user")).body;
    expect(record).toMatchObject({ email: ben.email, bio: "saved" });
    expect(answers).toEqual(answers.map(() => ({ status: 200, body: record })));
    expect(await profileOf(ben)).toEqual({ ...before, bio: "saved" });

    // The verification for a free address is Firebase Authentication's; Spurq mails only the owners.
    expect(await mailTo(free)).toEqual([]);
    const toAda = [...(await mailTo(ada.email)), ...(await mailTo(ada.email.toUpperCase()))];
    expect(toAda).toHaveLength(2);
    expect(toAda[0]!.message.subject).toBe("Jemand wollte deine E-Mail-Adresse bei Spurq verwenden");
    const [toAuthOnly] = await mailTo(authOnly.email);
    expect(toAuthOnly!.message.text).toContain(
      `Someone asked to change the e-mail address of a Spurq account to ${authOnly.email}. This address already belongs to a Spurq account, so nothing was changed.`,
    );
    for (const mail of [...toAda, toAuthOnly!]) expect(JSON.stringify(mail)).not.toContain(ben.username);
  });

  it("when a user changes their e-mail five times in a day, then the sixth gets 429 and tells no one", async () => {
    const [user, owner] = await Promise.all([syncedUser("restless"), syncedUser("owner")]);
    for (let i = 0; i < 5; i++)
      expect((await patch(user, { email: uniqueEmail(`try${i}`) })).status).toBe(200);
    const refused = await patch(user, { email: owner.email, bio: "not saved" });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      "You can change your e-mail address at most 5 times a day. Please try again tomorrow.",
    );
    expect(await mailTo(owner.email)).toEqual([]);
    expect((await userDoc(user.uid)).bio).toBeNull();
    // One's own address is no change and takes nothing.
    expect((await patch(user, { email: user.email, bio: "still" })).status).toBe(200);
  });

  it("when a free new e-mail is sent, then 200 but the record keeps the old one until it is verified", async () => {
    const user = await syncedUser("mover");
    const response = await patch(user, { email: uniqueEmail("new"), bio: "moving" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: user.email, bio: "moving" });
    expect((await userDoc(user.uid)).email).toBe(user.email);
    // One's own address in another letter case is not a change.
    expect((await patch(user, { email: user.email.toUpperCase() })).status).toBe(200);
  });

  it("when the person verifies the new e-mail through Firebase Authentication and signs in again, then the sync moves the record and its claim", async () => {
    const user = await syncedUser("verified");
    const newEmail = uniqueEmail("verified-new");
    expect((await patch(user, { email: newEmail })).status).toBe(200);
    const token = await changeEmailWithVerification(user, newEmail);
    const synced = await api(token).post("/api/auth/sync").send({});
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ id: user.uid, email: newEmail, username: user.username });
    expect(await emailClaimOf(newEmail)).toBe(user.uid);
    expect(await emailClaimOf(user.email)).toBeUndefined();
  });

  it("when the sign-in account's e-mail changed without verification, then the record does not follow", async () => {
    const user = await syncedUser("unproven");
    const token = await changeEmailUnverified(user, uniqueEmail("unproven-new"));
    const synced = await api(token).post("/api/auth/sync").send({});
    expect(synced.status).toBe(200);
    expect(synced.body.email).toBe(user.email);
    expect(await emailClaimOf(user.email)).toBe(user.uid);
  });
});

describe("POST /api/auth/sync: a new user's language", () => {
  const signUp = async (language?: unknown) => {
    const account = await signUpWithPassword();
    const call = api(account.idToken);
    const response = await call.post("/api/auth/sync").send({
      displayName: uniqueName("lang"),
      isNewAccount: true,
      ...(language === undefined ? {} : { language }),
    });
    return { response, call };
  };

  it("when a new account's browser language is one of the six, then it is the account's language", async () => {
    const { response, call } = await signUp("japanese");
    expect(response.status).toBe(201);
    expect((await call.get("/api/user/preferences")).body.language).toBe("japanese");
  });

  it("when no language or an unknown one is sent, then the account starts in English and the sign-up still succeeds", async () => {
    for (const language of [undefined, "klingon", 42]) {
      const { response, call } = await signUp(language);
      expect(response.status).toBe(201);
      expect((await call.get("/api/user/preferences")).body.language).toBe("english");
    }
  });

  it("when an existing account syncs with another language, then its own choice stays", async () => {
    const { call } = await signUp("german");
    expect((await call.patch("/api/user/preferences").send({ language: "french" })).status).toBe(200);
    expect((await call.post("/api/auth/sync").send({ language: "chinese" })).status).toBe(200);
    expect((await call.get("/api/user/preferences")).body.language).toBe("french");
  });
});
