// Routes that destroy data or send messages re-check the token against the account: a token whose
// account was disabled, or whose refresh tokens were revoked, since it was issued gets 401, though
// it stays valid elsewhere for up to an hour. The emulator is made to verify as
// production does, so only the routes' own check can refuse these tokens (see the helper).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getFirestore } from "firebase-admin/firestore";
import { api } from "../helpers/api";
import { adminAuthForTests, makeAdmin, signIn } from "../helpers/auth-emulator";
import { verifyTokensAsProductionDoes } from "../helpers/production-token-checks";
import { appRoutes } from "../helpers/routes";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { plainPng } from "../helpers/images";
import { requireFreshToken } from "../../src/middleware/authenticate";

const PHONE = "+12025550177";

interface Owned {
  user: SyncedUser;
  articleId: string;
  trashedId: string;
  highlightId: string;
  commentId: string;
  folderId: string;
  tagId: string;
  /** A friend's uid and a pending friend request the user sent. */
  friendId: string;
  requestId: string;
  /** A group chat of the user and that friend. */
  chatId: string;
}

/** A user with one of everything the guarded routes could destroy, and consent to text PHONE. */
async function ownerWithData(): Promise<Owned> {
  const user = await syncedUser("guarded");
  const text = "Lanterns were lit along the quay before the fishing boats came home.";
  const create = (title: string) =>
    user.call
      .post("/api/articles")
      .send({ title, content: text })
      .then((r) => String(r.body.id));
  const [articleId, trashedId] = await Promise.all([create("Quay"), create("Old")]);
  expect((await user.call.delete(`/api/articles/${trashedId}`)).status).toBe(204);
  const highlightId = (
    await user.call
      .post("/api/highlights")
      .send({ articleId, text: "Lanterns", startOffset: 0, endOffset: 8 })
  ).body.id;
  const commentId = (await user.call.post("/api/comments").send({ highlightId, text: "Warm light." })).body
    .id;
  const folderId = (await user.call.post("/api/folders").send({ name: "Harbours" })).body.id;
  const tagId = (await user.call.post("/api/tags").send({ name: "sea" })).body.id;
  expect((await user.call.put(`/api/articles/${articleId}/tags/${tagId}`)).status).toBe(200);
  const consent = { phoneNumber: PHONE, hasConsent: true, consentSource: "sharing_dialog" };
  expect((await user.call.post("/api/sms-consent").send(consent)).status).toBe(200);
  const [friend, asked] = await Promise.all([syncedUser("friend"), syncedUser("asked")]);
  const friendshipId = (await user.call.post("/api/friends/requests").send({ receiverId: friend.uid })).body
    .id;
  await friend.call.patch(`/api/friends/requests/${friendshipId}`).send({ status: "accepted" });
  const requestId = (await user.call.post("/api/friends/requests").send({ receiverId: asked.uid })).body.id;
  const chatId = (await user.call.post("/api/group-chats").send({ name: "Quay", memberIds: [friend.uid] }))
    .body.id;
  const picture = await user.call
    .post("/api/user/avatar")
    .attach("file", await plainPng(), { filename: "me.png", contentType: "image/png" });
  expect(picture.status).toBe(200);
  return {
    user,
    articleId,
    trashedId,
    highlightId,
    commentId,
    folderId,
    tagId,
    friendId: friend.uid,
    requestId,
    chatId,
  };
}

/** Each guarded route with a request that would succeed for a live account. */
function guardedRequests(o: Owned) {
  const call = api(o.user.idToken);
  return [
    ["delete /api/articles/:id", () => call.delete(`/api/articles/${o.articleId}`)],
    ["delete /api/articles/:id/permanent", () => call.delete(`/api/articles/${o.trashedId}/permanent`)],
    [
      "delete /api/articles/:id/readers/:uid",
      () => call.delete(`/api/articles/${o.articleId}/readers/${o.friendId}`),
    ],
    [
      "delete /api/articles/:id/tags/:tagId",
      () => call.delete(`/api/articles/${o.articleId}/tags/${o.tagId}`),
    ],
    ["delete /api/folders/:id", () => call.delete(`/api/folders/${o.folderId}`)],
    ["delete /api/tags/:id", () => call.delete(`/api/tags/${o.tagId}`)],
    ["delete /api/highlights/:id", () => call.delete(`/api/highlights/${o.highlightId}`)],
    ["delete /api/comments/:id", () => call.delete(`/api/comments/${o.commentId}`)],
    ["delete /api/friends/:id", () => call.delete(`/api/friends/${o.friendId}`)],
    ["delete /api/friends/requests/:id", () => call.delete(`/api/friends/requests/${o.requestId}`)],
    ["delete /api/group-chats/:id/members/me", () => call.delete(`/api/group-chats/${o.chatId}/members/me`)],
    [
      "post /api/sms-consent/",
      () => call.post("/api/sms-consent").send({ phoneNumber: PHONE, hasConsent: false }),
    ],
    [
      "post /api/share/article/sms",
      () => call.post("/api/share/article/sms").send({ articleId: o.articleId, recipientPhone: PHONE }),
    ],
    [
      "post /api/share/highlight/sms",
      () => call.post("/api/share/highlight/sms").send({ highlightId: o.highlightId, recipientPhone: PHONE }),
    ],
    ["post /api/invitations/", () => call.post("/api/invitations").send({ channel: "sms", to: PHONE })],
    ["delete /api/user/avatar", () => call.delete("/api/user/avatar")],
    ["delete /api/user/", () => call.delete("/api/user").send({ confirm: o.user.username })],
    [
      "post /api/auth/fix-current-uid",
      () => call.post("/api/auth/fix-current-uid").send({ email: o.user.email, newFirebaseUid: o.user.uid }),
    ],
    ["get /api/statistics/platform", () => call.get("/api/statistics/platform")],
    [
      "post /api/articles/from-page",
      () =>
        call
          .post("/api/articles/from-page")
          .send({ url: "https://example.com/kept-session", html: "<p>A page saved by the extension.</p>" }),
    ],
    ["post /api/auth/extension-token", () => call.post("/api/auth/extension-token").send({})],
    ["post /api/auth/extension-app-check", () => call.post("/api/auth/extension-app-check").send({})],
  ] as const;
}

