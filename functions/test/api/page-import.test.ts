// POST /api/articles/from-page: a page as the reader's browser rendered it, saved without any
// fetch; the same page saved again gives the same article. And POST /api/auth/extension-token,
// the credential the web app hands the browser extension.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { api } from "../helpers/api";
import { adminAuthForTests, makeAdmin } from "../helpers/auth-emulator";
import { articlePage, html, startPageServer, type PageServer } from "../helpers/page-server";
import { countOwnArticles } from "../../src/modules/library";
import { RATE_LIMITS, takeAllowance } from "../../src/modules/rate-limits/rate-limits.service";
import { PAGE_BODY_MAX_BYTES } from "../../src/shared";

let user: SyncedUser;
let site: PageServer;

beforeAll(async () => {
  // Serves the page's address and its picture: a fetch of either would show up in its hits.
  site = await startPageServer({
    "/members/story": html("<h1>Please sign in</h1>", 401),
    "/images/keepers.jpg": html(""),
    "/imported": html(articlePage()),
  });
});
afterAll(() => site.close());

// A reader per test: saves are rate-limited per user.
beforeEach(async () => {
  user = await syncedUser("page-saver");
});

const MEMBERS_ONLY = "Only members who are signed in can read this paragraph about the keepers' ledger.";
const renderedPage = (extraHead = "", extraBody = "") =>
  articlePage({ extraHead, extraBody: `<p>${MEMBERS_ONLY}</p>${extraBody}` });
const savePage = (body: object, as = user) => as.call.post("/api/articles/from-page").send(body);

