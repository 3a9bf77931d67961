// POST /api/articles/from-url against pages served locally, and the SSRF defences with the
// test-only loopback allowance off.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LookupAddress } from "node:dns";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { articlePage, html, startPageServer, type PageServer } from "../helpers/page-server";
import { safeFetch } from "../../src/modules/import/safe-fetch";
import { importFetchOptions } from "../../src/modules/import/url-import.service";
import { ARTICLE_CONTENT_MAX } from "../../src/shared";

let user: SyncedUser;
let site: PageServer;
let hitCounter: PageServer;

beforeAll(async () => {
  hitCounter = await startPageServer({ "/ping": html("pong"), "/pixel.png": html("") });
  site = await startPageServer({
    "/article": html(articlePage()),
    "/no-byline": html(articlePage({ byline: null })),
    "/forbidden": html("<h1>Forbidden</h1>", 403),
    "/missing": html("<h1>Gone</h1>", 404),
    "/busy": html("<h1>Slow down</h1>", 429),
    "/broken": html("<h1>Oops</h1>", 500),
    "/image": (_req, res) => res.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(100)),
    "/pdf": (_req, res) => res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4"),
    "/menu": html(
      "<html><head><title>Menu</title></head><body><nav><a href='/'>Home</a></nav></body></html>",
    ),
    "/redirect": (_req, res) => res.writeHead(302, { location: "/article" }).end(),
    "/json-ld-author": html(
      articlePage({
        byline: null,
        extraHead: `<script type="application/ld+json">${JSON.stringify({ "@graph": [{ "@type": "NewsArticle", author: [{ "@type": "Person", name: "Maren Holt" }] }] })}</script>`,
      }),
    ),
    // A server that names no charset, for a page that names none either: UTF-8 bytes all the same.
    "/unlabelled": (_req, res) =>
      res
        .writeHead(200, { "content-type": "text/html" })
        .end(Buffer.from(articlePage({ title: "Hafenmauer für Übermorgen" }), "utf8")),
    "/huge": html(
      articlePage({
        extraBody:
          "<p>The committee met again on Thursday to review the harbour plans and the ferry timetable.</p>".repeat(
            26_000,
          ),
      }),
    ),
  });
});

afterAll(async () => {
  await Promise.all([site.close(), hitCounter.close()]);
});

// A reader per test: URL imports are rate-limited per user, and each test stays well under it.
beforeEach(async () => {
  user = await syncedUser();
});

afterEach(() => {
  delete process.env.ALLOW_PRIVATE_IMPORT_HOSTS;
});

const importUrl = (url: string) => user.call.post("/api/articles/from-url").send({ url });
const allowLoopback = () => (process.env.ALLOW_PRIVATE_IMPORT_HOSTS = "true");

