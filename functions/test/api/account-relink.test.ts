// POST /api/auth/fix-current-uid: a person whose Firebase account was deleted signs in again with
// the same, verified e-mail and gets their record and everything they own back under the new uid.
// The checks answer in the request; the move runs as the account repair job (202), and once it
// is done, asking again answers 200 with the record.
import { afterEach, describe, expect, it, vi } from "vitest";
import { getFirestore, WriteBatch, type Query } from "firebase-admin/firestore";
import { accountRepairRunner } from "../../src/modules/auth";
import { startAccountRepair } from "../../src/modules/auth/auth.service";
import type { JobTask } from "../../src/modules/jobs";
import { runJobTask } from "../../src/modules/jobs";
import { api } from "../helpers/api";
import {
  adminAuthForTests,
  makeAdmin,
  signInWithGoogle,
  signUpWithPassword,
  uniqueEmail,
  uniqueName,
  verifyEmail,
} from "../helpers/auth-emulator";
import { HeldQueue, untilJobEnds } from "../helpers/jobs";

const PHONE = "+12025550161";
const CONTENT =
  "Salt marshes breathe with the tide. Twice a day the creeks fill, the cordgrass bows, and the herons wait.";

const sync = (idToken: string, body: object) => api(idToken).post("/api/auth/sync").send(body);
const fix = (idToken: string, email: string, newFirebaseUid: string) =>
  api(idToken).post("/api/auth/fix-current-uid").send({ email, newFirebaseUid });
const repairJobId = (uid: string) => `accountRepair-${uid}`;
const jobDoc = (uid: string) => getFirestore().collection("jobs").doc(repairJobId(uid)).get();

/**
 * The repair as the web app drives it: 202 with the job, which runs on the task queue to its end,
 * then asking again answers 200 with the record.
 */
async function repairToTheEnd(idToken: string, email: string, uid: string) {
  const started = await fix(idToken, email, uid);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body).toMatchObject({ id: repairJobId(uid), kind: "accountRepair", state: "queued" });
  const ended = await untilJobEnds(repairJobId(uid));
  expect(ended).toMatchObject({ state: "done", error: null });
  expect(ended!.done).toBe(ended!.total);
  return fix(idToken, email, uid);
}

/** The runner with one batch per slice, so that a small account's move takes many slices. */
const oneBatchPerSlice = { accountRepair: { ...accountRepairRunner, sliceSeconds: 0 } };

/** A synced user with one of everything a user owns, whose Firebase account is then deleted. */
async function orphanedAccount() {
  const email = uniqueEmail("relink");
  const old = await signUpWithPassword(email);
  const username = uniqueName("old");
  const call = api(old.idToken);
  expect((await sync(old.idToken, { displayName: username, isNewAccount: true })).status).toBe(201);
  await call.patch("/api/user/preferences").send({ darkMode: true });
  const folderId = (await call.post("/api/folders").send({ name: "Coasts" })).body.id;
  const tagId = (await call.post("/api/tags").send({ name: "tides" })).body.id;
  const articleId = (await call.post("/api/articles").send({ title: "Marshes", content: CONTENT })).body.id;
  const otherId = (await call.post("/api/articles").send({ title: "Dunes", content: "Sand moves." })).body.id;
  await call.patch(`/api/articles/${articleId}/folder`).send({ folderId });
  await call.put(`/api/articles/${articleId}/tags/${tagId}`);
  const quote = "Salt marshes breathe";
  const highlightId = (
    await call
      .post("/api/highlights")
      .send({ articleId, text: quote, startOffset: 0, endOffset: quote.length })
  ).body.id;
  const commentId = (await call.post("/api/comments").send({ highlightId, text: "Lovely." })).body.id;
  const consent = { phoneNumber: PHONE, hasConsent: true, consentSource: "sharing_dialog" };
  expect((await call.post("/api/sms-consent").send(consent)).status).toBe(200);
  const invitation = { channel: "email", to: uniqueEmail("invited") };
  expect((await call.post("/api/invitations").send(invitation)).status).toBe(201);
  await adminAuthForTests().deleteUser(old.uid);
  return { email, old, username, folderId, tagId, articleId, otherId, highlightId, commentId };
}