describe("saving a page as rendered", () => {
  it("when there is no token or a malformed one, then 401 and nothing is saved", async () => {
    const body = { url: site.url("/members/story"), html: renderedPage() };
    expect((await api().post("/api/articles/from-page").send(body)).status).toBe(401);
    expect((await api("not-a-token").post("/api/articles/from-page").send(body)).status).toBe(401);
    expect(site.hits.filter((hit) => hit !== "/imported")).toEqual([]);
  });

  it("when a page behind a sign-in is sent as rendered, then its text is saved and nothing is fetched", async () => {
    const response = await savePage({ url: site.url("/members/story"), html: renderedPage() });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), existing: false });
    const article = (await user.call.get(`/api/articles/${response.body.id}`)).body;
    expect(article).toMatchObject({
      title: expect.stringContaining("The Lighthouse Keepers' Last Winter"),
      author: "Maren Holt",
      siteName: "Coastal Review",
      url: site.url("/members/story"),
      contentType: "html",
    });
    expect(article.content).toContain(MEMBERS_ONLY);
    // Neither the page (which would answer 401) nor its picture was requested.
    expect(site.hits.filter((hit) => hit !== "/imported")).toEqual([]);
  });

  it("when the page carries scripts and event handlers, then none survive and none ran", async () => {
    const response = await savePage({
      url: site.url("/members/story"),
      html: renderedPage(
        `<script>fetch("${site.url("/images/keepers.jpg")}?script")</script>`,
        `<p>Tail <img src="x" onerror="alert(1)"> <a href="javascript:alert(2)">link</a> text.</p><script>alert(3)</script>`,
      ),
    });
    expect(response.status).toBe(201);
    const { content } = (await user.call.get(`/api/articles/${response.body.id}`)).body;
    expect(content).not.toMatch(/<script|onerror|javascript:/i);
    expect(site.hits.filter((hit) => hit !== "/imported")).toEqual([]);
  });

  it("when the same page is saved again from another address of it, then the same article, no copy", async () => {
    const first = await savePage({ url: "https://news.example.com/story?id=7", html: renderedPage() });
    expect(first.status).toBe(201);
    const before = await countOwnArticles(user.uid);
    for (const url of [
      "https://NEWS.example.com:443/story/?utm_source=feed&id=7#comments",
      "https://news.example.com/story?fbclid=abc&id=7&gclid=def",
    ]) {
      const again = await savePage({ url, html: renderedPage() });
      expect(again.status, url).toBe(200);
      expect(again.body).toEqual({ id: first.body.id, existing: true });
    }
    expect(await countOwnArticles(user.uid)).toBe(before);
  });

  it("when a page names its canonical address on the same site, then a mobile copy of it matches", async () => {
    const head = `<link rel="canonical" href="https://www.example.org/2026/keepers">`;
    const first = await savePage({
      url: "https://m.example.org/2026/keepers?amp=1",
      html: renderedPage(head),
    });
    expect(first.status).toBe(201);
    const again = await savePage({ url: "https://www.example.org/2026/keepers/", html: renderedPage() });
    expect(again.body).toEqual({ id: first.body.id, existing: true });
    // A canonical link naming another site is ignored: that page is its own.
    const foreign = await savePage({
      url: "https://copycat.test/keepers",
      html: renderedPage(`<link rel="canonical" href="https://www.example.org/2026/keepers">`),
    });
    expect(foreign.status).toBe(201);
    expect(foreign.body.id).not.toBe(first.body.id);
  });

  it("when the page was imported from its address before, then saving it as rendered opens that article", async () => {
    process.env.ALLOW_PRIVATE_IMPORT_HOSTS = "true";
    try {
      const imported = await user.call.post("/api/articles/from-url").send({ url: site.url("/imported") });
      expect(imported.status).toBe(201);
      const saved = await savePage({
        url: `${site.url("/imported")}?utm_medium=email`,
        html: renderedPage(),
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ id: imported.body.id, existing: true });
    } finally {
      delete process.env.ALLOW_PRIVATE_IMPORT_HOSTS;
    }
  });

  it("when an article's address is edited to the page's, then saving the page opens it", async () => {
    const typed = await user.call
      .post("/api/articles")
      .send({ title: "Typed", content: "Typed by hand.", url: "https://example.net/typed" });
    expect(typed.status).toBe(201);
    const edited = await user.call
      .patch(`/api/articles/${typed.body.id}`)
      .send({ url: "https://example.net/typed-story/" });
    expect(edited.status).toBe(200);
    const saved = await savePage({ url: "https://example.net/typed-story#top", html: renderedPage() });
    expect(saved.body).toEqual({ id: typed.body.id, existing: true });
  });

  it("when another reader has saved the page, then this reader gets a new article of their own", async () => {
    const url = "https://example.net/shared-story";
    const theirs = await savePage({ url, html: renderedPage() });
    const other = await syncedUser("other-saver");
    const mine = await savePage({ url, html: renderedPage() }, other);
    expect(mine.status).toBe(201);
    expect(mine.body.id).not.toBe(theirs.body.id);
    // And the first reader's article stays theirs alone.
    expect((await other.call.get(`/api/articles/${theirs.body.id}`)).status).toBe(404);
  });

  it("when the saved article is in the trash, then saving the page makes a new one", async () => {
    const url = "https://example.net/trashed-story";
    const first = await savePage({ url, html: renderedPage() });
    expect((await user.call.delete(`/api/articles/${first.body.id}`)).status).toBe(204);
    const again = await savePage({ url, html: renderedPage() });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
  });

  it("when the input is bad, then 400 with the field's message and nothing is saved", async () => {
    const cases: Array<[object, string]> = [
      [{ url: "https://example.com/a" }, "html: Please provide the page's HTML."],
      [{ url: "https://example.com/a", html: "   " }, "html: Please provide the page's HTML."],
      [{ url: "https://example.com/a", html: 42 }, "html: Please provide the page's HTML."],
      [{ html: renderedPage() }, "url: Please provide a valid URL."],
      [{ url: "javascript:alert(1)", html: renderedPage() }, "url: Please provide a valid URL."],
      [{ url: "file:///etc/passwd", html: renderedPage() }, "url: Please provide a valid URL."],
    ];
    for (const [body, message] of cases) {
      const response = await savePage(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe(message);
    }
    const unknown = await savePage({ url: "https://example.com/a", html: renderedPage(), title: "x" });
    expect(unknown.status).toBe(400);
    expect(await countOwnArticles(user.uid)).toBe(0);
  });

  it("when the body is over its limit, then 413 and nothing is saved", async () => {
    const filler = "<p>The committee met again to review the harbour plans.</p>".repeat(
      Math.ceil(PAGE_BODY_MAX_BYTES / 50),
    );
    const response = await savePage({ url: "https://example.com/huge", html: renderedPage("", filler) });
    expect(response.status).toBe(413);
    expect(await countOwnArticles(user.uid)).toBe(0);
  });

  it("when the page is not an article or lacks its author, then 422 as a URL import says it", async () => {
    const menu = await savePage({
      url: "https://example.com/menu",
      html: "<html><head><title>Menu</title></head><body><nav><a href='/'>Home</a></nav></body></html>",
    });
    expect(menu.status).toBe(422);
    const anonymous = await savePage({
      url: "https://example.com/anon",
      html: articlePage({ byline: null }),
    });
    expect(anonymous.status).toBe(422);
    expect(anonymous.body.missingFields).toEqual(["author"]);
    expect(await countOwnArticles(user.uid)).toBe(0);
  });

  it("when the hour's imports are used up, then 429 with the import limit's text and nothing is saved", async () => {
    for (let i = 0; i < RATE_LIMITS.urlImport.max; i++) await takeAllowance({ urlImport: user.uid });
    const response = await savePage({ url: "https://example.com/late", html: renderedPage() });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      error: "You can import at most 30 web pages an hour. Please try again later.",
    });
    expect(await countOwnArticles(user.uid)).toBe(0);
  });
});

