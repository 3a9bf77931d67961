// Friends, friend requests, the user search and profiles: every route, bad
// input, three users (A and B friends, C unrelated), two people asking each other at once, the
// reads a page costs, and the daily request limit.
import { describe, expect, it } from "vitest";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { countReads } from "../helpers/read-counter";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { RATE_LIMITS } from "../../src/modules/rate-limits/rate-limits.service";
import { moveOwnedData } from "../../src/modules/account/owned-data";

type Card = { id: string; username: string; avatar: string | null };

const card = (user: SyncedUser): Card => ({ id: user.uid, username: user.username, avatar: null });

async function sendRequest(from: SyncedUser, to: SyncedUser): Promise<string> {
  const response = await from.call.post("/api/friends/requests").send({ receiverId: to.uid });
  expect(response.status).toBe(201);
  return response.body.id;
}

/** Makes two users friends through a request and its acceptance; returns the request id. */
async function befriend(a: SyncedUser, b: SyncedUser): Promise<string> {
  const id = await sendRequest(a, b);
  expect((await b.call.patch(`/api/friends/requests/${id}`).send({ status: "accepted" })).status).toBe(200);
  return id;
}

const friendIds = async (user: SyncedUser) =>
  (await user.call.get("/api/friends")).body.items.map((item: { id: string }) => item.id);
const incomingIds = async (user: SyncedUser) =>
  (await user.call.get("/api/friends/requests/incoming")).body.items.map((item: { id: string }) => item.id);
const outgoingIds = async (user: SyncedUser) =>
  (await user.call.get("/api/friends/requests/outgoing")).body.items.map((item: { id: string }) => item.id);
const friendCount = async (viewer: SyncedUser, user: SyncedUser) =>
  (await viewer.call.get(`/api/users/${user.uid}`)).body.friendCount;