/** A new password account with the same e-mail, verified through the e-mail link. */
async function verifiedNewAccount(email: string) {
  const fresh = await signUpWithPassword(email);
  return { ...fresh, idToken: await verifyEmail(fresh) };
}

/** Documents that still name `uid` in every place a user's data lives. */
async function leftUnder(uid: string): Promise<Record<string, number>> {
  const db = getFirestore();
  const count = async (query: Query) => (await query.count().get()).data().count;
  return {
    user: (await db.collection("users").doc(uid).get()).exists ? 1 : 0,
    articles: await count(db.collection("articles").where("userId", "==", uid)),
    highlights: await count(db.collection("highlights").where("userId", "==", uid)),
    highlightsOfArticles: await count(db.collection("highlights").where("articleOwnerId", "==", uid)),
    comments: await count(db.collection("comments").where("userId", "==", uid)),
    folders: await count(db.collection("users").doc(uid).collection("folders")),
    tags: await count(db.collection("users").doc(uid).collection("tags")),
    smsConsents: await count(db.collection("smsConsents").where("userId", "==", uid)),
    smsMessages: await count(db.collection("smsMessages").where("userId", "==", uid)),
    invitations: await count(db.collection("invitations").where("inviterId", "==", uid)),
    progress: (await db.collection("progress").doc(uid).get()).exists ? 1 : 0,
    activity: await count(db.collection("users").doc(uid).collection("activity")),
    days: await count(db.collection("users").doc(uid).collection("days")),
  };
}

const NOTHING = {
  user: 0,
  articles: 0,
  highlights: 0,
  highlightsOfArticles: 0,
  comments: 0,
  folders: 0,
  tags: 0,
  smsConsents: 0,
  smsMessages: 0,
  invitations: 0,
  progress: 0,
  activity: 0,
  days: 0,
};

/**
 * Makes the `nth` batch commit whose first write `matches` stop the instance right after it is
 * committed (once; later commits go through), so the slice's work is done but never recorded.
 * Returns the sizes of all batches committed meanwhile.
 */
