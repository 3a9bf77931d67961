// POST /api/feedback: validated with the form's rules (both limits
// inclusive), stored for operators with who sent it and from where, at most ten a day per user.
import { describe, expect, it } from "vitest";
import { getFirestore } from "firebase-admin/firestore";
import { api } from "../helpers/api";
import { syncedUser } from "../helpers/users";
import { moveOwnedData } from "../../src/modules/account/owned-data";

const feedbackOf = (uid: string) => getFirestore().collection("feedback").where("userId", "==", uid).get();

const valid = {
  type: "bug",
  subject: "Highlights vanish",
  description: "After reloading an article, my yellow highlights are gone.",
};

describe("sending feedback", () => {
  it("when a user sends feedback, then 201 with its id and the stored record names the user, version, page and browser", async () => {
    const user = await syncedUser("critic");
    const response = await user.call
      .post("/api/feedback")
      .set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0")
      .send({ ...valid, email: "answer-me@example.com", appVersion: "1.4.2", page: "/articles/abc" });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(Object.keys(response.body)).toEqual(["id"]);

    const stored = await getFirestore().collection("feedback").doc(response.body.id).get();
    const { createdAt, ...rest } = stored.data()!;
    expect(rest).toEqual({
      userId: user.uid,
      username: user.username,
      email: "answer-me@example.com",
      type: "bug",
      subject: valid.subject,
      description: valid.description,
      appVersion: "1.4.2",
      page: "/articles/abc",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0",
      status: "new",
    });
    expect(Math.abs(createdAt.toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it("when no e-mail (or an empty one) and no type are given, then the account's e-mail and the type 'feedback' are stored", async () => {
    const user = await syncedUser("quiet");
    for (const body of [
      { subject: valid.subject, description: valid.description },
      { subject: valid.subject, description: valid.description, email: "" },
    ]) {
      const response = await user.call.post("/api/feedback").send(body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const stored = await getFirestore().collection("feedback").doc(response.body.id).get();
      expect(stored.data()).toMatchObject({
        email: user.email,
        type: "feedback",
        appVersion: null,
        page: null,
      });
    }
  });

  it("when subject and description are exactly at their limits (5/100 and 20/1000), then each is accepted", async () => {
    const user = await syncedUser("edges");
    const edges: Array<[string, string]> = [
      ["a".repeat(5), "b".repeat(20)],
      ["a".repeat(100), "b".repeat(1000)],
    ];
    for (const [subject, description] of edges) {
      const response = await user.call.post("/api/feedback").send({ type: "feature", subject, description });
      expect(response.status, `${subject.length}/${description.length}`).toBe(201);
      const stored = await getFirestore().collection("feedback").doc(response.body.id).get();
      expect(stored.get("subject")).toBe(subject);
      expect(stored.get("description")).toBe(description);
    }
  });

  it("when a field is invalid, then 400 with the form's message and nothing is stored", async () => {
    const user = await syncedUser("sloppy");
    const cases: Array<[object, string]> = [
      [{ ...valid, subject: "a".repeat(4) }, "subject: Subject must be at least 5 characters"],
      [{ ...valid, subject: "a".repeat(101) }, "subject: Subject must be less than 100 characters"],
      // Whitespace does not count towards the minimum.
      [{ ...valid, subject: "  abc   " }, "subject: Subject must be at least 5 characters"],
      [{ ...valid, description: "d".repeat(19) }, "description: Description must be at least 20 characters"],
      [
        { ...valid, description: "d".repeat(1001) },
        "description: Description must be less than 1000 characters",
      ],
      [{ ...valid, email: "not-an-address" }, "email: Invalid email address"],
      [{ ...valid, type: "complaint" }, "type:"],
      [{ ...valid, subject: 12345 }, "subject:"],
      [{ description: valid.description }, "subject:"],
      [{ subject: valid.subject }, "description:"],
      [{ ...valid, status: "resolved" }, "Unknown field: status"],
      [{ ...valid, userId: "someone-else" }, "Unknown field: userId"],
      [{ ...valid, page: "p".repeat(301) }, "page:"],
      [{ ...valid, appVersion: "v".repeat(41) }, "appVersion:"],
    ];
    for (const [body, message] of cases) {
      const response = await user.call.post("/api/feedback").send(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.error).toContain(message);
    }
    expect((await feedbackOf(user.uid)).size).toBe(0);
  });

  it("when a user sends an 11th piece of feedback in a day, even all at once, then exactly ten are stored and the rest gets 429", async () => {
    const user = await syncedUser("chatty");
    const responses = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        user.call.post("/api/feedback").send({ ...valid, subject: `Idea number ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect(responses.find((r) => r.status === 429)!.body).toEqual({
      error: "You can send at most 10 feedback messages a day. Please try again tomorrow.",
    });
    expect((await feedbackOf(user.uid)).size).toBe(10);
    // Bad input costs nothing, but still gets its 400 once the limit is reached.
    const bad = await user.call.post("/api/feedback").send({ ...valid, subject: "no" });
    expect(bad.status).toBe(400);
  });

  it("when there is no token, a bad token, or another user's id, then 401/403 and nothing is stored", async () => {
    const [owner, other] = await Promise.all([syncedUser("owner"), syncedUser("other")]);
    expect((await api().post("/api/feedback").send(valid)).status).toBe(401);
    expect((await api("not-a-token").post("/api/feedback").send(valid)).status).toBe(401);
    const asOwner = await other.call.post("/api/feedback").send({ ...valid, firebaseUid: owner.uid });
    expect(asOwner.status).toBe(403);
    const headerAsOwner = await other.call.post("/api/feedback").set("X-Firebase-Uid", owner.uid).send(valid);
    expect(headerAsOwner.status).toBe(403);
    expect((await feedbackOf(owner.uid)).size).toBe(0);
    expect((await feedbackOf(other.uid)).size).toBe(0);
  });
});

describe("account repair", () => {
  it("when a user's data moves to a new uid, then their feedback follows", async () => {
    const [before, after] = await Promise.all([syncedUser("before"), syncedUser("after")]);
    const sent = await before.call.post("/api/feedback").send(valid);
    expect(sent.status).toBe(201);
    await moveOwnedData(before.uid, after.uid);
    expect((await feedbackOf(before.uid)).size).toBe(0);
    expect((await feedbackOf(after.uid)).docs.map((doc) => doc.id)).toEqual([sent.body.id]);
  });
});