describe("friend requests", () => {
  it("when A asks B and B accepts, then both list each other, the requests are gone and each counts one friend", async () => {
    const [a, b] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    const id = await sendRequest(a, b);

    const outgoing = (await a.call.get("/api/friends/requests/outgoing")).body;
    expect(outgoing).toEqual({
      items: [{ id, receiver: card(b), status: "pending", createdAt: expect.stringMatching(/^\d{4}-/) }],
      nextCursor: null,
    });
    const incoming = (await b.call.get("/api/friends/requests/incoming")).body;
    expect(incoming.items).toEqual([
      { id, sender: card(a), status: "pending", createdAt: outgoing.items[0].createdAt },
    ]);
    expect(await incomingIds(a)).toEqual([]);
    expect(await outgoingIds(b)).toEqual([]);

    const accepted = await b.call.patch(`/api/friends/requests/${id}`).send({ status: "accepted" });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ id, status: "accepted" });

    expect((await a.call.get("/api/friends")).body).toEqual({
      items: [{ id: b.uid, friend: card(b), isMuted: false }],
      nextCursor: null,
    });
    expect((await b.call.get("/api/friends")).body.items).toEqual([
      { id: a.uid, friend: card(a), isMuted: false },
    ]);
    expect(await outgoingIds(a)).toEqual([]);
    expect(await incomingIds(b)).toEqual([]);
    expect(await friendCount(a, a)).toBe(1);
    expect(await friendCount(a, b)).toBe(1);
    // Answered once only.
    const again = await b.call.patch(`/api/friends/requests/${id}`).send({ status: "rejected" });
    expect(again.status).toBe(409);
    expect(await friendIds(a)).toEqual([b.uid]);
  });

  it("when B rejects, then nobody is friends, the request leaves both lists and A may ask again", async () => {
    const [a, b] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    const id = await sendRequest(a, b);
    const rejected = await b.call.patch(`/api/friends/requests/${id}`).send({ status: "rejected" });
    expect(rejected.body).toEqual({ id, status: "rejected" });
    expect(await friendIds(a)).toEqual([]);
    expect(await friendIds(b)).toEqual([]);
    expect(await outgoingIds(a)).toEqual([]);
    expect(await incomingIds(b)).toEqual([]);
    expect((await b.call.get(`/api/users/${a.uid}`)).body.relationship).toBe("none");
    const second = await sendRequest(a, b);
    expect(second).not.toBe(id);
    expect(await incomingIds(b)).toEqual([second]);
  });

  it("when A cancels a pending request, then it is gone for both; B cannot cancel it and A cannot accept it", async () => {
    const [a, b] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    const id = await sendRequest(a, b);
    expect((await b.call.delete(`/api/friends/requests/${id}`)).status).toBe(404);
    expect((await a.call.patch(`/api/friends/requests/${id}`).send({ status: "accepted" })).status).toBe(404);
    expect(await incomingIds(b)).toEqual([id]);

    expect((await a.call.delete(`/api/friends/requests/${id}`)).status).toBe(204);
    expect(await outgoingIds(a)).toEqual([]);
    expect(await incomingIds(b)).toEqual([]);
    expect((await b.call.patch(`/api/friends/requests/${id}`).send({ status: "accepted" })).status).toBe(404);
    expect(await friendIds(b)).toEqual([]);
    expect((await a.call.delete(`/api/friends/requests/${id}`)).status).toBe(404);
  });

  it("when the request is to oneself, an unknown user, a pending one or a friend, then 400, 404 or 409 and nothing is added", async () => {
    const [a, b] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    const self = await a.call.post("/api/friends/requests").send({ receiverId: a.uid });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({
      error: "receiverId: You cannot send a friend request to yourself.",
      field: "receiverId",
    });
    const unknown = await a.call.post("/api/friends/requests").send({ receiverId: "no-such-user-uid" });
    expect(unknown.status).toBe(404);
    expect(await outgoingIds(a)).toEqual([]);

    const id = await sendRequest(a, b);
    const twice = await a.call.post("/api/friends/requests").send({ receiverId: b.uid });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: "A friend request to this user is already pending." });
    expect(await outgoingIds(a)).toEqual([id]);

    await b.call.patch(`/api/friends/requests/${id}`).send({ status: "accepted" });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const already = await from.call.post("/api/friends/requests").send({ receiverId: to.uid });
      expect(already.status).toBe(409);
      expect(already.body).toEqual({ error: "You are already friends with this user." });
    }
    expect(await outgoingIds(a)).toEqual([]);
    expect(await outgoingIds(b)).toEqual([]);
    expect(await friendCount(a, a)).toBe(1);
  });

  it("when B asks A back while A's request is pending, then A's request is accepted instead (200) and they are friends", async () => {
    const [a, b] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    const id = await sendRequest(a, b);
    const back = await b.call.post("/api/friends/requests").send({ receiverId: a.uid });
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ id, status: "accepted" });
    expect(await friendIds(a)).toEqual([b.uid]);
    expect(await friendIds(b)).toEqual([a.uid]);
    expect(await outgoingIds(a)).toEqual([]);
    expect(await incomingIds(b)).toEqual([]);
  });

  it("when two people ask each other at the same moment, then they end friends once", async () => {
    const pairs = await Promise.all(
      Array.from({ length: 3 }, async () => Promise.all([syncedUser("race"), syncedUser("race")])),
    );
    await Promise.all(
      pairs.map(async ([a, b]) => {
        const responses = await Promise.all([
          a.call.post("/api/friends/requests").send({ receiverId: b.uid }),
          b.call.post("/api/friends/requests").send({ receiverId: a.uid }),
        ]);
        expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
        expect(responses[0]!.body.id).toBe(responses[1]!.body.id);
        expect(await friendIds(a)).toEqual([b.uid]);
        expect(await friendIds(b)).toEqual([a.uid]);
        expect(await friendCount(a, a)).toBe(1);
        expect(await friendCount(a, b)).toBe(1);
        expect([...(await outgoingIds(a)), ...(await outgoingIds(b))]).toEqual([]);
        const stored = await getFirestore()
          .collection("friendRequests")
          .where("senderId", "in", [a.uid, b.uid])
          .get();
        expect(stored.size).toBe(1);
      }),
    );
  });

  it("when bodies or queries are malformed, then 400 with the field's message and nothing changes", async () => {
    const [a, b] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    for (const body of [{}, { receiverId: "" }, { receiverId: 5 }, { receiverId: b.uid, extra: 1 }]) {
      const response = await a.call.post("/api/friends/requests").send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatch(/^receiverId: |^Unknown field: extra/);
    }
    expect(await outgoingIds(a)).toEqual([]);
    expect(await incomingIds(b)).toEqual([]);

    const id = await sendRequest(a, b);
    for (const body of [{}, { status: "pending" }, { status: "ACCEPTED" }]) {
      const response = await b.call.patch(`/api/friends/requests/${id}`).send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe("status: Status must be accepted or rejected.");
    }
    expect(await incomingIds(b)).toEqual([id]);

    await b.call.patch(`/api/friends/requests/${id}`).send({ status: "accepted" });
    for (const body of [{}, { isMuted: "yes" }]) {
      const response = await a.call.patch(`/api/friends/${b.uid}/mute`).send(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe("isMuted: isMuted must be true or false.");
    }
    expect((await a.call.get("/api/friends")).body.items[0].isMuted).toBe(false);

    for (const query of ["limit=0", "limit=51", "cursor=not-a-cursor", "sort=x"]) {
      expect((await a.call.get(`/api/friends?${query}`)).status, query).toBe(400);
      expect((await a.call.get(`/api/friends/requests/incoming?${query}`)).status, query).toBe(400);
    }
  });
});

