// POST /api/user/avatar, DELETE /api/user/avatar and the public GET /api/avatars/{uid}: any
// picture by its bytes, re-encoded to a small upright square WebP without metadata,
// stored in Firestore; only the current version's URL is cached for ever.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { FieldPath, getFirestore } from "firebase-admin/firestore";
import { api } from "../helpers/api";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";
import { untilCopiesRefreshed, untilJobEnds } from "../helpers/jobs";
import {
  adminAuthForTests,
  signInWithGoogle,
  signUpWithPassword,
  uniqueEmail,
  uniqueName,
  verifyEmail,
} from "../helpers/auth-emulator";
import {
  hasGpsTag,
  jpegOfSize,
  pixelAt,
  pixelBombPng,
  plainPng,
  sidewaysPhotoWithGps,
  truncatedJpeg,
} from "../helpers/images";
import { AVATAR_MAX_BYTES, AVATAR_SIZE, AVATAR_TOO_LARGE } from "../../src/shared";
import { NOT_AN_IMAGE, TOO_MANY_PIXELS, UNREADABLE_IMAGE } from "../../src/modules/profile/avatar-image";
import { RATE_LIMITS } from "../../src/modules/rate-limits/rate-limits.service";

const upload = (user: SyncedUser, bytes: Buffer, filename = "me.jpg", contentType = "image/jpeg") =>
  user.call.post("/api/user/avatar").attach("file", bytes, { filename, contentType });

/** GET without a token, as an <img> asks. */
const fetchAvatar = (url: string) => api().get(url).buffer(true);

const avatarDoc = async (uid: string) => (await getFirestore().collection("avatars").doc(uid).get()).data();
const record = async (user: SyncedUser) => (await user.call.get("/api/auth/user")).body;

/** The record and the stored image, to show that a refused upload changed neither. */
async function snapshot(user: SyncedUser) {
  const doc = await avatarDoc(user.uid);
  return { avatar: (await record(user)).avatar, version: doc?.version ?? null };
}