/** Everything the guarded requests would have changed, read back with a live token. */
async function expectNothingChanged(o: Owned, token: string) {
  const call = api(token);
  const article = await call.get(`/api/articles/${o.articleId}`);
  expect(article.status).toBe(200);
  expect(article.body).toMatchObject({ deletedAt: null, tagIds: [o.tagId] });
  expect(article.body.highlights.map((h: { id: string }) => h.id)).toEqual([o.highlightId]);
  expect(article.body.comments.map((c: { id: string }) => c.id)).toEqual([o.commentId]);
  const trashed = await call.get(`/api/articles/${o.trashedId}`);
  expect(trashed.status).toBe(200);
  expect(trashed.body.deletedAt).toMatch(/^\d{4}-/);
  expect((await call.get("/api/folders")).body.map((f: { id: string }) => f.id)).toEqual([o.folderId]);
  expect((await call.get("/api/tags")).body.map((t: { id: string }) => t.id)).toEqual([o.tagId]);
  expect((await call.get(`/api/sms-consent?phoneNumber=${encodeURIComponent(PHONE)}`)).body.hasConsent).toBe(
    true,
  );
  expect((await call.get("/api/friends")).body.items.map((f: { id: string }) => f.id)).toEqual([o.friendId]);
  expect(
    (await call.get("/api/friends/requests/outgoing")).body.items.map((r: { id: string }) => r.id),
  ).toEqual([o.requestId]);
  expect((await call.get(`/api/group-chats/${o.chatId}`)).body.memberCount).toBe(2);
  const sent = await getFirestore().collection("smsMessages").where("userId", "==", o.user.uid).get();
  expect(sent.size).toBe(0);
  const invited = await getFirestore().collection("invitations").where("inviterId", "==", o.user.uid).get();
  expect(invited.size).toBe(0);
  expect((await call.get("/api/auth/user")).body.avatar).toMatch(/^\/api\/avatars\//);
  expect((await getFirestore().collection("avatars").doc(o.user.uid).get()).exists).toBe(true);
}

let restoreVerification: () => void;
beforeAll(() => {
  restoreVerification = verifyTokensAsProductionDoes();
});
afterAll(() => restoreVerification());

describe("the platform statistics, an admin's view", () => {
  it("when an admin's refresh tokens were revoked, then their older token gets 401 there and a fresh one 200", async () => {
    const admin = await syncedUser("revoked-admin");
    const token = await makeAdmin(admin);
    expect((await api(token).get("/api/statistics/platform")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuthForTests().revokeRefreshTokens(admin.uid);
    expect((await api(token).get("/api/auth/user")).status).toBe(200);
    expect((await api(token).get("/api/statistics/platform")).status).toBe(401);
    expect((await api(await signIn(admin)).get("/api/statistics/platform")).status).toBe(200);
  });
});

describe("routes that need a fresh token", () => {
  it("when the app's routes are walked, then every DELETE, SMS, consent, invitation and account-repair route requires a fresh token", () => {
    const sensitive = appRoutes().filter(
      (route) =>
        route.method === "delete" ||
        /\/sms$|^\/api\/sms-consent\/$|^\/api\/auth\/fix-current-uid$|^\/api\/invitations\/$/.test(
          route.path,
        ),
    );
    const unguarded = sensitive.filter(
      (route) => route.method !== "get" && !route.handlers.includes(requireFreshToken),
    );
    expect(unguarded.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    // The 401 tests below call each of them: a new sensitive route must join that list.
    const tested = guardedRequests({ user: {} } as Owned).map(([name]) => name);
    const guarded = appRoutes()
      .filter((route) => route.handlers.includes(requireFreshToken))
      .map(({ method, path }) => `${method} ${path}`);
    expect(guarded.sort()).toEqual([...tested].sort());
  });

  it("when a disabled account's token calls each of them, then 401 and nothing changes", async () => {
    const owned = await ownerWithData();
    await adminAuthForTests().updateUser(owned.user.uid, { disabled: true });
    // A plain route still admits the token, as production's verification would: the 401s below
    // come from the routes' own check, not from the emulator.
    expect((await api(owned.user.idToken).get("/api/articles/my")).status).toBe(200);
    for (const [name, send] of guardedRequests(owned)) {
      const response = await send();
      expect({ name, status: response.status, body: response.body }).toEqual({
        name,
        status: 401,
        body: { error: "Unauthorized" },
      });
    }
    await adminAuthForTests().updateUser(owned.user.uid, { disabled: false });
    await expectNothingChanged(owned, await signIn(owned.user));
  });

  it("when an account's refresh tokens were revoked, then its older token gets 401 on each of them", async () => {
    const owned = await ownerWithData();
    // Revocation is checked against the token's auth_time, which has one-second resolution.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuthForTests().revokeRefreshTokens(owned.user.uid);
    expect((await api(owned.user.idToken).get("/api/articles/my")).status).toBe(200);
    for (const [name, send] of guardedRequests(owned)) {
      expect({ name, status: (await send()).status }).toEqual({ name, status: 401 });
    }
    await expectNothingChanged(owned, await signIn(owned.user));
  });
});