describe("friends", () => {
  it("when A mutes and unmutes B, then only A's side changes", async () => {
    const [a, b] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    await befriend(a, b);
    const muted = await a.call.patch(`/api/friends/${b.uid}/mute`).send({ isMuted: true });
    expect(muted.status).toBe(200);
    expect(muted.body).toEqual({ id: b.uid, isMuted: true });
    expect((await a.call.get("/api/friends")).body.items[0].isMuted).toBe(true);
    expect((await b.call.get("/api/friends")).body.items[0].isMuted).toBe(false);
    await a.call.patch(`/api/friends/${b.uid}/mute`).send({ isMuted: false });
    expect((await a.call.get("/api/friends")).body.items[0].isMuted).toBe(false);
  });

  it("when A removes B, then both sides go at once, the counts drop and they may befriend again", async () => {
    const [a, b] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    await befriend(a, b);
    expect((await a.call.delete(`/api/friends/${b.uid}`)).status).toBe(204);
    expect(await friendIds(a)).toEqual([]);
    expect(await friendIds(b)).toEqual([]);
    expect(await friendCount(a, a)).toBe(0);
    expect(await friendCount(a, b)).toBe(0);
    expect((await a.call.get(`/api/users/${b.uid}`)).body.relationship).toBe("none");
    expect((await b.call.delete(`/api/friends/${a.uid}`)).status).toBe(404);
    await befriend(b, a);
    expect(await friendIds(a)).toEqual([b.uid]);
  });
});

describe("three users: A and B friends, C unrelated", () => {
  it("when C (or the wrong side) uses A's and B's ids on every route, then 404 and nothing changes", async () => {
    const [a, b, c, e] = await Promise.all([
      syncedUser("ada"),
      syncedUser("ben"),
      syncedUser("cyd"),
      syncedUser("eve"),
    ]);
    const friendship = await befriend(a, b);
    const pending = await sendRequest(a, e);

    const attempts = [
      c.call.patch(`/api/friends/requests/${friendship}`).send({ status: "rejected" }),
      c.call.patch(`/api/friends/requests/${pending}`).send({ status: "accepted" }),
      c.call.delete(`/api/friends/requests/${friendship}`),
      c.call.delete(`/api/friends/requests/${pending}`),
      c.call.patch(`/api/friends/${a.uid}/mute`).send({ isMuted: true }),
      c.call.patch(`/api/friends/${b.uid}/mute`).send({ isMuted: true }),
      c.call.delete(`/api/friends/${a.uid}`),
      c.call.delete(`/api/friends/${b.uid}`),
      // B is A's friend, but A's request to E is neither B's to answer nor to cancel.
      b.call.patch(`/api/friends/requests/${pending}`).send({ status: "accepted" }),
      b.call.delete(`/api/friends/requests/${pending}`),
      // The sender cannot answer their own request.
      a.call.patch(`/api/friends/requests/${pending}`).send({ status: "accepted" }),
      // E cannot mute or remove A, who is not E's friend yet.
      e.call.patch(`/api/friends/${a.uid}/mute`).send({ isMuted: true }),
      e.call.delete(`/api/friends/${a.uid}`),
    ];
    for (const [index, attempt] of attempts.entries()) {
      const response = await attempt;
      expect(response.status, `attempt ${index}`).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain(a.username);
    }

    expect(await friendIds(c)).toEqual([]);
    expect(await incomingIds(c)).toEqual([]);
    expect((await a.call.get("/api/friends")).body.items).toEqual([
      { id: b.uid, friend: card(b), isMuted: false },
    ]);
    expect((await b.call.get("/api/friends")).body.items).toEqual([
      { id: a.uid, friend: card(a), isMuted: false },
    ]);
    expect(await incomingIds(e)).toEqual([pending]);
    expect(await outgoingIds(a)).toEqual([pending]);
    expect(await friendCount(c, a)).toBe(1);
    // C sees A and B only as strangers.
    expect((await c.call.get(`/api/users/${a.uid}`)).body.relationship).toBe("none");
  });
});

