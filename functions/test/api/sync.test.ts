// POST /api/auth/sync and GET /api/auth/user (the uid repair is in account-relink.test.ts).
import { describe, expect, it } from "vitest";
import { getFirestore } from "firebase-admin/firestore";
import { api } from "../helpers/api";
import {
  signInWithGoogle,
  signUpWithPassword,
  uniqueEmail,
  uniqueName,
  verifyEmail,
} from "../helpers/auth-emulator";

const sync = (idToken: string, body: object) => api(idToken).post("/api/auth/sync").send(body);
const recordOf = async (uid: string) => (await getFirestore().collection("users").doc(uid).get()).data();
/** An address of Google's profile photos, as a Google sign-in's picture claim carries. */
const GOOGLE_PHOTO = "https://lh3.googleusercontent.com/a/profile-photo=s96-c";

describe("POST /api/auth/sync", () => {
  it("when a new password user syncs, then the record is created with the chosen username and the token's e-mail", async () => {
    const user = await signUpWithPassword();
    const username = uniqueName("Reader");
    const response = await sync(user.idToken, {
      email: "someone-else@test.spurq.test",
      displayName: username,
      photoURL: "https://example.com/me.png",
      isNewAccount: true,
      firebaseUid: user.uid,
    });
    expect(response.status).toBe(201);
    // The body's photo URL is not the avatar: a password account's token has no picture.
    expect(response.body).toMatchObject({
      id: user.uid,
      firebaseUid: user.uid,
      username,
      email: user.email,
      avatar: null,
      bio: null,
      isAdmin: false,
    });
    expect(new Date(response.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("when the same user syncs again, then the same record comes back and nothing is duplicated", async () => {
    const user = await signUpWithPassword();
    const username = uniqueName("again");
    const first = await sync(user.idToken, { displayName: username, isNewAccount: true });
    const second = await sync(user.idToken, { displayName: "ignored-now", isNewAccount: false });
    const third = await sync(user.idToken, {});
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(third.body).toEqual(first.body);
    const claims = await getFirestore().collection("usernames").where("uid", "==", user.uid).get();
    expect(claims.size).toBe(1);
  });

  // The message is the one docs/product-spec.md §8 (Sign-in and sign-up) gives for a duplicate username.
  it("when a username is taken in any letter case, then a new sign-up gets 409 with the message", async () => {
    const first = await signUpWithPassword();
    const username = uniqueName("Taken");
    await sync(first.idToken, { displayName: username, isNewAccount: true });

    const second = await signUpWithPassword();
    const response = await sync(second.idToken, { displayName: username.toUpperCase(), isNewAccount: true });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: "This username is already taken. Please try another username.",
      code: "USERNAME_TAKEN",
    });
    expect((await api(second.idToken).get("/api/auth/user")).status).toBe(404);
  });

  it("when 20 people sign up with one username at once, then exactly one gets it", async () => {
    const username = uniqueName("race");
    const users = await Promise.all(Array.from({ length: 20 }, () => signUpWithPassword()));
    const responses = await Promise.all(
      users.map((user) => sync(user.idToken, { displayName: username, isNewAccount: true })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const claim = await getFirestore().collection("usernames").doc(username.toLowerCase()).get();
    const winner = responses.find((r) => r.status === 201)!;
    expect(claim.data()).toEqual({ uid: winner.body.id });
  });

  it("when a username is invalid or missing at sign-up, then 400 names the field and nothing is created", async () => {
    const user = await signUpWithPassword();
    for (const displayName of ["ab", "has space", "x".repeat(31), "", null]) {
      const response = await sync(user.idToken, { displayName, isNewAccount: true });
      expect(response.status, String(displayName)).toBe(400);
      expect(response.body.field).toBe("displayName");
    }
    expect((await api(user.idToken).get("/api/auth/user")).status).toBe(404);
  });

  it("when the body has wrong types or unknown fields, then 400 and nothing is created", async () => {
    const user = await signUpWithPassword();
    const bodies = [
      { displayName: 42, isNewAccount: true },
      { displayName: uniqueName(), isNewAccount: "yes" },
      { displayName: uniqueName(), isNewAccount: true, role: "admin" },
      { displayName: uniqueName(), photoURL: "x".repeat(5000), isNewAccount: true },
      [1, 2, 3],
    ];
    for (const body of bodies) {
      const response = await sync(user.idToken, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof response.body.error).toBe("string");
    }
    expect((await api(user.idToken).get("/api/auth/user")).status).toBe(404);
  });

  it("when a Google user whose name is taken signs in, then a free username is derived instead of failing", async () => {
    const taken = uniqueName("google");
    const owner = await signUpWithPassword();
    await sync(owner.idToken, { displayName: taken, isNewAccount: true });

    const google = await signInWithGoogle({ email: uniqueEmail("g"), name: taken });
    const response = await sync(google.idToken, { displayName: taken, isNewAccount: true });
    expect(response.status).toBe(201);
    expect(response.body.username).not.toBe(taken);
    expect(response.body.username.toLowerCase().startsWith(taken.toLowerCase())).toBe(true);
  });

  it("when the body sends a photo URL, then the avatar comes only from the token's Google picture", async () => {
    const tracker = "https://tracker.example/pixel.png?who=me";
    const google = await signInWithGoogle({
      email: uniqueEmail("pic"),
      name: uniqueName("pic"),
      picture: GOOGLE_PHOTO,
    });
    const withPicture = await sync(google.idToken, { isNewAccount: true, photoURL: tracker });
    expect(withPicture.status).toBe(201);
    expect(withPicture.body.avatar).toBe(GOOGLE_PHOTO);
    expect((await recordOf(google.uid))!.avatar).toBe(GOOGLE_PHOTO);

    const password = await signUpWithPassword();
    const withoutPicture = await sync(password.idToken, {
      displayName: uniqueName("nopic"),
      isNewAccount: true,
      photoURL: tracker,
    });
    expect(withoutPicture.status).toBe(201);
    expect(withoutPicture.body.avatar).toBeNull();
    // A later sign-in does not take it either (an empty avatar is filled from the token only).
    expect((await sync(password.idToken, { photoURL: tracker })).body.avatar).toBeNull();
    expect((await recordOf(password.uid))!.avatar).toBeNull();
  });

  it("when the token's picture is not one of Google's profile photos, then no avatar is taken from it", async () => {
    // A client can set its sign-in account's photo URL to any address; friends' browsers would load it.
    for (const picture of [
      "https://tracker.example/me.png",
      "https://googleusercontent.com.evil.example/me.png",
    ]) {
      const google = await signInWithGoogle({ email: uniqueEmail("pic"), name: uniqueName("pic"), picture });
      const response = await sync(google.idToken, { isNewAccount: true });
      expect({ picture, status: response.status, avatar: response.body.avatar }).toEqual({
        picture,
        status: 201,
        avatar: null,
      });
    }
  });

  it("when a new account's e-mail is not verified, then the record keeps it marked unverified until a sync says it is", async () => {
    const user = await signUpWithPassword();
    expect(
      (await sync(user.idToken, { displayName: uniqueName("unproven"), isNewAccount: true })).status,
    ).toBe(201);
    expect(await recordOf(user.uid)).toMatchObject({ email: user.email, emailVerified: false });
    expect((await sync(user.idToken, {})).status).toBe(200);
    expect((await recordOf(user.uid))!.emailVerified).toBe(false);

    const verified = await verifyEmail(user);
    expect((await sync(verified, {})).status).toBe(200);
    expect(await recordOf(user.uid)).toMatchObject({ email: user.email, emailVerified: true });

    const google = await signInWithGoogle({ email: uniqueEmail("g"), name: uniqueName("g") });
    expect((await sync(google.idToken, { isNewAccount: true })).status).toBe(201);
    expect((await recordOf(google.uid))!.emailVerified).toBe(true);
  });

  it("when a photo URL is not https, then it is not stored", async () => {
    const user = await signUpWithPassword();
    const response = await sync(user.idToken, {
      displayName: uniqueName(),
      isNewAccount: true,
      photoURL: "javascript:alert(1)",
    });
    expect(response.body.avatar).toBeNull();
  });
});

describe("GET /api/auth/user", () => {
  it("when the user never synced, then 404; after syncing, the record", async () => {
    const user = await signUpWithPassword();
    expect((await api(user.idToken).get("/api/auth/user")).body).toEqual({ error: "User not found" });
    const username = uniqueName();
    await sync(user.idToken, { displayName: username, isNewAccount: true });
    const response = await api(user.idToken).get(`/api/auth/user?firebaseUid=${user.uid}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.uid, username, isAdmin: false });
  });
});
