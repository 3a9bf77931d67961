// DELETE /api/user: a typed confirmation, then the account is marked as being deleted and a job
// on the task queue deletes everything it owns; friends keep their own articles, notes, chats and
// counts. The sweep
// lists every collection and subcollection in the emulator and finds no document that still names
// the uid, also when friends act on the account while it goes, and when the deleted account's ID
// token (valid for up to an hour in production) is used afterwards.
import { afterEach, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { getFirestore } from "firebase-admin/firestore";
import { DELETE_ACCOUNT_CONFIRM_MESSAGE } from "../../src/shared";
import { DELETION_ORDER, OWNED_DATA } from "../../src/modules/account/owned-data";
import { accountDeletionRunner } from "../../src/modules/account";
import { startAccountDeletion } from "../../src/modules/users";
import { runJobTask, startJob } from "../../src/modules/jobs";
import { rollDays } from "../../src/modules/statistics/roll-up.job";
import { api } from "../helpers/api";
import {
  makeAdmin,
  signIn,
  signUpWithPassword,
  uniqueEmail,
  uniqueName,
  verifyEmail,
} from "../helpers/auth-emulator";
import { verifyTokensAsProductionDoes } from "../helpers/production-token-checks";
import { appRoutes } from "../helpers/routes";
import { uniquePhone } from "../helpers/twilio-server";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { HeldQueue, deleteAccountToTheEnd, untilJobEnds } from "../helpers/jobs";
import { objectsNaming } from "../helpers/job-files";

const db = () => getFirestore();
const TEXT =
  "Lighthouses were kept by families who lived at the edge of the sea. Each night the lamp was lit and trimmed.";

const remove = (user: SyncedUser, confirm: unknown = user.username) =>
  user.call.delete("/api/user").send({ confirm });

async function article(user: SyncedUser, title: string): Promise<string> {
  const response = await user.call.post("/api/articles").send({ title, content: TEXT });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return String(response.body.id);
}

async function highlight(user: SyncedUser, articleId: string, text: string): Promise<string> {
  const start = TEXT.indexOf(text);
  const response = await user.call
    .post("/api/highlights")
    .send({ articleId, text, startOffset: start, endOffset: start + text.length });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return String(response.body.id);
}

async function comment(user: SyncedUser, highlightId: string, text: string): Promise<string> {
  const response = await user.call.post("/api/comments").send({ highlightId, text });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return String(response.body.id);
}

async function befriend(a: SyncedUser, b: SyncedUser): Promise<void> {
  const id = (await a.call.post("/api/friends/requests").send({ receiverId: b.uid })).body.id;
  expect((await b.call.patch(`/api/friends/requests/${id}`).send({ status: "accepted" })).status).toBe(200);
}

async function spurq(from: SyncedUser, to: SyncedUser, articleId: string, highlightId: string | null) {
  const response = await from.call
    .post("/api/spurqs")
    .send({ recipientId: to.uid, articleId, highlightId, question: "What would you keep?" });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return String(response.body.id);
}

async function chat(creator: SyncedUser, members: SyncedUser[]): Promise<string> {
  const response = await creator.call
    .post("/api/group-chats")
    .send({ name: uniqueName("club"), memberIds: members.map((m) => m.uid) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return String(response.body.id);
}

const say = async (user: SyncedUser, chatId: string, content: string) =>
  expect((await user.call.post(`/api/group-chats/${chatId}/messages`).send({ content })).status).toBe(201);

/**
 * What friends and others do to the user while `deletion` runs, until it settles (each at most
 * `rounds` times): the friend asks them about her article, a stranger sends them a friend request
 * (withdrawn and sent again), and the person they asked accepts by asking back.
 */
async function actMeanwhile(
  deletion: Promise<unknown>,
  x: SyncedUser,
  people: { friend: SyncedUser; stranger: SyncedUser; pending: SyncedUser; articleId: string },
  rounds = 25,
): Promise<Record<string, number[]>> {
  let settled = false;
  const done = Promise.resolve(deletion).finally(() => (settled = true));
  const statuses: Record<string, number[]> = { spurq: [], request: [], askBack: [] };
  const repeat = async (name: string, act: () => Promise<number>) => {
    for (let round = 0; round < rounds && !settled; round++) statuses[name]!.push(await act());
  };
  await Promise.all([
    repeat("spurq", async () => {
      const response = await people.friend.call
        .post("/api/spurqs")
        .send({ recipientId: x.uid, articleId: people.articleId, question: "Still there?" });
      return response.status;
    }),
    repeat("request", async () => {
      const response = await people.stranger.call.post("/api/friends/requests").send({ receiverId: x.uid });
      if (response.status === 201)
        await people.stranger.call.delete(`/api/friends/requests/${response.body.id}`);
      return response.status;
    }),
    repeat("askBack", async () => {
      const response = await people.pending.call.post("/api/friends/requests").send({ receiverId: x.uid });
      return response.status;
    }),
  ]);
  await done;
  return statuses;
}

/** A small PNG, as a person picks one. */
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();

/** Documents read per page of the sweep. */
const SWEEP_PAGE = 2000;

/**
 * Every document in the emulator whose path or data names `uid`, in every collection and
 * subcollection however deep: one kindless query over all descendants of the database (which
 * the Firestore REST API offers and the Admin SDK does not), paged by document name; and every
 * object in the files bucket whose name carries `uid`.
 */
async function documentsNaming(uid: string): Promise<string[]> {
  const root = `projects/${process.env.GCLOUD_PROJECT}/databases/(default)/documents`;
  const found: string[] = [];
  let after: string | undefined;
  for (;;) {
    const response = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${root}:runQuery`, {
      method: "POST",
      // The emulator's administrator token: rules do not apply, as for the Admin SDK.
      headers: { authorization: "Bearer owner", "content-type": "application/json" },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ allDescendants: true }],
          orderBy: [{ field: { fieldPath: "__name__" } }],
          ...(after ? { startAt: { values: [{ referenceValue: after }], before: false } } : {}),
          limit: SWEEP_PAGE,
        },
      }),
    });
    expect(response.status).toBe(200);
    const page = ((await response.json()) as Array<{ document?: { name: string } }>).flatMap((entry) =>
      entry.document ? [entry.document] : [],
    );
    for (const document of page) {
      if (JSON.stringify(document).includes(uid)) found.push(document.name.slice(root.length + 1));
    }
    // Cloud Storage too (its stand-in): an object whose name carries the uid (a job's file).
    if (page.length < SWEEP_PAGE)
      return [...found.sort(), ...(await objectsNaming(uid)).map((name) => `storage:${name}`)];
    after = page.at(-1)!.name;
  }
}

/** A user with one of every kind of data, made through the API, and the people around them. */
async function accountWithEverything() {
  const [inviter, friend, pending, asker, leaver] = await Promise.all([
    syncedUser("inviter"),
    syncedUser("friend"),
    syncedUser("pending"),
    syncedUser("asker"),
    syncedUser("leaver"),
  ]);
  // The user signed up through the inviter's invitation, which now names them as its user.
  const to = uniqueEmail("invited");
  expect((await inviter.call.post("/api/invitations").send({ channel: "email", to })).status).toBe(201);
  const mail = await db().collection("mail").where("to", "==", to).get();
  const code = /invite=([A-Za-z0-9_-]{32})/.exec(String(mail.docs[0]!.get("message.text")))![1];
  // With the invited address, proved: only then does the invitation make a friendship.
  const account = await signUpWithPassword(to);
  const signedUp = { ...account, idToken: await verifyEmail(account) };
  const username = uniqueName("doomed");
  const synced = await api(signedUp.idToken)
    .post("/api/auth/sync")
    .send({ displayName: username, isNewAccount: true, inviteCode: code });
  expect(synced.status).toBe(201);
  const x: SyncedUser = { ...signedUp, username, call: api(signedUp.idToken) };

  // One after another: each acceptance contends on the user's totals with the others.
  await befriend(x, friend);
  await befriend(asker, x);
  await befriend(x, leaver);
  // A request the user sent that is still pending, and one they received.
  expect((await x.call.post("/api/friends/requests").send({ receiverId: pending.uid })).status).toBe(201);
  const stranger = await syncedUser("stranger");
  expect((await stranger.call.post("/api/friends/requests").send({ receiverId: x.uid })).status).toBe(201);

  await x.call.patch("/api/user/preferences").send({ darkMode: true });
  const folderId = (await x.call.post("/api/folders").send({ name: "Coasts" })).body.id;
  const tagId = (await x.call.post("/api/tags").send({ name: "lamps" })).body.id;
  const own = await article(x, "Lighthouses");
  await x.call.patch(`/api/articles/${own}/folder`).send({ folderId });
  await x.call.put(`/api/articles/${own}/tags/${tagId}`);
  const ownHighlight = await highlight(x, own, "Lighthouses were kept");
  await comment(x, ownHighlight, "My own note.");

  // The friend's own article, with her highlight and her comment, shared with the user.
  const friendsArticle = await article(friend, "Keepers");
  const friendsHighlight = await highlight(friend, friendsArticle, "the lamp was lit");
  const friendsComment = await comment(friend, friendsHighlight, "Every night.");
  const incoming = await spurq(friend, x, friendsArticle, friendsHighlight);
  // The user's notes on it: a highlight (which the friend answers) and a comment on hers.
  const xOnFriends = await highlight(x, friendsArticle, "edge of the sea");
  await comment(friend, xOnFriends, "Yes, the edge.");
  await comment(x, friendsHighlight, "And trimmed.");
  expect((await x.call.post(`/api/spurqs/${incoming}/replies`).send({ text: "The lamp." })).status).toBe(201);
  // The user's spurq to the friend, unread, answered; the friend now reads the user's article.
  const outgoing = await spurq(x, friend, own, ownHighlight);
  expect(
    (await friend.call.post(`/api/spurqs/${outgoing}/replies`).send({ text: "The keepers." })).status,
  ).toBe(201);
  await friend.call.post(`/api/spurqs/${outgoing}/unread`);
  await highlight(friend, own, "families who lived");
  // The asker reads the user's article too and gets a question of the day about it.
  await spurq(x, asker, own, ownHighlight);
  expect((await asker.call.get("/api/daily-question")).status).toBe(200);
  const question = (await x.call.get("/api/daily-question")).body;
  if (question?.id) await x.call.post("/api/daily-question/dismiss").send({ questionId: question.id });

  // Chats: one that goes on without the user (whose message was the last), and one whose other
  // member deleted their account first, so the user is its last member.
  const club = await chat(x, [friend, asker]);
  await say(x, club, "Hello keepers.");
  await say(friend, club, "Hello!");
  await say(x, club, "Goodbye.");
  const pair = await chat(x, [leaver]);
  await say(leaver, pair, "Just us.");
  await deleteAccountToTheEnd(leaver);

  const phone = uniquePhone();
  const consent = { phoneNumber: phone, hasConsent: true, consentSource: "sharing_dialog" };
  expect((await x.call.post("/api/sms-consent").send(consent)).status).toBe(200);
  expect(
    (await x.call.post("/api/share/article/sms").send({ articleId: own, recipientPhone: phone })).status,
  ).toBe(201);
  expect(
    (await x.call.post("/api/invitations").send({ channel: "email", to: uniqueEmail("guest") })).status,
  ).toBe(201);
  const feedback = {
    type: "bug",
    subject: "The lamp flickers",
    description: "When I open an article, the lamp icon flickers twice.",
  };
  expect((await x.call.post("/api/feedback").send(feedback)).status).toBe(201);
  const avatar = await x.call.post("/api/user/avatar").attach("file", await png(), "me.png");
  expect(avatar.status, JSON.stringify(avatar.body)).toBe(200);

  // An admin's request on the user's behalf leaves an audit entry naming them.
  const admin = await signUpWithPassword();
  await api(admin.idToken)
    .post("/api/auth/sync")
    .send({ displayName: uniqueName("admin"), isNewAccount: true });
  const adminToken = await makeAdmin(admin);
  expect((await api(adminToken).get("/api/articles/my").set("X-Firebase-Uid", x.uid)).status).toBe(200);

  // Statistics, as the scheduled roll-up makes them from the user's days (rolled here alone: a
  // run over the whole shared emulator would take in every other test's days too).
  const days = await db().collection("users").doc(x.uid).collection("days").get();
  await rollDays(days.docs as never);
  expect((await db().collection("users").doc(x.uid).collection("statistics").get()).size).toBeGreaterThan(0);

  return {
    x,
    friend,
    asker,
    inviter,
    pending,
    stranger,
    friendsArticle,
    friendsHighlight,
    friendsComment,
    club,
    pair,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("DELETE /api/user", () => {
  it(
    "when the username confirms it, then no document anywhere names the user, and friends keep their own",
    { timeout: 120_000 },
    async () => {
      const world = await accountWithEverything();
      const { x, friend } = world;
      const before = await documentsNaming(x.uid);
      for (const place of [
        "users/",
        "articles/",
        "highlights/",
        "spurqs/",
        "avatars/",
        "feedback/",
        "auditLog/",
      ]) {
        expect(
          before.some((path) => path.startsWith(place)),
          place,
        ).toBe(true);
      }
      expect((await friend.call.get("/api/spurqs/unread-count")).body).toMatchObject({ count: 1 });
      const friendsLedger = () => db().collection("users").doc(friend.uid).collection("activity").get();
      expect((await friendsLedger()).docs.some((doc) => doc.get("context") === x.username)).toBe(true);

      // Friends keep asking the user, sending requests and accepting theirs while the account goes.
      const latecomer = await syncedUser("latecomer");
      const asked = await remove(x);
      expect(asked.status, JSON.stringify(asked.body)).toBe(202);
      expect(asked.body).toMatchObject({ kind: "accountDeletion", state: "queued", done: 0 });
      const deletion = untilJobEnds(asked.body.id, { untilGone: true });
      const meanwhile = await actMeanwhile(deletion, x, {
        friend,
        stranger: latecomer,
        pending: world.pending,
        articleId: world.friendsArticle,
      });
      // The job's document goes last, once the sign-in account has gone.
      expect(await deletion).toBeUndefined();
      expect(meanwhile.spurq!.length).toBeGreaterThan(0);

      expect(await documentsNaming(x.uid)).toEqual([]);
      // The username copied into the friend's activity entries went with it.
      expect(
        (await friendsLedger()).docs.filter((doc) => JSON.stringify(doc.data()).includes(x.username)),
      ).toEqual([]);
      await expect(signIn(x)).rejects.toThrow(/EMAIL_NOT_FOUND|USER_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
      expect((await x.call.get("/api/auth/user")).status).toBe(401);

      // The friend's article keeps her highlight and her own comment, with counts to match.
      const kept = await friend.call.get(`/api/articles/${world.friendsArticle}`);
      expect(kept.status).toBe(200);
      expect(kept.body.highlights.map((h: { id: string }) => h.id)).toEqual([world.friendsHighlight]);
      expect(kept.body.comments.map((c: { id: string }) => c.id)).toEqual([world.friendsComment]);
      expect(kept.body).toMatchObject({
        highlightCount: 1,
        commentCount: 1,
        firstHighlightText: "the lamp was lit",
      });
      // Her friends, her badge, her chat.
      expect((await friend.call.get("/api/friends")).body.items).toEqual([]);
      expect((await db().collection("users").doc(friend.uid).get()).get("friendCount")).toBe(0);
      expect((await db().collection("users").doc(world.pending.uid).get()).get("friendCount") ?? 0).toBe(0);
      expect((await friend.call.get("/api/spurqs/unread-count")).body).toMatchObject({ count: 0 });
      const club = await friend.call.get(`/api/group-chats/${world.club}`);
      expect(club.body).toMatchObject({ memberCount: 2, lastMessage: { content: "Hello!" } });
      const members = await friend.call.get(`/api/group-chats/${world.club}/members`);
      expect(members.body.items.map((m: { id: string }) => m.id).sort()).toEqual(
        [friend.uid, world.asker.uid].sort(),
      );
      expect((await db().collection("groupChats").doc(world.pair).get()).exists).toBe(false);
      // The invitation the user signed up through stays used.
      const used = await db().collection("invitations").where("inviterId", "==", world.inviter.uid).get();
      expect(used.docs.map((doc) => doc.get("usedBy"))).toEqual(["deleted-account"]);
      expect((await world.pending.call.get("/api/friends/requests/incoming")).body.items).toEqual([]);
      expect((await world.stranger.call.get("/api/friends/requests/outgoing")).body.items).toEqual([]);
    },
  );

  it("when the confirmation is not the username exactly, then 400 and nothing is deleted", async () => {
    const user = await syncedUser("careful");
    const articleId = await article(user, "Still here");
    for (const confirm of [user.username.toUpperCase(), ` ${user.username}`, "", 7]) {
      const response = await remove(user, confirm);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/^confirm: /);
    }
    expect((await remove(user, user.username.toUpperCase())).body.error).toBe(
      `confirm: ${DELETE_ACCOUNT_CONFIRM_MESSAGE}`,
    );
    expect((await user.call.delete("/api/user").send({})).status).toBe(400);
    expect((await user.call.delete("/api/user").send({ confirm: user.username, extra: 1 })).status).toBe(400);
    expect((await user.call.get(`/api/articles/${articleId}`)).status).toBe(200);
    expect((await user.call.get("/api/auth/user")).body.username).toBe(user.username);
  });

  it("when another user types this user's username, then 400 and both accounts stay", async () => {
    const [owner, other] = await Promise.all([syncedUser("owner"), syncedUser("other")]);
    await article(owner, "Mine");
    expect((await remove(other, owner.username)).status).toBe(400);
    expect((await owner.call.get("/api/articles/my")).body.items).toHaveLength(1);
    expect((await other.call.get("/api/auth/user")).status).toBe(200);
  });

  it("when an admin acts as the user, then 403 and nothing is deleted", async () => {
    const [user, admin] = await Promise.all([syncedUser("target"), syncedUser("admin")]);
    const adminToken = await makeAdmin(admin);
    const response = await api(adminToken)
      .delete("/api/user")
      .set("X-Firebase-Uid", user.uid)
      .send({ confirm: user.username });
    expect(response.status).toBe(403);
    expect((await user.call.get("/api/auth/user")).status).toBe(200);
  });

  it(
    "when a slice fails, then the task is retried and finishes; failing on its last attempt, the job ends failed and asking again finishes it",
    { timeout: 90_000 },
    async () => {
      const [user, friend] = await Promise.all([syncedUser("halfway"), syncedUser("mate")]);
      await befriend(user, friend);
      const articleId = await article(user, "Half");
      const chatId = await chat(user, [friend]);
      await say(user, chatId, "Before the stop.");
      // Driven in process, one short slice per task: a step fails while the user leaves their chats.
      const runners = { accountDeletion: { ...accountDeletionRunner, sliceSeconds: 0 } };
      const queue = new HeldQueue();
      await startAccountDeletion(user.uid);
      const job = await startJob(runners.accountDeletion, user.uid, { email: user.email }, { queue });
      const chats = OWNED_DATA.find((data) => data.name === "groupChats.memberIds")!;
      const failing = vi.spyOn(chats, "deleteBatch").mockRejectedValue(new Error("instance stopped"));
      let task = queue.tasks.shift()!;
      for (; !(await failsAt(task)); task = queue.tasks.shift()!)
        await runJobTask(runners, task, { retryCount: 0 }, queue);
      // Everything before the failing step is gone; the account is still there to ask again.
      expect((await db().collection("articles").doc(articleId).get()).exists).toBe(false);
      expect((await friend.call.get("/api/friends")).body.items).toEqual([]);
      expect((await user.call.get("/api/auth/user")).body.username).toBe(user.username);
      // A retry that fails again is retried (the task throws) until the last attempt ends the job.
      await expect(runJobTask(runners, task, { retryCount: 1 }, queue)).rejects.toThrow("instance stopped");
      await runJobTask(runners, task, { retryCount: 4 }, queue);
      const failed = (await db().collection("jobs").doc(job.id).get()).data()!;
      expect(failed).toMatchObject({
        state: "failed",
        error: "Your account could not be deleted completely. Please try again.",
      });
      expect((await user.call.get(`/api/jobs/${job.id}`)).body).toMatchObject({ state: "failed" });
      expect((await db().collection("usernames").doc(user.username.toLowerCase()).get()).exists).toBe(true);
      failing.mockRestore();

      // The person asks again (signed in afresh): the deletion runs on the task queue to its end.
      const token = await signIn(user);
      const again = await api(token).delete("/api/user").send({ confirm: user.username });
      expect(again.status).toBe(202);
      expect(again.body).toMatchObject({ id: job.id, state: "queued" });
      expect(await untilJobEnds(job.id, { untilGone: true })).toBeUndefined();
      expect(await documentsNaming(user.uid)).toEqual([]);
      expect((await friend.call.get(`/api/group-chats/${chatId}`)).body).toMatchObject({
        memberCount: 1,
        lastMessage: null,
      });

      /** True when the task's slice is at the failing step (its cursor says so). */
      async function failsAt(next: typeof task): Promise<boolean> {
        const cursor = (await db().collection("jobs").doc(next.id).get()).get("cursor") as {
          step: number;
        } | null;
        return cursor !== null && DELETION_ORDER[cursor.step] === chats;
      }
    },
  );

  it(
    "when a deletion was marked and then stopped, then sign-in, the account's writes and requests to it are refused until it is finished",
    { timeout: 60_000 },
    async () => {
      const [user, friend, stranger] = await Promise.all([
        syncedUser("marked"),
        syncedUser("mate"),
        syncedUser("stranger"),
      ]);
      await befriend(user, friend);
      const articleId = await article(user, "Marked");
      // The instance stops right after the mark, before the job is started.
      await startAccountDeletion(user.uid);
      expect((await db().collection("users").doc(user.uid).get()).get("deletingAt")).toBeDefined();
      expect((await db().collection("articles").doc(articleId).get()).exists).toBe(true);

      const gone = { error: "This account is being deleted.", code: "ACCOUNT_GONE" };
      const refused = [
        await user.call.post("/api/auth/sync").send({}),
        await user.call.post("/api/articles").send({ title: "After", content: TEXT }),
        await user.call.patch("/api/user/preferences").send({ darkMode: true }),
        await user.call.post("/api/friends/requests").send({ receiverId: stranger.uid }),
      ];
      expect(refused.map((response) => [response.status, response.body])).toEqual(
        refused.map(() => [403, gone]),
      );
      const request = await stranger.call.post("/api/friends/requests").send({ receiverId: user.uid });
      expect(request.status).toBe(404);
      const requests = await db().collection("friendRequests").where("receiverId", "==", user.uid).get();
      expect(requests.size).toBe(0);
      // The friendship is still there (nothing went yet), but the friend can ask them nothing more.
      const friendsArticle = await article(friend, "Still asking");
      const asked = await friend.call
        .post("/api/spurqs")
        .send({ recipientId: user.uid, articleId: friendsArticle, question: "Still there?" });
      expect(asked.status).toBe(404);
      expect((await db().collection("spurqs").where("recipientId", "==", user.uid).get()).size).toBe(0);
      // Reads still answer, so the person can see their account and ask again.
      expect((await user.call.get("/api/auth/user")).body.username).toBe(user.username);
      expect((await user.call.get("/api/articles/my")).body.items).toHaveLength(1);

      await deleteAccountToTheEnd({ ...user, call: api(await signIn(user)) });
      expect(await documentsNaming(user.uid)).toEqual([]);
      expect((await db().collection("users").doc(friend.uid).get()).get("friendCount")).toBe(0);
    },
  );

  it(
    "when two deletions of one account run at once beside its friends' own actions, then each friend's count and badge drop once",
    { timeout: 90_000 },
    async () => {
      const [x, reader, leaver] = await Promise.all([
        syncedUser("twice"),
        syncedUser("reader"),
        syncedUser("leaver"),
      ]);
      await befriend(x, reader);
      await befriend(x, leaver);
      await befriend(reader, leaver);
      const own = await article(x, "Twice");
      const theirs = await article(reader, "Theirs");
      const toReader = await spurq(x, reader, own, null);
      await spurq(x, leaver, own, null);
      await spurq(reader, leaver, theirs, null);
      const count = async (user: SyncedUser) =>
        (await db().collection("users").doc(user.uid).get()).get("friendCount") as number;
      const badge = async (user: SyncedUser) =>
        (await user.call.get("/api/spurqs/unread-count")).body.count as number;
      expect([await count(reader), await count(leaver)]).toEqual([2, 2]);
      expect([await badge(reader), await badge(leaver)]).toEqual([1, 2]);

      // Two deletions at once (a second click), the reader reading the user's spurq and the
      // leaver unfriending the user meanwhile.
      const [first, second, read, unfriend] = await Promise.all([
        remove(x),
        remove(x),
        reader.call.post(`/api/spurqs/${toReader}/read`),
        leaver.call.delete(`/api/friends/${x.uid}`),
      ]);
      // Both are the one job (one of them may come after it ended: then the account is gone).
      const accepted = [first, second].filter((response) => response.status === 202);
      expect(accepted.length).toBeGreaterThan(0);
      for (const response of [first, second]) expect([202, 404]).toContain(response.status);
      expect(new Set(accepted.map((response) => response.body.id)).size).toBe(1);
      expect([200, 204, 404]).toContain(read.status);
      expect([204, 404]).toContain(unfriend.status);
      expect(await untilJobEnds(accepted[0]!.body.id, { untilGone: true })).toBeUndefined();

      expect([await count(reader), await count(leaver)]).toEqual([1, 1]);
      expect([await badge(reader), await badge(leaver)]).toEqual([0, 1]);
      expect(await documentsNaming(x.uid)).toEqual([]);
    },
  );
});

describe("a deleted account's ID token", () => {
  it(
    "when it is still valid, then every write is refused, the sync makes no record, and nothing names the uid",
    { timeout: 60_000 },
    async () => {
      const user = await syncedUser("ghost");
      await article(user, "Before");
      await deleteAccountToTheEnd(user);
      expect(await documentsNaming(user.uid)).toEqual([]);

      // In production the token passes plain verification for up to an hour after the deletion.
      const restore = verifyTokensAsProductionDoes();
      try {
        expect((await user.call.get("/api/articles/my")).status).toBe(200);
        // The routes that ask Firebase Authentication first (the record's creation among them).
        const freshOnly = [
          "post /api/auth/sync",
          "post /api/auth/fix-current-uid",
          "post /api/auth/extension-token",
          "post /api/auth/extension-app-check",
          "delete /api/user/",
        ];
        const results = [];
        for (const route of appRoutes()) {
          const path = route.path.replace(/:\w+/g, "x");
          const call = user.call[route.method as "get" | "post" | "put" | "patch" | "delete"];
          const response = await call(path).send({});
          if (route.method === "get") continue;
          const name = `${route.method} ${route.path}`;
          results.push({ name, status: response.status, code: response.body.code });
        }
        expect(results.length).toBeGreaterThan(30);
        expect(results).toEqual(
          results.map(({ name }) =>
            freshOnly.includes(name)
              ? { name, status: 401, code: undefined }
              : { name, status: 403, code: "ACCOUNT_GONE" },
          ),
        );
      } finally {
        restore();
      }
      expect(await documentsNaming(user.uid)).toEqual([]);
    },
  );
});