describe("POST /api/user/avatar", () => {
  it("when a sideways phone photo with a GPS position is uploaded, then an upright 256 px WebP without metadata is stored and the record names it", async () => {
    const user = await syncedUser("avatar");
    const photo = await sidewaysPhotoWithGps();
    // The fixture really carries what must go: the orientation and a GPS directory.
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(hasGpsTag(input.exif)).toBe(true);

    const response = await upload(user, photo);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const version = (await avatarDoc(user.uid))!.version;
    expect(response.body).toMatchObject({
      id: user.uid,
      username: user.username,
      avatar: `/api/avatars/${user.uid}?v=${version}`,
    });
    expect(await record(user)).toEqual(response.body);

    const served = await fetchAvatar(response.body.avatar);
    expect(served.status).toBe(200);
    const stored = served.body as Buffer;
    const output = await sharp(stored).metadata();
    expect(output).toMatchObject({ format: "webp", width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(output.icc).toBeUndefined();
    expect(output.orientation).toBeUndefined();
    // No EXIF chunk in the RIFF container either, and nothing of the camera or the position.
    expect(stored.includes(Buffer.from("EXIF"))).toBe(false);
    expect(stored.includes(Buffer.from("SpurqTestCam"))).toBe(false);
    // Turned upright before cropping: red (the stored left half) on top, blue below.
    const [top, bottom] = await Promise.all([pixelAt(stored, 128, 20), pixelAt(stored, 128, 235)]);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it("when the picture is a PNG named notes.txt and sent as text/plain, then it is still taken: the bytes decide", async () => {
    const user = await syncedUser("avatar");
    const response = await upload(user, await plainPng(), "notes.txt", "text/plain");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.avatar).toMatch(new RegExp(`^/api/avatars/${user.uid}\\?v=[\\w-]{12}$`));
  });

  it("when the file is exactly 5 MB it is taken; 5 MB and one byte gets 413 and changes nothing", async () => {
    const user = await syncedUser("avatar");
    const exact = await upload(user, await jpegOfSize(AVATAR_MAX_BYTES));
    expect(exact.status, JSON.stringify(exact.body)).toBe(200);
    const before = await snapshot(user);

    const over = await upload(user, await jpegOfSize(AVATAR_MAX_BYTES + 1));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: AVATAR_TOO_LARGE });
    expect(await snapshot(user)).toEqual(before);
  });

  it("when the file is not an image, a damaged one, an SVG or a pixel bomb, then a clear 4xx and nothing changes", async () => {
    const user = await syncedUser("avatar");
    expect((await upload(user, await plainPng("#123456"))).status).toBe(200);
    const before = await snapshot(user);
    const cases: Array<[string, Buffer, string, number, string]> = [
      [
        "text named photo.jpg",
        Buffer.from("Just some words, not a picture at all.\n".repeat(20)),
        "photo.jpg",
        415,
        NOT_AN_IMAGE,
      ],
      [
        "a PDF named photo.png",
        Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n"),
        "photo.png",
        415,
        NOT_AN_IMAGE,
      ],
      [
        "an SVG",
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
        ),
        "photo.svg",
        415,
        NOT_AN_IMAGE,
      ],
      ["a truncated JPEG", await truncatedJpeg(), "photo.jpg", 422, UNREADABLE_IMAGE],
      ["a 60-megapixel PNG of a few kilobytes", await pixelBombPng(), "photo.png", 413, TOO_MANY_PIXELS],
    ];
    for (const [name, bytes, filename, status, error] of cases) {
      const response = await upload(user, bytes, filename, "image/jpeg");
      expect({ name, status: response.status, body: response.body }).toEqual({
        name,
        status,
        body: { error },
      });
    }
    expect(await snapshot(user)).toEqual(before);
  });

  it("when the request has no file, two files, another part name or is not multipart, then 400, 413 or 415", async () => {
    const user = await syncedUser("avatar");
    const png = await plainPng();
    const none = await user.call.post("/api/user/avatar").field("note", "hello");
    expect(none.status).toBe(400);
    expect(none.body.error).toBe("No file selected. Please choose a picture.");
    const wrongName = await user.call.post("/api/user/avatar").attach("picture", png, "me.png");
    expect(wrongName.status).toBe(400);
    const two = await user.call
      .post("/api/user/avatar")
      .attach("file", png, "a.png")
      .attach("file", png, "b.png");
    expect(two.status).toBe(413);
    expect(two.body.error).toBe("Upload one picture at a time.");
    const json = await user.call.post("/api/user/avatar").send({ file: png.toString("base64") });
    expect(json.status).toBe(415);
    expect((await snapshot(user)).avatar).toBeNull();
  });

  it("when a user who never synced uploads, then 403 (no account may write) and nothing is stored", async () => {
    const account = await signUpWithPassword();
    const response = await api(account.idToken)
      .post("/api/user/avatar")
      .attach("file", await plainPng(), "me.png");
    expect([response.status, response.body.code]).toEqual([403, "ACCOUNT_GONE"]);
    expect(await avatarDoc(account.uid)).toBeUndefined();
  });

  it("when one user uploads, then only their own avatar changes; claiming another's uid is refused", async () => {
    const [ada, bob] = await Promise.all([syncedUser("avatar"), syncedUser("avatar")]);
    expect((await upload(ada, await plainPng("#aa0000"))).status).toBe(200);
    const adaBefore = await snapshot(ada);
    expect((await upload(bob, await plainPng("#0000aa"))).status).toBe(200);
    expect(await snapshot(ada)).toEqual(adaBefore);
    const asAda = await bob.call
      .post("/api/user/avatar")
      .set("X-Firebase-Uid", ada.uid)
      .attach("file", await plainPng("#00aa00"), "x.png");
    expect(asAda.status).toBe(403);
    const removeAda = await bob.call.delete(`/api/user/avatar?firebaseUid=${ada.uid}`);
    expect(removeAda.status).toBe(403);
    expect(await snapshot(ada)).toEqual(adaBefore);
  });

  it("when a friend's picture changes, then their card on the friend's list shows it once the copies' job is done", async () => {
    const [ada, bob] = await Promise.all([syncedUser("avatar"), syncedUser("avatar")]);
    await makeFriends(ada, bob);
    const response = await upload(ada, await plainPng("#884400"));
    await untilCopiesRefreshed(ada.uid);
    const friends = (await bob.call.get("/api/friends")).body.items;
    expect(friends).toEqual([
      expect.objectContaining({ friend: expect.objectContaining({ avatar: response.body.avatar }) }),
    ]);
  });

  it("when the picture is changed 20 times in an hour, then the 21st change is refused with 429 and nothing changes", async () => {
    const user = await syncedUser("avatar");
    for (let i = 0; i < 20; i++) expect((await user.call.delete("/api/user/avatar")).status).toBe(200);
    const refused = await upload(user, await plainPng());
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      "You can change your picture at most 20 times an hour. Please try again later.",
    );
    expect(await snapshot(user)).toEqual({ avatar: null, version: null });
  });
});