describe("a credential for the browser extension", () => {
  const exchange = async (customToken: string) => {
    const response = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: customToken, returnSecureToken: true }),
      },
    );
    return (await response.json()) as { idToken?: string; refreshToken?: string };
  };

  it("when the signed-in reader asks, then a custom token that signs in as them", async () => {
    const response = await user.call.post("/api/auth/extension-token").send({});
    expect(response.status).toBe(201);
    const session = await exchange(response.body.customToken);
    expect(session.refreshToken).toEqual(expect.any(String));
    const me = await api(session.idToken).get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body.firebaseUid ?? me.body.uid ?? me.body.id).toBeDefined();
    expect(JSON.stringify(me.body)).toContain(user.uid);
  });

  it("when there is no token, then 401", async () => {
    expect((await api().post("/api/auth/extension-token").send({})).status).toBe(401);
  });

  it("when the reader's sessions were revoked, then 401 and no credential", async () => {
    // Revocation is at one-second resolution: a token from the same second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuthForTests().revokeRefreshTokens(user.uid);
    const response = await user.call.post("/api/auth/extension-token").send({});
    expect(response.status).toBe(401);
    expect(response.body.customToken).toBeUndefined();
  });

  it("when an admin acts as another reader, then 403: the extension connects to one's own account", async () => {
    const admin = await syncedUser("admin");
    const adminToken = await makeAdmin(admin);
    const response = await api(adminToken)
      .post("/api/auth/extension-token")
      .set("X-Firebase-Uid", user.uid)
      .send({});
    expect(response.status).toBe(403);
    expect(response.body.customToken).toBeUndefined();
  });

  it("when the hour's connections are used up, then 429", async () => {
    for (let i = 0; i < RATE_LIMITS.extensionConnect.max; i++)
      await takeAllowance({ extensionConnect: user.uid });
    const response = await user.call.post("/api/auth/extension-token").send({});
    expect(response.status).toBe(429);
    expect(response.body.customToken).toBeUndefined();
  });
});
