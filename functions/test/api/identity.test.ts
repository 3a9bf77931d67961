// The identity rules: a client-asserted uid must equal the token's; only admins may act as
// someone else, never as another admin, and each such request is audited.
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { getFirestore } from "firebase-admin/firestore";
import { api } from "../helpers/api";
import { adminAuthForTests, makeAdmin, signUpWithPassword } from "../helpers/auth-emulator";
import { verifyTokensAsProductionDoes } from "../helpers/production-token-checks";
import { syncedUser, type SyncedUser } from "../helpers/users";

async function auditRecordsFor(targetUid: string) {
  const snapshot = await getFirestore().collection("auditLog").where("targetUid", "==", targetUid).get();
  return snapshot.docs.map((doc) => doc.data());
}

describe("identity", () => {
  let alice: SyncedUser;
  let bob: SyncedUser;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([syncedUser(), syncedUser()]);
    await api(alice.idToken).patch("/api/user/preferences").send({ darkMode: true });
  });

  it("when the client sends its own uid in the header, query and body, then the request succeeds", async () => {
    const response = await api(alice.idToken)
      .patch(`/api/user/preferences?firebaseUid=${alice.uid}`)
      .set("X-Firebase-Uid", alice.uid)
      .send({ fontSize: "large", firebaseUid: alice.uid });
    expect(response.status).toBe(200);
    expect(response.body.fontSize).toBe("large");
  });

  it("when B sends A's uid in the header, query or body, then it is refused and A's data is neither returned nor changed", async () => {
    const attempts = [
      api(bob.idToken).get("/api/user/preferences").set("X-Firebase-Uid", alice.uid),
      api(bob.idToken).get(`/api/user/preferences?firebaseUid=${alice.uid}`),
      api(bob.idToken).patch("/api/user/preferences").send({ darkMode: false, firebaseUid: alice.uid }),
      api(bob.idToken)
        .patch("/api/user/notifications")
        .set("X-Firebase-Uid", alice.uid)
        .send({ notifySpurqs: false }),
      api(bob.idToken).get("/api/auth/user").set("X-Firebase-Uid", alice.uid),
    ];
    for (const attempt of attempts) {
      const response = await attempt;
      expect(response.status).toBe(403);
      expect(JSON.stringify(response.body)).not.toContain(alice.username);
    }
    const mine = await api(alice.idToken).get("/api/user/preferences");
    expect(mine.body.darkMode).toBe(true);
    const flags = await api(alice.idToken).get("/api/user/notifications");
    expect(flags.body.notifySpurqs).toBe(true);
    expect(await auditRecordsFor(alice.uid)).toHaveLength(0);
  });

  it("when the header and the body name different users, then it is a bad request", async () => {
    const response = await api(alice.idToken)
      .patch("/api/user/preferences")
      .set("X-Firebase-Uid", alice.uid)
      .send({ darkMode: true, firebaseUid: bob.uid });
    expect(response.status).toBe(400);
  });

  it("when an admin acts as a user, then it sees that user's data and exactly one audit record is written", async () => {
    const admin = await syncedUser();
    const adminToken = await makeAdmin(admin);
    const target = await syncedUser();

    const response = await api(adminToken).get("/api/auth/user").set("X-Firebase-Uid", target.uid);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: target.uid, username: target.username, isAdmin: false });

    const audit = await auditRecordsFor(target.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUid: admin.uid,
      targetUid: target.uid,
      method: "GET",
      path: "/api/auth/user",
    });
    // Kept 400 days, then deleted by the TTL policy on auditLog.expiresAt.
    const auditDays = (audit[0]!.expiresAt.toMillis() - Date.now()) / 86_400_000;
    expect(auditDays).toBeGreaterThan(399.99);
    expect(auditDays).toBeLessThanOrEqual(400);
  });

  it("when an admin's own request carries no other uid, then it is not audited and isAdmin is true", async () => {
    const admin = await syncedUser();
    const adminToken = await makeAdmin(admin);
    const response = await api(adminToken).get("/api/auth/user");
    expect(response.body).toMatchObject({ id: admin.uid, isAdmin: true });
    const snapshot = await getFirestore().collection("auditLog").where("actorUid", "==", admin.uid).get();
    expect(snapshot.size).toBe(0);
  });

  it("when an admin tries to act as another admin, then it is refused and nothing is audited", async () => {
    const [first, second] = await Promise.all([syncedUser(), syncedUser()]);
    const firstToken = await makeAdmin(first);
    await makeAdmin(second);
    const response = await api(firstToken).get("/api/auth/user").set("X-Firebase-Uid", second.uid);
    expect(response.status).toBe(403);
    expect(await auditRecordsFor(second.uid)).toHaveLength(0);
  });

  it("when an admin acting as a user syncs, then 403 and the user's record keeps its e-mail and photo", async () => {
    // An admin with no record of their own: nothing else would stop their e-mail being written.
    const admin = await signUpWithPassword();
    const adminToken = await makeAdmin(admin);
    const target = await syncedUser();
    const response = await api(adminToken)
      .post("/api/auth/sync")
      .set("X-Firebase-Uid", target.uid)
      .send({ photoURL: "https://example.com/admin.png" });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe("An account cannot be synced on behalf of someone else.");
    const record = await api(target.idToken).get("/api/auth/user");
    expect(record.body).toMatchObject({ email: target.email, avatar: null });
  });

  it("when an admin claim is sent in a body, query or header, then it grants nothing", async () => {
    // The identity rules run before any schema: a 403 (not the schema's 400 for the unknown field)
    // shows the claim was ignored; honoured, Bob would have passed as Alice and been audited.
    const asAlice = await api(bob.idToken)
      .patch("/api/user/preferences?admin=true&isAdmin=true")
      .set("X-Admin", "true")
      .send({ darkMode: false, firebaseUid: alice.uid, admin: true, isAdmin: true });
    expect(asAlice.status).toBe(403);
    expect((await api(alice.idToken).get("/api/user/preferences")).body.darkMode).toBe(true);
    expect(await auditRecordsFor(alice.uid)).toHaveLength(0);
    // A route with no query schema accepts the parameters; the record still says Bob is no admin.
    const own = await api(bob.idToken).get("/api/auth/user?admin=true&isAdmin=true").set("X-Admin", "true");
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: bob.uid, isAdmin: false });
  });

  it("when an admin's claim was taken away, then a token that still carries it cannot act as a user (403), and nothing is audited", async () => {
    const admin = await syncedUser();
    const adminToken = await makeAdmin(admin);
    const target = await syncedUser();
    // Removing a claim revokes nothing: the token keeps `admin: true` for up to an hour.
    await adminAuthForTests().setCustomUserClaims(admin.uid, {});
    const response = await api(adminToken).get("/api/auth/user").set("X-Firebase-Uid", target.uid);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: "The user id in the request does not match the signed-in user." });
    expect(JSON.stringify(response.body)).not.toContain(target.username);
    expect(await auditRecordsFor(target.uid)).toHaveLength(0);
  });

  it("when an admin's refresh tokens are revoked, then the override is refused with 401", async () => {
    // The emulator would refuse the revoked token everywhere; verify as production does, so only
    // the override's own revocation check can refuse it.
    onTestFinished(verifyTokensAsProductionDoes());
    const admin = await syncedUser();
    const adminToken = await makeAdmin(admin);
    // Revocation is checked against the token's auth_time, which has one-second resolution.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuthForTests().revokeRefreshTokens(admin.uid);
    // The token itself is still good for the admin's own requests (no revocation check there)...
    expect((await api(adminToken).get("/api/auth/user")).status).toBe(200);
    // ...but not for acting as someone else.
    const response = await api(adminToken).get("/api/auth/user").set("X-Firebase-Uid", bob.uid);
    expect(response.status).toBe(401);
    expect(await auditRecordsFor(bob.uid)).toHaveLength(0);
  });
});
