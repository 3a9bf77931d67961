// The deployed shape: the Hosting emulator rewrites /api/** to the `api` function running in the
// Functions emulator (built from functions/lib), with Hosting's security headers on the way out.
import { describe, expect, it } from "vitest";
import { getFirestore } from "firebase-admin/firestore";
import { adminAuthForTests, signIn, signUpWithPassword, uniqueName } from "../helpers/auth-emulator";
import { articlePage, html, startPageServer } from "../helpers/page-server";
import { textPdf, textPdfOfSize } from "../helpers/pdfs";
import { plainPng } from "../helpers/images";
import { PDF_MAX_BYTES, PDF_TOO_LARGE } from "../../src/shared";

const HOSTING = process.env.SPURQ_HOSTING_URL ?? "http://127.0.0.1:5000";
/** Ada of the demo data (scripts/seed), who signs in with a password. */
const DEMO_ADA = { email: "ada@demo.spurq.test", password: "readtogether" };

describe("through the Hosting address", () => {
  it("when /api/auth/user is called without a token, then 401 JSON with the security headers", async () => {
    const response = await fetch(`${HOSTING}/api/auth/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Unauthorized" });
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("when a user syncs and reads their record with an Auth emulator token, then the record comes back", async () => {
    const user = await signUpWithPassword();
    const username = uniqueName("hosted");
    const headers = { authorization: `Bearer ${user.idToken}`, "content-type": "application/json" };
    const synced = await fetch(`${HOSTING}/api/auth/sync`, {
      method: "POST",
      headers,
      body: JSON.stringify({ displayName: username, isNewAccount: true, firebaseUid: user.uid }),
    });
    expect(synced.status).toBe(201);
    const record = await fetch(`${HOSTING}/api/auth/user?firebaseUid=${user.uid}`, { headers });
    expect(record.status).toBe(200);
    expect(await record.json()).toMatchObject({ id: user.uid, username, email: user.email });
  });

  it("when a demo user from the seed data asks for their record, then it is there", async () => {
    const idToken = await signIn(DEMO_ADA);
    const record = await fetch(`${HOSTING}/api/auth/user`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(await record.json()).toMatchObject({ id: "demo-ada", username: "ada" });
  });

  it("when the demo data is loaded, then every demo reader's address is verified, in the sign-in account and in the record", async () => {
    // The records' flag decides whether notification e-mails may go to the address.
    const uids = ["demo-ada", "demo-ben", "demo-chloe", "demo-dev", "demo-finn"];
    const verified = await Promise.all(
      uids.map(async (uid) => ({
        uid,
        account: (await adminAuthForTests().getUser(uid)).emailVerified,
        record: (await getFirestore().collection("users").doc(uid).get()).get("emailVerified"),
      })),
    );
    expect(verified).toEqual(uids.map((uid) => ({ uid, account: true, record: true })));
  });
});

describe("imports through the Hosting address (the compiled function, lazy modules, buffered bodies)", () => {
  async function token() {
    const user = await signUpWithPassword();
    await fetch(`${HOSTING}/api/auth/sync`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.idToken}`, "content-type": "application/json" },
      body: JSON.stringify({ displayName: uniqueName("hosted"), isNewAccount: true }),
    });
    return user.idToken;
  }

  it("when a page on this machine is imported, then the article is stored (the emulator allows loopback)", async () => {
    const site = await startPageServer({ "/a": html(articlePage()) });
    try {
      const idToken = await token();
      const response = await fetch(`${HOSTING}/api/articles/from-url`, {
        method: "POST",
        headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json" },
        body: JSON.stringify({ url: site.url("/a") }),
      });
      const body = (await response.json()) as { id: string };
      expect(response.status, JSON.stringify(body)).toBe(201);
      const article = await fetch(`${HOSTING}/api/articles/${body.id}`, {
        headers: { authorization: `Bearer ${idToken}` },
      });
      expect(await article.json()).toMatchObject({ author: "Maren Holt", contentType: "html" });
    } finally {
      await site.close();
    }
  });

  it("when a PDF is uploaded, then busboy reads the buffered body and the article is stored", async () => {
    const idToken = await token();
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(await textPdf({ title: "Hosted PDF", author: "Ada" }))], {
        type: "application/pdf",
      }),
      "a.pdf",
    );
    const response = await fetch(`${HOSTING}/api/articles/from-pdf`, {
      method: "POST",
      headers: { authorization: `Bearer ${idToken}` },
      body: form,
    });
    expect(response.status).toBe(201);
  });

  it("when a heavy route is asked through Hosting, then the imports function answers it, and api the rest", async () => {
    const idToken = await token();
    const headers = { authorization: `Bearer ${idToken}`, "content-type": "application/json" };
    const heavy = await fetch(`${HOSTING}/api/articles/from-url`, {
      method: "POST",
      headers,
      body: JSON.stringify({ url: "not an address" }),
    });
    expect(heavy.status).toBe(400);
    expect(heavy.headers.get("x-spurq-function")).toBe("imports");
    const upload = await fetch(`${HOSTING}/api/library-imports`, { method: "POST", headers, body: "{}" });
    expect(upload.headers.get("x-spurq-function")).toBe("imports");
    // The rewrites before /api/** match these paths exactly: a path that only begins like one stays on api.
    const start = await fetch(`${HOSTING}/api/library-imports/start`, { method: "POST", headers });
    expect(start.headers.get("x-spurq-function")).toBe("api");
    const light = await fetch(`${HOSTING}/api/auth/user`, { headers });
    expect(light.headers.get("x-spurq-function")).toBe("api");
  });

  // Cloud Functions buffers every body in req.rawBody, multipart too: the JSON limit of /articles
  // (8 MB) must not judge an upload, whose own limit is 10 MB a file (docs/product-spec.md §9).
  async function uploadPdf(idToken: string, bytes: Buffer) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "large.pdf");
    return fetch(`${HOSTING}/api/articles/from-pdf`, {
      method: "POST",
      headers: { authorization: `Bearer ${idToken}` },
      body: form,
    });
  }

  it("when a 9.9 MB PDF is uploaded, then it is imported (the 8 MB JSON limit is not applied to it)", async () => {
    const idToken = await token();
    const response = await uploadPdf(idToken, await textPdfOfSize(Math.round(9.9 * 1024 * 1024)));
    const body = (await response.json()) as { id: string };
    expect(response.status, JSON.stringify(body)).toBe(201);
    const article = await fetch(`${HOSTING}/api/articles/${body.id}`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(await article.json()).toMatchObject({ title: "A Large PDF", author: "Ada", contentType: "text" });
  });

  // The text is the one docs/product-spec.md §5 gives for a PDF over 10 MB.
  it("when a PDF of 10 MB and one byte is uploaded, then 413 with the text", async () => {
    const idToken = await token();
    const response = await uploadPdf(idToken, await textPdfOfSize(PDF_MAX_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: PDF_TOO_LARGE });
  });

  it("when an article body is large, then the articles limit applies, not the general one", async () => {
    const idToken = await token();
    const response = await fetch(`${HOSTING}/api/articles`, {
      method: "POST",
      headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json" },
      body: JSON.stringify({ title: "Long", content: "A sentence of a long essay. ".repeat(20_000) }),
    });
    expect(response.status).toBe(201);
  });

  it("when a body is a form, not JSON, then it is not read, though the platform parsed it", async () => {
    const idToken = await token();
    const headers = { authorization: `Bearer ${idToken}` };
    const response = await fetch(`${HOSTING}/api/user/preferences`, {
      method: "PATCH",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: "language=french",
    });
    expect(response.status).toBe(400);
    const preferences = await fetch(`${HOSTING}/api/user/preferences`, { headers });
    expect(await preferences.json()).toMatchObject({ language: "english" });
  });

  it("when a JSON body is over the limit, then 413 even though the platform buffered it", async () => {
    const idToken = await token();
    const response = await fetch(`${HOSTING}/api/user/preferences`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json" },
      body: JSON.stringify({ language: "x".repeat(200_000) }),
    });
    expect(response.status).toBe(413);
  });
});