function stopAfterBatch(matches: (firstPath: string) => boolean, nth: number): number[] {
  const commit = WriteBatch.prototype.commit;
  const sizes: number[] = [];
  let seen = 0;
  vi.spyOn(WriteBatch.prototype, "commit").mockImplementation(async function (this: WriteBatch) {
    const internals = this as unknown as { _opCount: number; _ops: Array<{ docPath: string }> };
    sizes.push(internals._opCount);
    const first = internals._ops[0]?.docPath ?? "";
    const result = await commit.call(this);
    if (matches(first) && ++seen === nth) throw new Error("instance stopped");
    return result;
  });
  return sizes;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/auth/fix-current-uid", () => {
  it("when a verified e-mail's old account is gone, then the new account gets the record and sees all its data", async () => {
    const account = await orphanedAccount();
    const fresh = await verifiedNewAccount(account.email);
    const failed = await sync(fresh.idToken, { displayName: "whatever", isNewAccount: false });
    expect(failed.status).toBe(409);
    expect(failed.body.code).toBe("EMAIL_LINKED_TO_OTHER_UID");
    expect(failed.body.detail).toContain("Key (firebase_uid)");

    const repaired = await repairToTheEnd(fresh.idToken, account.email.toUpperCase(), fresh.uid);
    expect(repaired.status).toBe(200);
    expect(repaired.body).toMatchObject({ id: fresh.uid, username: account.username, email: account.email });

    const call = api(fresh.idToken);
    const mine = await call.get("/api/articles/my");
    expect(mine.body.items.map((a: { id: string }) => a.id).sort()).toEqual(
      [account.articleId, account.otherId].sort(),
    );
    const article = await call.get(`/api/articles/${account.articleId}`);
    expect(article.status).toBe(200);
    expect(article.body).toMatchObject({
      userId: fresh.uid,
      content: CONTENT,
      folderId: account.folderId,
      tagIds: [account.tagId],
      highlightCount: 1,
      commentCount: 1,
    });
    const author = { id: fresh.uid, username: account.username };
    expect(article.body.highlights).toEqual([
      expect.objectContaining({
        id: account.highlightId,
        userId: fresh.uid,
        user: expect.objectContaining(author),
      }),
    ]);
    expect(article.body.comments).toEqual([
      expect.objectContaining({
        id: account.commentId,
        userId: fresh.uid,
        user: expect.objectContaining(author),
      }),
    ]);
    expect((await call.get("/api/folders")).body).toEqual([{ id: account.folderId, name: "Coasts" }]);
    expect((await call.get("/api/tags")).body).toEqual([
      expect.objectContaining({ id: account.tagId, name: "tides" }),
    ]);
    const consent = await call.get(`/api/sms-consent?phoneNumber=${encodeURIComponent(PHONE)}`);
    expect(consent.body.hasConsent).toBe(true);
    const found = await call.get("/api/search?q=marshes");
    expect(found.body.highlights.map((h: { id: string }) => h.id)).toEqual([account.highlightId]);
    expect((await call.get("/api/user/preferences")).body.darkMode).toBe(true);
    expect((await sync(fresh.idToken, {})).status).toBe(200);
    // Points follow: the sign-in (already counted today), two articles, the highlight and the
    // comment, with the tagged article's points in the tag's area.
    const points = (await call.get("/api/user/points")).body;
    expect(points).toMatchObject({ totalPoints: 2 + 15 + 15 + 5 + 5 });
    expect(points.expertise).toEqual([expect.objectContaining({ name: "tides", points: 25 })]);
    expect((await call.get("/api/user/achievements")).body).toHaveLength(3);

    expect(await leftUnder(account.old.uid)).toEqual(NOTHING);
    expect((await leftUnder(fresh.uid)).invitations).toBe(1);
    // A repair run again changes nothing and returns the same record.
    const again = await fix(fresh.idToken, account.email, fresh.uid);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: fresh.uid, username: account.username });
  });

  it("when the new account signs in with Google, then its provider-verified e-mail is enough", async () => {
    const account = await orphanedAccount();
    const google = await signInWithGoogle({ email: account.email, name: "Marsh Walker" });
    const repaired = await repairToTheEnd(google.idToken, account.email, google.uid);
    expect(repaired.status).toBe(200);
    expect(repaired.body).toMatchObject({ id: google.uid, username: account.username });
    const mine = await api(google.idToken).get("/api/articles/my");
    expect(mine.body.items).toHaveLength(2);
  });

  it("when the e-mail is not verified, then 403 with EMAIL_NOT_VERIFIED and nothing moves", async () => {
    const account = await orphanedAccount();
    const before = await leftUnder(account.old.uid);
    const unverified = await signUpWithPassword(account.email);
    const response = await fix(unverified.idToken, account.email, unverified.uid);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error:
        "Please verify your e-mail address before recovering your account: open the link we sent you, then sign in again.",
      code: "EMAIL_NOT_VERIFIED",
    });
    expect(await leftUnder(account.old.uid)).toEqual(before);
    expect(await leftUnder(unverified.uid)).toEqual(NOTHING);
    expect((await api(unverified.idToken).get("/api/articles/my")).body.items).toEqual([]);
    expect((await jobDoc(unverified.uid)).exists).toBe(false);
    const old = await getFirestore().collection("users").doc(account.old.uid).get();
    expect(old.get("relinkingTo")).toBeUndefined();
  });

  it(
    "when an account's data outgrows a slice and a slice dies after committing, then its retry resumes and everything moves exactly once",
    { timeout: 120_000 },
    async () => {
      const account = await orphanedAccount();
      // More sent messages than one batch holds, so their move takes two batches.
      const seed = getFirestore().batch();
      for (let i = 0; i < 450; i++) {
        seed.create(getFirestore().collection("smsMessages").doc(), {
          userId: account.old.uid,
          to: PHONE,
          status: "simulated",
        });
      }
      await seed.commit();
      const fresh = await verifiedNewAccount(account.email);

      // Started as the route does, on a queue the test drives: one batch per slice.
      const queue = new HeldQueue();
      const started = await startAccountRepair(account.email.toLowerCase(), fresh.uid, queue);
      expect(started).toMatchObject({ job: { id: repairJobId(fresh.uid), state: "queued", done: 0 } });
      // Asked again while it is at work (the web app's next sign-in): the same job, no second one.
      const asked = await fix(fresh.idToken, account.email, fresh.uid);
      expect(asked.status).toBe(202);
      expect(asked.body).toMatchObject({ id: repairJobId(fresh.uid), state: "queued" });
      expect(queue.tasks).toHaveLength(1);

      // The instance dies right after committing the second batch of sent messages, before the
      // slice is recorded: Cloud Tasks delivers the same task again.
      const batchSizes = stopAfterBatch((path) => path.startsWith("smsMessages/"), 2);
      let task: JobTask | undefined;
      for (task = queue.tasks.shift(); task; task = queue.tasks.shift()) {
        const failed = await runJobTask(oneBatchPerSlice, task, { retryCount: 0 }, queue).then(
          () => false,
          (error: Error) => error.message === "instance stopped",
        );
        if (failed) break;
      }
      expect(task).toBeDefined();
      const old = await getFirestore().collection("users").doc(account.old.uid).get();
      expect(old.get("relinkingTo")).toBe(fresh.uid);
      expect((await leftUnder(account.old.uid)).smsMessages).toBe(0);
      expect((await leftUnder(account.old.uid)).user).toBe(1);
      // Until the record moves, a sign-in's sync still asks the client to run the repair, and the
      // job shows how far it has got.
      expect((await sync(fresh.idToken, {})).body.code).toBe("EMAIL_LINKED_TO_OTHER_UID");
      const midway = await api(fresh.idToken).get(`/api/jobs/${repairJobId(fresh.uid)}`);
      expect(midway.body).toMatchObject({ kind: "accountRepair", state: "running" });
      expect(midway.body.done).toBeGreaterThan(0);
      expect(midway.body.done).toBeLessThan(midway.body.total);

      // The retry goes on from the recorded cursor; a second delivery of a recorded slice does nothing.
      await runJobTask(oneBatchPerSlice, task!, { retryCount: 1 }, queue);
      const next = queue.tasks[0]!;
      await queue.run(oneBatchPerSlice, task!);
      expect(queue.tasks).toEqual([next]);
      expect(await queue.drain(oneBatchPerSlice)).toBeGreaterThan(1);

      const done = (await jobDoc(fresh.uid)).data()!;
      expect(done).toMatchObject({ state: "done", stage: "account", error: null });
      expect(done.done).toBe(done.total);
      expect(await leftUnder(account.old.uid)).toEqual(NOTHING);
      // Exactly once: the 450 messages (and the one of the invitation) are there once each.
      expect(await leftUnder(fresh.uid)).toMatchObject({
        user: 1,
        articles: 2,
        highlights: 1,
        comments: 1,
        folders: 1,
        tags: 1,
        smsMessages: 450,
        invitations: 1,
        progress: 1,
        activity: 5,
      });
      expect(Math.max(...batchSizes)).toBeLessThanOrEqual(400);
      const record = await getFirestore().collection("users").doc(fresh.uid).get();
      expect(record.get("relinkingTo")).toBeUndefined();
      expect(record.get("relinkedFrom")).toBe(account.old.uid);
      const repaired = await fix(fresh.idToken, account.email, fresh.uid);
      expect(repaired.status).toBe(200);
      expect(repaired.body).toMatchObject({ id: fresh.uid, username: account.username });
      const points = (await api(fresh.idToken).get("/api/user/points")).body;
      expect(points).toMatchObject({ totalPoints: 2 + 15 + 15 + 5 + 5 });
      expect((await api(fresh.idToken).get("/api/articles/my")).body.items).toHaveLength(2);
    },
  );

  it("when someone else asks for the repair job or tries to drive it, then 404 or 403, and it stays the owner's", async () => {
    const account = await orphanedAccount();
    const fresh = await verifiedNewAccount(account.email);
    const second = await signUpWithPassword();
    const secondToken = await verifyEmail(second);
    const third = await signUpWithPassword();
    const thirdToken = await makeAdmin(third);
    const queue = new HeldQueue();
    await startAccountRepair(account.email.toLowerCase(), fresh.uid, queue);
    const id = repairJobId(fresh.uid);

    for (const token of [secondToken, thirdToken]) {
      expect((await api(token).get(`/api/jobs/${id}`)).status).toBe(404);
      expect((await api(token).get(`/api/jobs/${id}/file`)).status).toBe(404);
      // Their own repair with the owner's e-mail or uid is refused before anything starts.
      expect((await fix(token, account.email, fresh.uid)).status).toBe(403);
    }
    expect((await fix(secondToken, account.email, second.uid)).status).toBe(403);
    // An admin acting as the owner may not drive it either.
    const actingAs = await api(thirdToken)
      .post("/api/auth/fix-current-uid")
      .set("X-Firebase-Uid", fresh.uid)
      .send({ email: account.email, newFirebaseUid: fresh.uid });
    expect(actingAs.status).toBe(403);
    for (const other of [second.uid, third.uid]) expect((await jobDoc(other)).exists).toBe(false);
    expect((await api(fresh.idToken).get(`/api/jobs/${id}`)).body).toMatchObject({ id, state: "queued" });
    expect(queue.tasks).toHaveLength(1);

    await queue.drain(oneBatchPerSlice);
    for (const token of [secondToken, thirdToken]) {
      expect((await api(token).get(`/api/jobs/${id}`)).status).toBe(404);
    }
    expect(await leftUnder(second.uid)).toEqual(NOTHING);
    expect(await leftUnder(third.uid)).toEqual(NOTHING);
    expect((await leftUnder(fresh.uid)).articles).toBe(2);
  });

  it("when a repair stopped halfway and its new account was deleted too, then a third account gets everything", async () => {
    const account = await orphanedAccount();
    const second = await verifiedNewAccount(account.email);
    // The second account's repair stops for good once the articles have moved (its task lost).
    const queue = new HeldQueue();
    await startAccountRepair(account.email.toLowerCase(), second.uid, queue);
    while (((await leftUnder(second.uid)).articles ?? 0) < 2) {
      await queue.run(oneBatchPerSlice, queue.tasks.shift()!);
    }
    expect((await leftUnder(second.uid)).comments).toBe(0);
    await adminAuthForTests().deleteUser(second.uid);

    const third = await verifiedNewAccount(account.email);
    const repaired = await repairToTheEnd(third.idToken, account.email, third.uid);
    expect(repaired.status).toBe(200);
    expect(await leftUnder(account.old.uid)).toEqual(NOTHING);
    expect(await leftUnder(second.uid)).toEqual(NOTHING);
    expect(await leftUnder(third.uid)).toMatchObject({
      user: 1,
      articles: 2,
      highlights: 1,
      comments: 1,
      folders: 1,
    });
  });

  it("when the uid or e-mail is not the caller's own, then it is refused and nothing moves", async () => {
    const { old, email } = await orphanedAccount();
    const fresh = await verifiedNewAccount(email);
    const other = await signUpWithPassword();
    const otherToken = await verifyEmail(other);
    const attempts = [
      fix(otherToken, email, other.uid),
      fix(otherToken, email, fresh.uid),
      fix(fresh.idToken, other.email, fresh.uid),
    ];
    for (const attempt of attempts) expect((await attempt).status).toBe(403);
    expect((await leftUnder(old.uid)).articles).toBe(2);
    for (const uid of [fresh.uid, other.uid]) expect((await jobDoc(uid)).exists).toBe(false);
    expect((await getFirestore().collection("users").doc(old.uid).get()).get("relinkingTo")).toBeUndefined();
  });

  it("when the record's account still exists, then it cannot be taken over", async () => {
    const email = uniqueEmail("live");
    const live = await signUpWithPassword(email);
    await sync(live.idToken, { displayName: uniqueName(), isNewAccount: true });
    await api(live.idToken).post("/api/articles").send({ title: "Mine", content: "Still mine." });
    // The live account moves to another address before its record is synced again; a newcomer
    // then signs up with the old address, which the record still names, and verifies it.
    await adminAuthForTests().updateUser(live.uid, { email: uniqueEmail("moved") });
    const intruder = await verifiedNewAccount(email);
    const response = await fix(intruder.idToken, email, intruder.uid);
    expect(response.status).toBe(409);
    // Read the records directly: the e-mail change revokes the live account's earlier tokens
    // (the Auth emulator sets validSince), so its old token is no proof either way.
    expect(await leftUnder(live.uid)).toMatchObject({ user: 1, articles: 1 });
    expect(await leftUnder(intruder.uid)).toEqual(NOTHING);
    expect((await jobDoc(intruder.uid)).exists).toBe(false);
  });
});
