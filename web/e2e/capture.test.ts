// Capture from outside the app: the installable app (manifest, service worker, Chromium's own
// installability check), its share target receiving a page and a PDF as the share sheet sends
// them (a multipart POST the service worker takes), a GET share reaching a signed-out reader after
// sign-in, and the bookmarklet run on a page served here on 127.0.0.1 whose address and text hold
// odd characters: the page is imported and the selected text lands as a highlight. A persistent
// profile, because Chromium never calls an app installable in an incognito-like context.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type BrowserContext, type Page, type Response } from "playwright-core";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { findChromium } from "../../scripts/lib/chromium.mjs";
import {
  BASE_URL,
  CHROMIUM_ARGS,
  DESKTOP,
  launchBrowser,
  newIdentity,
  openPage,
  screenshot,
  signInViaUi,
  signUpToHome,
  uniqueSuffix,
  waitForRoute,
  waitForToast,
} from "./support/browser";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const run = uniqueSuffix();
const SHARED_TITLE = `Streets for People ${run}`;
const ODD_TITLE = `Café "Zürich" & <Co> 50% #1 ${run}`;
const GET_TITLE = `Plazas at Noon ${run}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function articlePage(title: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="author" content="Jan Gehl"></head><body><article><h1>${escapeHtml(title)}</h1>
<p class="byline">By Jan Gehl</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}</article></body></html>`;
}

const filler = (topic: string) =>
  Array.from(
    { length: 4 },
    (_, i) =>
      `${topic}, part ${i + 1}. Life between buildings is the first thing a city offers: people walking, sitting and watching other people, at the pace of feet and at the scale of faces.`,
  );

const ODD_PARAGRAPHS = [
  ...filler("Odd characters"),
  `Prices rose 50% & more at the "Grüne Ecke" kiosk — #1 on the square 😀, said the mayor's <aide>.`,
  `Next morning the square was quiet again; 日本語 visitors took photos at the fountain.`,
];

let server: Server;
let origin = "";
let profileDir = "";
let context: BrowserContext;
let page: Page;
const reader = newIdentity("capture");
/** Content-Security-Policy reports of Spurq's pages (the reader's test page has no policy). */
const cspViolations: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    const body = path.startsWith("/shared")
      ? articlePage(SHARED_TITLE, filler("Shared page"))
      : path.startsWith("/plaza")
        ? articlePage(GET_TITLE, filler("Plazas"))
        : path.startsWith("/odd")
          ? articlePage(ODD_TITLE, ODD_PARAGRAPHS)
          : null;
    response.writeHead(body ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(body ?? "<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  profileDir = mkdtempSync(join(tmpdir(), "spurq-capture-"));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium() ?? undefined,
    args: CHROMIUM_ARGS,
    viewport: DESKTOP,
    locale: "en-US",
  });
  page = context.pages()[0] ?? (await context.newPage());
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await signUpToHome(page, reader);
});

afterAll(async () => {
  await context?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  await new Promise((resolve) => server?.close(resolve));
});

/** Waits until this page's service worker is active and controls the page. */
async function serviceWorkerReady(target: Page): Promise<void> {
  await target.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
    polling: 250,
  });
}

/** Submits a form as the share sheet does: a multipart POST to the manifest's share target. */
async function shareToApp(fields: Record<string, string>, file?: { name: string; buffer: Buffer }) {
  await page.evaluate((values) => {
    const form = document.createElement("form");
    form.method = "POST";
    form.action = "/share-target";
    form.enctype = "multipart/form-data";
    form.id = "share-form";
    for (const [name, value] of Object.entries(values)) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.append(input);
    }
    const input = document.createElement("input");
    input.type = "file";
    input.name = "file";
    form.append(input);
    document.body.append(form);
  }, fields);
  if (file) {
    await page.locator('#share-form input[type="file"]').setInputFiles({
      name: file.name,
      mimeType: "application/pdf",
      buffer: file.buffer,
    });
  }
  await page.evaluate(() => (document.getElementById("share-form") as HTMLFormElement).submit());
}

