// GET/PATCH /api/user/preferences and /api/user/notifications.
import { beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { signUpWithPassword, uniqueName, type TestUser } from "../helpers/auth-emulator";

let user: TestUser;
beforeEach(async () => {
  user = await signUpWithPassword();
  await api(user.idToken).post("/api/auth/sync").send({ displayName: uniqueName(), isNewAccount: true });
});

describe("preferences", () => {
  // The defaults of docs/product-spec.md §3 (User preferences).
  it("when nothing was saved, then the defaults come back", async () => {
    const response = await api(user.idToken).get(`/api/user/preferences?firebaseUid=${user.uid}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      darkMode: false,
      displayDensity: "default",
      fontSize: "default",
      language: "english",
      firstRunDismissed: false,
      sampleArticleId: null,
    });
  });

  it("when some fields change, then only those change and the whole set comes back", async () => {
    const patched = await api(user.idToken)
      .patch("/api/user/preferences")
      .send({ darkMode: true, language: "japanese", firebaseUid: user.uid });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      darkMode: true,
      displayDensity: "default",
      fontSize: "default",
      language: "japanese",
      firstRunDismissed: false,
      sampleArticleId: null,
    });
    await api(user.idToken)
      .patch("/api/user/preferences")
      .send({ displayDensity: "compact", fontSize: "x-large" });
    expect((await api(user.idToken).get("/api/user/preferences")).body).toEqual({
      darkMode: true,
      displayDensity: "compact",
      fontSize: "x-large",
      language: "japanese",
      firstRunDismissed: false,
      sampleArticleId: null,
    });
  });

  it("when a value is not allowed, then 400 names the field and nothing changes", async () => {
    const bad = [
      { darkMode: "yes" },
      { displayDensity: "tiny" },
      { fontSize: "huge" },
      { language: "klingon" },
      { darkMode: true, theme: "neon" },
      {},
      { language: null },
      { firstRunDismissed: "yes" },
      { sampleArticleId: "" },
      { sampleArticleId: 42 },
    ];
    for (const body of bad) {
      const response = await api(user.idToken).patch("/api/user/preferences").send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof response.body.error).toBe("string");
    }
    const invalidField = await api(user.idToken).patch("/api/user/preferences").send({ fontSize: "huge" });
    expect(invalidField.body.field).toBe("fontSize");
    expect((await api(user.idToken).get("/api/user/preferences")).body.darkMode).toBe(false);
  });

  // Home's first-run checklist: its dismissal and its sample article live with the reader, so
  // every device and every reload sees the same.
  it("when the first-run checklist is dismissed and its sample saved, then both stay, apart from appearance", async () => {
    const sample = await api(user.idToken)
      .post("/api/articles")
      .send({ title: "A sample", content: "A passage to highlight." });
    expect(sample.status).toBe(201);
    const patched = await api(user.idToken)
      .patch("/api/user/preferences")
      .send({ firstRunDismissed: true, sampleArticleId: sample.body.id });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ firstRunDismissed: true, sampleArticleId: sample.body.id });
    // An appearance save (all four of its fields) leaves them as they are.
    await api(user.idToken)
      .patch("/api/user/preferences")
      .send({ darkMode: true, displayDensity: "compact", fontSize: "large", language: "french" });
    expect((await api(user.idToken).get("/api/user/preferences")).body).toEqual({
      darkMode: true,
      displayDensity: "compact",
      fontSize: "large",
      language: "french",
      firstRunDismissed: true,
      sampleArticleId: sample.body.id,
    });
    const bad = await api(user.idToken).patch("/api/user/preferences").send({ sampleArticleId: "" });
    expect([bad.status, bad.body.field, bad.body.error]).toEqual([
      400,
      "sampleArticleId",
      "sampleArticleId: Give the sample article's id, or null.",
    ]);
  });

  it("when the user was never synced, then 404 for reading and 403 for a change (no account may write)", async () => {
    const stranger = await signUpWithPassword();
    expect((await api(stranger.idToken).get("/api/user/preferences")).status).toBe(404);
    const change = await api(stranger.idToken).patch("/api/user/preferences").send({ darkMode: true });
    expect([change.status, change.body.code]).toEqual([403, "ACCOUNT_GONE"]);
  });
});

describe("notification settings", () => {
  // The defaults of docs/product-spec.md §3 (Notification settings).
  it("when nothing was saved, then the defaults come back, quote and contributors on", async () => {
    const response = await api(user.idToken).get("/api/user/notifications");
    expect(response.body).toEqual({
      notifyArticleComments: true,
      notifyHighlights: true,
      notifyFriendRequests: true,
      notifySpurqs: true,
      notifyNewsletter: false,
      notifyDailyQuote: true,
      notifyWeeklyContributors: true,
    });
  });

  it("when flags change, then they stay changed and the others keep their defaults", async () => {
    const patched = await api(user.idToken)
      .patch("/api/user/notifications")
      .send({ notifyDailyQuote: false, notifyNewsletter: true });
    expect(patched.status).toBe(200);
    const response = await api(user.idToken).get("/api/user/notifications");
    expect(response.body).toMatchObject({
      notifyDailyQuote: false,
      notifyNewsletter: true,
      notifySpurqs: true,
    });
  });

  it("when a flag is not a boolean or unknown, then 400 and nothing changes", async () => {
    for (const body of [{ notifySpurqs: "false" }, { notifyEverything: true }, {}, { notifyHighlights: 0 }]) {
      const response = await api(user.idToken).patch("/api/user/notifications").send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api(user.idToken).get("/api/user/notifications")).body.notifySpurqs).toBe(true);
  });
});