describe("account repair", () => {
  // The repair walks every place a user's data lives, which takes long on busy shared emulators.
  it("when a record moves to a new uid, then its picture moves too and friends see the new URL after the next sign-in", async () => {
    const email = uniqueEmail("relink-avatar");
    const old = await signUpWithPassword(email);
    const call = api(old.idToken);
    const username = uniqueName("moved");
    expect(
      (await call.post("/api/auth/sync").send({ displayName: username, isNewAccount: true })).status,
    ).toBe(201);
    const user = { ...old, username, call };
    const ben = await syncedUser("friend");
    await makeFriends(user, ben);
    const oldUrl = (await upload(user, await plainPng("#335577"))).body.avatar as string;
    const image = (await avatarDoc(old.uid))!;
    await adminAuthForTests().deleteUser(old.uid);

    const fresh = await signUpWithPassword(email);
    const token = await verifyEmail(fresh);
    const fix = () => api(token).post("/api/auth/fix-current-uid").send({ email, newFirebaseUid: fresh.uid });
    // The move runs as the account repair job; once it is done, asking again answers with the record.
    const started = await fix();
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect((await untilJobEnds(String(started.body.id)))?.state).toBe("done");
    const fixed = await fix();
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const newUrl = `/api/avatars/${fresh.uid}?v=${image.version}`;
    expect(fixed.body).toMatchObject({ id: fresh.uid, avatar: newUrl });
    const served = await fetchAvatar(newUrl);
    expect(served.status).toBe(200);
    expect((served.body as Buffer).equals(image.data)).toBe(true);
    expect((await fetchAvatar(oldUrl)).status).toBe(404);

    expect((await api(token).post("/api/auth/sync").send({})).status).toBe(200);
    await untilCopiesRefreshed(fresh.uid);
    const friends = (await ben.call.get("/api/friends")).body.items;
    expect(friends).toEqual([
      expect.objectContaining({
        id: fresh.uid,
        friend: expect.objectContaining({ username, avatar: newUrl }),
      }),
    ]);
  }, 120_000);
});