/** Waits for the reading screen of a new article; its id. */
async function openedArticle(target: Page): Promise<string> {
  await target.waitForFunction(() => /^#\/articles\/(?!create)[^/?]+/.test(window.location.hash), undefined, {
    timeout: 60_000,
  });
  return new URL(target.url()).hash.replace(/^#\/articles\//, "").split("?")[0] ?? "";
}

async function makePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor("Jane Jacobs");
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText("A city street equipped to handle strangers is a safe street.", {
    x: 50,
    y: 780,
    size: 12,
    font,
  });
  return Buffer.from(await pdf.save());
}

describe("the installable app", () => {
  it("when the site is opened, then its manifest is complete and Chromium finds it installable", async () => {
    await page.goto(`${BASE_URL}/`);
    await waitForRoute(page, "/home");
    await serviceWorkerReady(page);

    const manifest = (await (await page.request.get(`${BASE_URL}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
      share_target: { action: string; method: string; enctype: string; params: Record<string, unknown> };
    };
    expect(manifest).toMatchObject({
      name: "Spurq",
      short_name: "Spurq",
      start_url: "/",
      display: "standalone",
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      const response = await page.request.get(`${BASE_URL}${icon.src}`);
      expect(response.headers()["content-type"], icon.src).toBe("image/png");
    }
    expect(manifest.share_target).toMatchObject({
      action: "/share-target",
      method: "POST",
      enctype: "multipart/form-data",
      params: { title: "title", text: "text", url: "url", files: [{ name: "file" }] },
    });

    // Chromium's own verdict, as its install prompt would decide it.
    const cdp = await context.newCDPSession(page);
    const { errors } = (await cdp.send("Page.getAppManifest")) as { errors: unknown[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    await cdp.detach();
  });

  it("when the app loads again, then its shell comes from the worker and /api never does", async () => {
    const fromWorker: string[] = [];
    const apiFromWorker: string[] = [];
    const apiSeen: string[] = [];
    const listener = (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api/")) {
        apiSeen.push(url.pathname);
        if (response.fromServiceWorker()) apiFromWorker.push(url.pathname);
      } else if (response.fromServiceWorker()) fromWorker.push(url.pathname);
    };
    page.on("response", listener);
    const apiAnswered = page.waitForResponse((response) => response.url().includes("/api/"));
    await page.reload();
    await page.getByRole("heading", { name: "Home" }).waitFor();
    await apiAnswered;
    page.off("response", listener);
    expect(fromWorker.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
    expect(apiSeen.length).toBeGreaterThan(0);
    expect(apiFromWorker).toEqual([]);
    const headers = (await page.request.get(`${BASE_URL}/sw.js`)).headers();
    expect(headers["cache-control"]).toBe("no-cache");
  });

  it("when a page is shared to the app, then the create screen imports its address", async () => {
    await page.goto(`${BASE_URL}/#/home`);
    await serviceWorkerReady(page);
    // As many apps share: the address inside the text, the url field empty.
    await shareToApp({ title: "Look", text: `Worth a read: ${origin}/shared/page?from=share`, url: "" });
    await waitForToast(page, "Article imported");
    await openedArticle(page);
    await page.getByRole("heading", { level: 1, name: SHARED_TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await screenshot(page, "capture-shared-page-imported");
  });

  it("when a PDF is shared to the app, then the worker hands it to the PDF import", async () => {
    const title = `Shared PDF ${run}`;
    await page.goto(`${BASE_URL}/#/home`);
    await serviceWorkerReady(page);
    await shareToApp({ title: "", text: "", url: "" }, { name: "streets.pdf", buffer: await makePdf(title) });
    await waitForToast(page, "PDF imported");
    await openedArticle(page);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.getByTestId("article-content").innerText()).toContain("equipped to handle strangers");
    // Taken once: nothing is left waiting in the browser.
    const left = await page.evaluate(
      async () => (await (await caches.open("spurq-shared-files")).keys()).length,
    );
    expect(left).toBe(0);
  });
});

describe("a GET share to a signed-out reader", () => {
  it("when the reader signs in, then the shared address is imported", async () => {
    const browser = await launchBrowser();
    try {
      const { page: visitor, context: fresh, cspViolations: visitorViolations } = await openPage(browser);
      await visitor.goto(
        `${BASE_URL}/share-target?title=${encodeURIComponent(GET_TITLE)}&text=&url=${encodeURIComponent(`${origin}/plaza`)}`,
      );
      await waitForRoute(visitor, "/auth");
      await signInViaUi(visitor, reader.email, reader.password);
      await waitForToast(visitor, "Article imported");
      await openedArticle(visitor);
      await visitor.getByRole("heading", { level: 1, name: GET_TITLE }).waitFor();
      expect(visitorViolations).toEqual([]);
      await fresh.close();
    } finally {
      await browser.close();
    }
  });
});

describe("the bookmarklet", () => {
  it("when dragged from Settings and run on a page with odd characters, then the page and the selection land", async () => {
    await page.goto(`${BASE_URL}/#/settings?tab=capture`);
    const link = page.getByRole("link", { name: "Save to Spurq" });
    await link.waitFor();
    await expectNoSeriousA11yViolations(page, "Settings' Capture tab");
    await screenshot(page, "capture-settings-tab");
    const href = (await link.getAttribute("href")) ?? "";
    expect(href.startsWith("javascript:")).toBe(true);
    // Clicked inside Spurq, it only explains (and runs nothing the CSP would refuse).
    await link.click();
    await waitForToast(page, "Drag this button to your bookmarks bar");

    // The reader's page, with the bookmark: a link with the same address, clicked as a bookmark is.
    const pageAddress = `${origin}/odd/caf%C3%A9?x=1&y=%22q%22&z=%25#frag`;
    await page.goto(pageAddress);
    await page.evaluate((bookmark) => {
      const a = document.createElement("a");
      a.id = "bookmark";
      a.href = bookmark;
      a.textContent = "Save to Spurq";
      document.body.prepend(a);
    }, href);
    const selected = await page.evaluate(() => {
      const paragraphs = Array.from(document.querySelectorAll("article p"));
      const first = paragraphs.find((p) => p.textContent?.includes("Prices rose"))!.firstChild as Text;
      const second = paragraphs.find((p) => p.textContent?.includes("Next morning"))!.firstChild as Text;
      const range = document.createRange();
      range.setStart(first, first.data.indexOf("50%"));
      range.setEnd(second, second.data.indexOf(" visitors"));
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      return window.getSelection()!.toString();
    });
    expect(selected).toContain("\n");

    const [spurq] = await Promise.all([context.waitForEvent("page"), page.click("#bookmark")]);
    await waitForToast(spurq, "Text highlighted");
    await openedArticle(spurq);
    await spurq.getByRole("heading", { level: 1, name: ODD_TITLE }).waitFor();
    const highlightId = new URL(spurq.url().replace("#/", "")).searchParams.get("highlight");
    expect(highlightId).toBeTruthy();
    const marks = spurq.locator(`mark[data-highlight-id="${highlightId}"]`);
    await marks.first().waitFor();
    const marked = (await marks.allInnerTexts()).join("");
    expect(marked.replace(/\s/g, "")).toBe(selected.replace(/\s/g, ""));
    await expectNoSeriousA11yViolations(spurq, "the reading screen after a bookmarklet capture");
    await screenshot(spurq, "capture-bookmarklet-highlight");
    await spurq.close();
  });

  it("when the create screen shows, then it offers the bookmarklet too", async () => {
    await page.goto(`${BASE_URL}/#/articles/create`);
    await page.getByText("Save pages from any site").waitFor();
    expect(await page.getByRole("link", { name: "Save to Spurq" }).getAttribute("href")).toMatch(
      /^javascript:/,
    );
    await expectNoSeriousA11yViolations(page, "the create screen with the bookmarklet");
  });
});

describe("the Content-Security-Policy", () => {
  it("when all of the above ran (worker, manifest, shares, bookmarklet), then nothing was refused", () => {
    expect(cspViolations).toEqual([]);
  });
});