describe("the social routes through the Hosting address (the compiled function)", () => {
  /** A new synced user whose calls go through Hosting. */
  async function hostedUser(label: string) {
    const user = await signUpWithPassword();
    const username = uniqueName(label);
    const call = async (method: string, path: string, body?: object) => {
      const response = await fetch(`${HOSTING}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${user.idToken}`, "content-type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    };
    expect((await call("POST", "/auth/sync", { displayName: username, isNewAccount: true })).status).toBe(
      201,
    );
    return { uid: user.uid, username, call };
  }

  it("when two readers become friends, share a passage, answer it, chat and invite, then every step answers as in process", async () => {
    const [ada, ben] = await Promise.all([hostedUser("hosted_a"), hostedUser("hosted_b")]);
    const request = await ada.call("POST", "/friends/requests", { receiverId: ben.uid });
    expect(request.status).toBe(201);
    expect(
      (await ben.call("PATCH", `/friends/requests/${request.body.id}`, { status: "accepted" })).status,
    ).toBe(200);
    expect((await ada.call("GET", "/friends")).body.items.map((f: { id: string }) => f.id)).toEqual([
      ben.uid,
    ]);

    const text = "Tides keep their own time.";
    const article = await ada.call("POST", "/articles", { title: "Tides", content: text });
    const highlight = await ada.call("POST", "/highlights", {
      articleId: article.body.id,
      text: "Tides",
      startOffset: 0,
      endOffset: 5,
    });
    const spurq = await ada.call("POST", "/spurqs", {
      recipientId: ben.uid,
      articleId: article.body.id,
      highlightId: highlight.body.id,
      question: "Whose time?",
    });
    expect(spurq.status).toBe(201);
    expect((await ben.call("GET", "/spurqs/unread-count")).body).toEqual({ count: 1 });
    expect((await ben.call("GET", `/articles/${article.body.id}`)).status).toBe(200);
    expect((await ben.call("GET", "/spurqs/unread-count")).body).toEqual({ count: 0 });
    expect((await ben.call("POST", `/spurqs/${spurq.body.id}/replies`, { text: "The moon's." })).status).toBe(
      201,
    );
    expect((await ada.call("GET", "/spurqs/sent")).body.items[0]).toMatchObject({
      id: spurq.body.id,
      replyCount: 1,
    });

    const chat = await ada.call("POST", "/group-chats", { name: "Tide club", memberIds: [ben.uid] });
    expect(chat.status).toBe(201);
    expect(
      (await ben.call("POST", `/group-chats/${chat.body.id}/messages`, { content: "Hello!" })).status,
    ).toBe(201);
    const messages = await ada.call("GET", `/group-chats/${chat.body.id}/messages`);
    expect(messages.body.items.map((m: { content: string }) => m.content)).toEqual(["Hello!"]);

    const invitation = await ada.call("POST", "/invitations", {
      channel: "email",
      to: `${ada.username}@example.com`,
    });
    expect(invitation.status).toBe(201);
    expect(invitation.body).toMatchObject({ channel: "email", status: "queued" });
  });

  it("when Ada of the demo data looks at her social side, then her friends, unread spurqs, chat and waiting request are there", async () => {
    const idToken = await signIn(DEMO_ADA);
    const get = async (path: string) =>
      (await fetch(`${HOSTING}/api${path}`, { headers: { authorization: `Bearer ${idToken}` } })).json();
    const friends = await get("/friends");
    expect(friends.items.map((f: { friend: { username: string } }) => f.friend.username).sort()).toEqual([
      "ben",
      "chloe",
      "dev",
    ]);
    expect(await get("/spurqs/unread-count")).toEqual({ count: 3 });
    const sent = await get("/spurqs/sent");
    expect(sent.items.some((s: { replyCount: number }) => s.replyCount > 0)).toBe(true);
    const chats = await get("/group-chats");
    expect(chats.items.map((c: { name: string; memberCount: number }) => [c.name, c.memberCount])).toEqual([
      ["Sunday Reading Club", 4],
    ]);
    const incoming = await get("/friends/requests/incoming");
    expect(incoming.items.map((r: { sender: { username: string } }) => r.sender.username)).toEqual(["finn"]);
  });
});

describe("avatars through the Hosting address (the buffered upload and the one public route)", () => {
  it("when a picture is uploaded, then busboy reads the buffered body and Hosting serves the image with the function's caching", async () => {
    const user = await signUpWithPassword();
    const headers = { authorization: `Bearer ${user.idToken}` };
    await fetch(`${HOSTING}/api/auth/sync`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ displayName: uniqueName("hosted"), isNewAccount: true }),
    });
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(await plainPng("#5577aa"))], { type: "image/png" }),
      "me.png",
    );
    const uploaded = await fetch(`${HOSTING}/api/user/avatar`, { method: "POST", headers, body: form });
    const record = (await uploaded.json()) as { avatar: string };
    expect(uploaded.status, JSON.stringify(record)).toBe(200);

    const current = await fetch(`${HOSTING}${record.avatar}`);
    expect(current.status).toBe(200);
    expect(current.headers.get("content-type")).toBe("image/webp");
    expect(current.headers.get("cache-control")).toBe(
      "public, max-age=31536000, s-maxage=31536000, immutable",
    );
    expect(current.headers.get("x-content-type-options")).toBe("nosniff");
    const image = Buffer.from(await current.arrayBuffer());
    expect(image.subarray(0, 4).toString()).toBe("RIFF");
    expect(image.subarray(8, 12).toString()).toBe("WEBP");

    const stale = await fetch(`${HOSTING}${record.avatar.replace(/v=[^&]+/, "v=old")}`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60");
  });
});