describe("user search and profiles", () => {
  it("when a prefix is searched in any case, then matching users come back with the caller's relationship, never the caller", async () => {
    const stem = `srch${Date.now().toString(36)}`;
    const make = (suffix: string) => syncedUser(`${stem}${suffix}`);
    const [me, friend, asked, asker, stranger] = await Promise.all(["me", "fr", "as", "ak", "st"].map(make));
    await befriend(me!, friend!);
    await sendRequest(me!, asked!);
    await sendRequest(asker!, me!);
    const prefix = stem.toUpperCase();
    const response = await me!.call.get(`/api/users/search?q=${encodeURIComponent(` ${prefix} `)}`);
    expect(response.status).toBe(200);
    const byId = new Map(response.body.map((r: { id: string }) => [r.id, r]));
    expect(byId.has(me!.uid)).toBe(false);
    expect(byId.get(friend!.uid)).toEqual({ ...card(friend!), relationship: "friend" });
    expect(byId.get(asked!.uid)).toEqual({ ...card(asked!), relationship: "outgoing" });
    expect(byId.get(asker!.uid)).toEqual({ ...card(asker!), relationship: "incoming" });
    expect(byId.get(stranger!.uid)).toEqual({ ...card(stranger!), relationship: "none" });
    expect(response.body).toHaveLength(4);
    // Usernames sorted, and no one whose name only contains the text elsewhere.
    expect((await me!.call.get(`/api/users/search?q=${stem.slice(1)}`)).body).toEqual([]);
  });

  it("when more than 20 users match, then 20 come back", async () => {
    const stem = `many${Date.now().toString(36)}`;
    const users = await Promise.all(Array.from({ length: 22 }, (_, i) => syncedUser(`${stem}${i}`)));
    const response = await users[0]!.call.get(`/api/users/search?q=${stem}`);
    expect(response.body).toHaveLength(20);
    expect(response.body.map((r: { id: string }) => r.id)).not.toContain(users[0]!.uid);
  });

  it("when the query is under 2 trimmed characters or missing, then 400 with the field's message", async () => {
    const user = await syncedUser("short");
    for (const q of ["", "a", "  b  "]) {
      const response = await user.call.get(`/api/users/search?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(400);
      expect(response.body.error).toBe("q: Please enter at least 2 characters.");
    }
    expect((await user.call.get("/api/users/search")).status).toBe(400);
  });

  it("when a profile is read, then it shows the public card, bio, join date, friend count and relationship; 404 for nobody", async () => {
    const [a, b] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    await befriend(a, b);
    const profile = await a.call.get(`/api/users/${b.uid}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      ...card(b),
      bio: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      friendCount: 1,
      relationship: "friend",
    });
    expect(JSON.stringify(profile.body)).not.toContain(b.email);
    expect((await a.call.get(`/api/users/${a.uid}`)).body.relationship).toBe("self");
    expect((await a.call.get("/api/users/no-such-user-uid")).status).toBe(404);
  });
});