describe("importing a page", () => {
  it("when a real article page is imported, then title, author, site and clean content are stored", async () => {
    allowLoopback();
    const response = await importUrl(site.url("/article"));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const article = (await user.call.get(`/api/articles/${response.body.id}`)).body;
    expect(article).toMatchObject({
      title: expect.stringContaining("The Lighthouse Keepers' Last Winter"),
      author: "Maren Holt",
      siteName: "Coastal Review",
      url: site.url("/article"),
      contentType: "html",
    });
    // The visible "By Maren Holt" line is not repeated in the body: the header shows the author.
    expect(article.preview).toMatch(/^For almost two centuries the lighthouse/);
    expect(article.content).not.toContain("By Maren Holt");
    expect(article.preview.length).toBeLessThanOrEqual(150);
    expect(article.content).toContain("kept a log of every storm");
    expect(article.content).not.toContain("© Coastal Review");
    // Relative links and images were made absolute.
    expect(article.content).toContain(`href="${site.url("/archive/ledger")}"`);
    expect(article.content).toContain(`src="${site.url("/images/keepers.jpg")}"`);
  });

  it("when a page redirects within the site, then the final page is imported", async () => {
    allowLoopback();
    const response = await importUrl(site.url("/redirect"));
    expect(response.status).toBe(201);
    expect((await user.call.get(`/api/articles/${response.body.id}`)).body.url).toBe(site.url("/article"));
  });

  it("when the page has no byline, then 422 with the partial data and the missing author", async () => {
    allowLoopback();
    const response = await importUrl(site.url("/no-byline"));
    expect(response.status).toBe(422);
    expect(response.body.missingFields).toEqual(["author"]);
    expect(response.body.partialData).toMatchObject({
      title: expect.stringContaining("Lighthouse"),
      url: site.url("/no-byline"),
      content: expect.stringContaining("kept a log"),
    });
    expect(response.body.partialData.author).toBeUndefined();
  });

  it("when only the page's JSON-LD names the author, then it imports whole with that author", async () => {
    allowLoopback();
    const response = await importUrl(site.url("/json-ld-author"));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect((await user.call.get(`/api/articles/${response.body.id}`)).body.author).toBe("Maren Holt");
  });

  it("when neither the server nor the page names a charset, then UTF-8 text is read as UTF-8", async () => {
    allowLoopback();
    const response = await importUrl(site.url("/unlabelled"));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect((await user.call.get(`/api/articles/${response.body.id}`)).body.title).toMatch(
      /^Hafenmauer für Übermorgen/,
    );
  });

  it("when the article is longer than an article may hold, then its beginning is stored with a note where it stops", async () => {
    allowLoopback();
    const response = await importUrl(site.url("/huge"));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { content } = (await user.call.get(`/api/articles/${response.body.id}`)).body;
    expect(content.length).toBeLessThanOrEqual(ARTICLE_CONTENT_MAX);
    expect(content).toContain("For almost two centuries the lighthouse");
    expect(content).toMatch(
      / (the|committee|met|again|on|Thursday|to|review|harbour|plans|and|ferry|timetable\.)<\/p>(\s*<\/\w+>)*<p>\[The rest of this page was not imported: an article holds at most 2,000,000 characters\.\]<\/p>$/,
    );
  });

  // The error types and texts of docs/product-spec.md §8 (Articles and organisation).
  it("when the site answers 403, 404, 429 or 500, then the error type and text", async () => {
    allowLoopback();
    const cases: Array<[string, string, string]> = [
      [
        "/forbidden",
        "ACCESS_DENIED",
        "This website is blocking our content extraction. Try using PDF upload instead.",
      ],
      ["/missing", "NOT_FOUND", "The article page could not be found. Please check the URL."],
      ["/busy", "RATE_LIMITED", "Too many requests to this website. Please try again later."],
      ["/broken", "GENERAL_ERROR", "The website answered with an error (500)."],
    ];
    for (const [path, errorType, error] of cases) {
      const response = await importUrl(site.url(path));
      expect(response.body, path).toEqual({ error, errorType });
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
  });

  it("when the address is not a web page or not an article, then it says so clearly", async () => {
    allowLoopback();
    const image = await importUrl(site.url("/image"));
    expect(image.status).toBe(415);
    expect(image.body).toEqual({
      error: "This address is not a web page (it is image/png).",
      errorType: "GENERAL_ERROR",
    });
    const pdf = await importUrl(site.url("/pdf"));
    expect(pdf.body.error).toMatch(/PDF/);
    const menu = await importUrl(site.url("/menu"));
    expect(menu.status).toBe(422);
    expect(menu.body.error).toMatch(/does not look like an article/);
    expect(menu.body.partialData).toBeUndefined();
  });

  it("when the page carries scripts, handlers, frames, forms and trackers, then nothing runs, loads or survives", async () => {
    allowLoopback();
    const page = articlePage().replaceAll("HIT", String(hitCounter.port));
    const hostile = await startPageServer({
      "/": html(
        page.replace(
          "</article>",
          `<p>Images <img src="x" onerror="fetch('http://127.0.0.1:${hitCounter.port}/ping')">
          <a href="javascript:alert(1)">links</a> <iframe src="http://127.0.0.1:${hitCounter.port}/ping" srcdoc="<script>alert(1)</script>"></iframe>
          <form action="http://127.0.0.1:${hitCounter.port}/ping"><input name="q"><button>Go</button></form>
          <img src="http://127.0.0.1:${hitCounter.port}/pixel.png" alt="tracker" style="position:fixed">
          <svg onload="alert(1)"><script>alert(1)</script></svg></p>
          <script>fetch("http://127.0.0.1:${hitCounter.port}/ping")</script></article>`,
        ),
      ),
    });
    try {
      const response = await importUrl(hostile.url("/"));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const { content } = (await user.call.get(`/api/articles/${response.body.id}`)).body;
      expect(hitCounter.hits).toEqual([]);
      expect(content).not.toMatch(
        /<script|onerror|onload|javascript:|<iframe|srcdoc|<form|<input|<button|<svg|style=/i,
      );
      // A tracker image may stay as a link for the reader's browser (which applies the CSP); it was never fetched here.
      expect(content).toContain("kept a log of every storm");
    } finally {
      await hostile.close();
    }
  });
});

describe("SSRF defences (loopback allowance off, as in production)", () => {
  it("when the host is loopback in any spelling, then it is refused and the server sees nothing", async () => {
    const port = hitCounter.port;
    const spellings = [
      `http://localhost:${port}/ping`,
      `http://127.0.0.1:${port}/ping`,
      `http://[::1]:${port}/ping`,
      `http://2130706433:${port}/ping`,
      `http://0x7f.1:${port}/ping`,
      `http://0177.0.0.1:${port}/ping`,
      `http://[::ffff:127.0.0.1]:${port}/ping`,
      `http://[::ffff:7f00:1]:${port}/ping`,
      `http://127.1:${port}/ping`,
    ];
    for (const url of spellings) {
      const response = await importUrl(url);
      expect(response.status, url).toBe(400);
      expect(response.body.errorType).toBe("GENERAL_ERROR");
    }
    expect(hitCounter.hits).toEqual([]);
  });

  it("when the host is private, link-local, metadata, CGNAT, multicast or unspecified, then it is refused before connecting", async () => {
    for (const host of [
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "224.0.0.1",
      "0.0.0.0",
      "[fe80::1]",
      "[fc00::1]",
      "[::]",
      "[::7f00:1]",
      "[::127.0.0.1]",
      "[::a00:1]",
      "[64:ff9b::7f00:1]",
    ]) {
      const response = await importUrl(`http://${host}/latest/meta-data/`);
      expect(response.status, host).toBe(400);
      expect(response.body.error).toMatch(/private or reserved/);
    }
  });

  it("when the emulator's loopback allowance is on, then 0.0.0.0 and :: (which reach this machine too) are still refused", async () => {
    allowLoopback();
    for (const host of ["0.0.0.0", "[::]", "[::ffff:0.0.0.0]"]) {
      const response = await importUrl(`http://${host}:${hitCounter.port}/ping`);
      expect(response.status, host).toBe(400);
      expect(response.body.error).toMatch(/private or reserved/);
    }
    expect(hitCounter.hits).toEqual([]);
  });

  it("when an allowed site redirects to a private address, then the redirect is refused and the target sees nothing", async () => {
    const target = `:${hitCounter.port}/ping`;
    const redirector = await startPageServer({
      "/to-name": (_req, res) => res.writeHead(302, { location: `http://internal.example${target}` }).end(),
      "/to-ip": (_req, res) => res.writeHead(301, { location: `http://127.0.0.2${target}` }).end(),
      "/to-v6": (_req, res) => res.writeHead(307, { location: `http://[::1]${target}` }).end(),
    });
    // The test's stand-in for the public internet is one loopback address, 127.0.0.1, reached by
    // the name site.example; internal.example resolves to a private address.
    const dns = ((host: string, _o: unknown, cb: (e: null, a: LookupAddress[]) => void) =>
      cb(null, [{ address: host === "site.example" ? "127.0.0.1" : "10.0.0.5", family: 4 }])) as never;
    const options = {
      ...importFetchOptions(),
      lookup: dns,
      isAllowedAddress: (a: string) => a === "127.0.0.1",
    };
    try {
      for (const path of ["/to-name", "/to-ip", "/to-v6"]) {
        await expect(
          safeFetch(`http://site.example:${redirector.port}${path}`, options),
        ).rejects.toMatchObject({
          message: expect.stringMatching(/private or reserved/),
        });
      }
      expect(redirector.hits).toEqual(["/to-name", "/to-ip", "/to-v6"]);
      expect(hitCounter.hits).toEqual([]);
    } finally {
      await redirector.close();
    }
  });
});

describe("limits", () => {
  it("when a site never answers, then TIMEOUT within the time limit", async () => {
    const silent = await startPageServer({ "/": () => undefined });
    try {
      const started = Date.now();
      await expect(
        safeFetch(silent.url("/"), importFetchOptions({ allowLoopbackHosts: true, timeoutMs: 800 })),
      ).rejects.toMatchObject({
        extra: { errorType: "TIMEOUT" },
      });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await silent.close();
    }
  });

  it("when a body never ends or declares 50 MB, then it stops at the byte cap", async () => {
    const endless = await startPageServer({
      "/endless": (_req, res) => {
        res.writeHead(200, { "content-type": "text/html" });
        const chunk = Buffer.alloc(64 * 1024, "a");
        const pump = () => {
          while (res.write(chunk));
          res.once("drain", pump);
        };
        pump();
        res.on("close", () => res.removeAllListeners("drain"));
      },
      "/declared": (_req, res) => {
        res.writeHead(200, { "content-type": "text/html", "content-length": String(50 * 1024 * 1024) });
        res.write("<html>");
      },
    });
    try {
      for (const path of ["/endless", "/declared"]) {
        const started = Date.now();
        await expect(
          safeFetch(endless.url(path), importFetchOptions({ allowLoopbackHosts: true })),
        ).rejects.toMatchObject({
          status: 413,
          extra: { errorType: "GENERAL_ERROR" },
        });
        expect(Date.now() - started).toBeLessThan(5000);
      }
    } finally {
      await endless.close();
    }
  });

  it("when a site redirects to a Location that is not a URL, then GENERAL_ERROR, not a server error", async () => {
    allowLoopback();
    const broken = await startPageServer({
      "/": (_req, res) => res.writeHead(302, { location: "http://exa mple.com/" }).end(),
    });
    try {
      const response = await importUrl(broken.url("/"));
      expect(response.status).toBe(502);
      expect(response.body).toEqual({
        error: "The website redirected to an address that is not valid.",
        errorType: "GENERAL_ERROR",
      });
    } finally {
      await broken.close();
    }
  });

  it("when a site redirects in a loop, then it stops after five redirects", async () => {
    allowLoopback();
    const loop = await startPageServer({
      "/loop": (_req, res) => res.writeHead(302, { location: "/loop" }).end(),
    });
    try {
      const response = await importUrl(loop.url("/loop"));
      expect(response.body).toEqual({
        error: "The website redirected too many times.",
        errorType: "GENERAL_ERROR",
      });
      expect(loop.hits).toHaveLength(6);
    } finally {
      await loop.close();
    }
  });

  // The message is docs/product-spec.md §5's for an invalid URL.
  it("when the URL is not http(s) or not a URL, then 400 with the message", async () => {
    for (const url of ["ftp://example.com/a", "file:///etc/passwd", "not a url", ""]) {
      const response = await importUrl(url);
      expect(response.status, url).toBe(400);
      expect(response.body.error).toBe("url: Please provide a valid URL.");
    }
  });
});