describe("GET /api/avatars/{uid} (public)", () => {
  it("when the current version is asked for without a token, then the WebP with a year's immutable cache for browsers and the CDN, and nosniff", async () => {
    const user = await syncedUser("avatar");
    const { avatar } = (await upload(user, await plainPng("#446688"))).body;
    const response = await fetchAvatar(avatar);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, s-maxage=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect((response.body as Buffer).equals((await avatarDoc(user.uid))!.data)).toBe(true);
  });

  it("when another, an old or no version is asked for, then the current image, cached a minute", async () => {
    const user = await syncedUser("avatar");
    const first = (await upload(user, await plainPng("#111111"))).body.avatar as string;
    const second = (await upload(user, await plainPng("#eeeeee"))).body.avatar as string;
    expect(second).not.toBe(first);
    const current = (await avatarDoc(user.uid))!.data as Buffer;
    for (const url of [
      first,
      `/api/avatars/${user.uid}`,
      `/api/avatars/${user.uid}?v=guess`,
      `${second}&v=again`,
    ]) {
      const response = await fetchAvatar(url);
      expect({ url, status: response.status, cache: response.headers["cache-control"] }).toEqual({
        url,
        status: 200,
        cache: "public, max-age=60, s-maxage=60",
      });
      expect(response.headers["content-type"]).toBe("image/webp");
      expect((response.body as Buffer).equals(current)).toBe(true);
    }
  });

  /** This hour's counters of one key of a limit. */
  const countersOf = (key: string, limit = "avatarRequest") =>
    getFirestore()
      .collection("rateLimits")
      .where(FieldPath.documentId(), ">=", `${limit}_${encodeURIComponent(key)}_`)
      .where(FieldPath.documentId(), "<", `${limit}_${encodeURIComponent(key)}_\uf8ff`)
      .get();
  const randomAddress = (prefix: string) => `${prefix}.${Math.floor(Math.random() * 250) + 1}`;
  const message = `One address can load at most ${RATE_LIMITS.avatarRequest.max} pictures an hour. Please try again later.`;

  // Behind a Hosting rewrite X-Forwarded-For ends in the reader's address (appended by Hosting's
  // edge) and the edge's (appended by Google's front end); entries before them are the client's.
  it("when one reader behind a Hosting edge asks past the hourly allowance, then 429 for that reader, and another reader behind the same edge is served", async () => {
    const user = await syncedUser("avatar");
    const { avatar } = (await upload(user, await plainPng("#224466"))).body;
    const edge = randomAddress("198.51.100");
    const reader = randomAddress("100.64.7");
    const from = (forwardedFor: string) => api().get(avatar).set("X-Forwarded-For", forwardedFor);
    expect((await from(`${reader}, ${edge}`)).status).toBe(200);
    // Near the limit without thousands of requests: the reader's counter of this hour, set.
    const counters = await countersOf(`${reader}>${edge}`);
    expect(counters.docs.map((doc) => doc.get("count"))).toEqual([1]);
    await counters.docs[0]!.ref.update({ count: RATE_LIMITS.avatarRequest.max - 1 });
    expect((await from(`${reader}, ${edge}`)).status).toBe(200);
    const refused = await from(`10.0.0.2, ${reader}, ${edge}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: message });
    expect(refused.headers["cache-control"]).toBeUndefined();
    // Another reader behind the same edge, and a malformed uid (404 before any counting), are
    // not refused. (Outside the ranges the tests draw addresses from.)
    expect((await from(`192.0.2.250, ${edge}`)).status).toBe(200);
    expect((await api().get("/api/avatars/a.b").set("X-Forwarded-For", `${reader}, ${edge}`)).status).toBe(
      404,
    );
  });

  it("when a client forges another reader's address as the first X-Forwarded-For entry, then it counts as itself and the other reader's counter is untouched", async () => {
    const user = await syncedUser("avatar");
    const { avatar } = (await upload(user, await plainPng("#446622"))).body;
    const edge = randomAddress("198.51.101");
    const victim = randomAddress("100.64.8");
    const attacker = randomAddress("100.64.9");
    expect((await api().get(avatar).set("X-Forwarded-For", `${victim}, ${edge}`)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const forged = await api().get(avatar).set("X-Forwarded-For", `${victim}, ${attacker}, ${edge}`);
      expect(forged.status).toBe(200);
    }
    expect((await countersOf(`${victim}>${edge}`)).docs.map((doc) => doc.get("count"))).toEqual([1]);
    expect((await countersOf(`${attacker}>${edge}`)).docs.map((doc) => doc.get("count"))).toEqual([3]);
  });

  it("when a client calling the function directly forges a different entry on every request, then the last hop's allowance refuses it past its limit", async () => {
    const user = await syncedUser("avatar");
    const { avatar } = (await upload(user, await plainPng("#664422"))).body;
    const address = randomAddress("203.0.113");
    // What reaches the function when a client sends its own header straight to it: its forged
    // entries, then the address Google's front end saw, appended last.
    const forged = (n: number) =>
      api().get(avatar).set("X-Forwarded-For", `192.0.2.${n}, 10.9.8.${n}, ${address}`);
    expect((await forged(1)).status).toBe(200);
    const hop = await countersOf(address, "avatarRequestHop");
    expect(hop.docs.map((doc) => doc.get("count"))).toEqual([1]);
    await hop.docs[0]!.ref.update({ count: RATE_LIMITS.avatarRequestHop.max - 1 });
    expect((await forged(2)).status).toBe(200);
    for (const n of [3, 4, 5]) expect((await forged(n)).status).toBe(429);
    expect((await countersOf(address, "avatarRequestHop")).docs.map((doc) => doc.get("count"))).toEqual([
      RATE_LIMITS.avatarRequestHop.max,
    ]);
    // The forged first entries were never counted as addresses of their own.
    for (const n of [1, 2, 3]) expect((await countersOf(`192.0.2.${n}`)).empty).toBe(true);
  });

  it("when a user has no avatar, is unknown, or the uid is malformed, then 404 alike", async () => {
    const user = await syncedUser("avatar");
    for (const uid of [user.uid, uniqueName("nobody"), "a.b", "x".repeat(129), "%2E%2E", "ab%20cd"]) {
      const response = await api().get(`/api/avatars/${uid}?v=1`);
      expect({ uid, status: response.status, body: response.body }).toEqual({
        uid,
        status: 404,
        body: { error: "Avatar not found" },
      });
    }
  });

  it("when the avatar is removed, then the record has none (initials), the image is gone and a later sign-in does not bring back the profile photo", async () => {
    // The profile photo comes from the Google sign-in's picture claim, never from the body.
    const photoURL = "https://lh3.googleusercontent.com/a/me=s96-c";
    const email = uniqueEmail("avatar");
    const google = await signInWithGoogle({ email, name: uniqueName("avatar"), picture: photoURL });
    const account = { ...google, email, password: "" };
    const call = api(account.idToken);
    const synced = await call.post("/api/auth/sync").send({ isNewAccount: true });
    expect(synced.body.avatar).toBe(photoURL);
    const user = { ...account, username: synced.body.username, call };
    const { avatar } = (await upload(user, await plainPng())).body;

    const removed = await call.delete("/api/user/avatar");
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: account.uid, avatar: null });
    expect((await fetchAvatar(avatar)).status).toBe(404);
    expect(await avatarDoc(account.uid)).toBeUndefined();
    const again = await call.post("/api/auth/sync").send({});
    expect(again.status).toBe(200);
    expect(again.body.avatar).toBeNull();
  });
});