describe("cost and limits", () => {
  /** Writes `count` friend links and pending requests for `user` directly (set-up, not under test). */
  async function seedMany(user: SyncedUser, count: number) {
    const db = getFirestore();
    const batch = db.batch();
    const base = Date.now();
    for (let i = 0; i < count; i++) {
      const other = { id: `seed-${base}-${i}`, username: `seed${i}`, avatar: null };
      const at = Timestamp.fromMillis(base - i * 1000);
      batch.set(db.collection("users").doc(user.uid).collection("friends").doc(other.id), {
        friendId: other.id,
        username: other.username,
        avatar: null,
        isMuted: false,
        createdAt: at,
      });
      for (const direction of ["incoming", "outgoing"] as const) {
        const [sender, receiver] = direction === "incoming" ? [other, card(user)] : [card(user), other];
        batch.set(db.collection("friendRequests").doc(), {
          senderId: sender.id,
          receiverId: receiver.id,
          pairKey: [sender.id, receiver.id].sort().join("_"),
          sender,
          receiver,
          status: "pending",
          createdAt: at,
          updatedAt: at,
        });
      }
    }
    await batch.commit();
  }

  it("when a page of 20 friends or requests is read, then it costs at most 21 document reads and pages on", async () => {
    const user = await syncedUser("popular");
    await seedMany(user, 25);
    for (const path of ["/api/friends", "/api/friends/requests/incoming", "/api/friends/requests/outgoing"]) {
      const { result: first, reads } = await countReads(() => user.call.get(path));
      expect(first.body.items, path).toHaveLength(20);
      expect(reads, path).toBeLessThanOrEqual(21);
      console.info(`reads for a page of 20 at ${path}: ${reads}`);
      const second = (await user.call.get(`${path}?cursor=${first.body.nextCursor}`)).body;
      expect(second.items).toHaveLength(5);
      expect(second.nextCursor).toBeNull();
      const ids = [...first.body.items, ...second.items].map((item: { id: string }) => item.id);
      expect(new Set(ids).size).toBe(25);
    }
  });

  it("when 20 users are found, then the search costs their reads plus one each for the relationships", async () => {
    const stem = `cost${Date.now().toString(36)}`;
    const users = await Promise.all(Array.from({ length: 21 }, (_, i) => syncedUser(`${stem}${i}`)));
    const { result, reads } = await countReads(() => users[0]!.call.get(`/api/users/search?q=${stem}`));
    expect(result.body).toHaveLength(20);
    console.info(`reads for a user search with 20 results: ${reads}`);
    expect(reads).toBeLessThanOrEqual(41);
  });

  it("when a user has sent the day's friend requests, then the next gets 429 and creates nothing", async () => {
    const [a, b] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
    const { max } = RATE_LIMITS.friendRequest;
    const day = 24 * 60 * 60 * 1000;
    const start = Math.floor(Date.now() / day) * day;
    await getFirestore()
      .collection("rateLimits")
      .doc(`friendRequest_${a.uid}_${new Date(start).toISOString()}`)
      .set({ count: max, expiresAt: new Date(start + day) });
    const response = await a.call.post("/api/friends/requests").send({ receiverId: b.uid });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      error: "You can send at most 50 friend requests a day. Please try again tomorrow.",
    });
    expect(await incomingIds(b)).toEqual([]);
  });
});

describe("account repair", () => {
  it("when A's data moves to a new uid, then friendships on both sides, requests both ways and pair states follow", async () => {
    const [a, b, c, d, renewed] = await Promise.all([
      syncedUser("ada"),
      syncedUser("ben"),
      syncedUser("cyd"),
      syncedUser("dot"),
      syncedUser("ada-new"),
    ]);
    await befriend(a, b);
    const toC = await sendRequest(a, c);
    const fromD = await sendRequest(d, a);

    await moveOwnedData(a.uid, renewed.uid);

    expect(await friendIds(renewed)).toEqual([b.uid]);
    expect(await friendIds(b)).toEqual([renewed.uid]);
    expect(await friendIds(a)).toEqual([]);
    expect(await outgoingIds(renewed)).toEqual([toC]);
    expect(await incomingIds(renewed)).toEqual([fromD]);
    const atC = (await c.call.get("/api/friends/requests/incoming")).body.items[0];
    expect(atC.sender.id).toBe(renewed.uid);
    // The pairs' states moved too: B sees a friend, D an outgoing request, and asking again is refused.
    expect((await b.call.get(`/api/users/${renewed.uid}`)).body.relationship).toBe("friend");
    expect((await d.call.get(`/api/users/${renewed.uid}`)).body.relationship).toBe("outgoing");
    expect((await b.call.post("/api/friends/requests").send({ receiverId: renewed.uid })).status).toBe(409);
    expect((await c.call.patch(`/api/friends/requests/${toC}`).send({ status: "accepted" })).status).toBe(
      200,
    );
    expect(await friendIds(c)).toEqual([renewed.uid]);
  });
});
