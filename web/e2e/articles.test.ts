// Article journeys: import from a web address (the test serves the pages itself on 127.0.0.1;
// the emulator's functions allow loopback imports), from a PDF made here with pdf-lib, and by
// hand; complete a partial import; move an article to a folder, tag it and filter by the tag;
// trash and recover it. One new user per run; nothing is wiped.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  BASE_URL,
  newIdentity,
  overflowsSideways,
  screenshot,
  setPreferencesViaApi,
  uniqueSuffix,
  waitForRoute,
  waitForToast,
} from "./support/browser";
import { endSession, openFresh, openPhoneCopy, startSignedInSession } from "./support/session";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const run = uniqueSuffix();
const BYLINE_TITLE = `Eyes on the Street ${run}`;
const NO_BYLINE_TITLE = `Sidewalk Ballet ${run}`;

const paragraphs = (topic: string) =>
  Array.from(
    { length: 6 },
    (_, index) =>
      `<p>${topic}, part ${index + 1}. A well-used city street is apt to be a safe street, because people watch it; shops, bars and stoops keep many eyes on the pavement at every hour of the day. The sidewalk is where strangers meet, children play and neighbours learn to trust each other without ever being introduced.</p>`,
  ).join("\n");

function articlePage(title: string, byline: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
${byline ? `<meta name="author" content="${byline}">` : ""}</head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>${title}</h1>${byline ? `<p class="byline">By ${byline}</p>` : ""}
${paragraphs(title)}
<p><a href="/photos/stoop"><img src="https://127.0.0.1:9/stoop.png" alt=""></a></p></article><footer>Footer links</footer></body></html>`;
}

let server: Server;
let origin = "";
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cspViolations: string[];
const reader = newIdentity("articles");

beforeAll(async () => {
  server = createServer((request, response) => {
    const pages: Record<string, string> = {
      "/with-byline": articlePage(BYLINE_TITLE, "Jane Jacobs"),
      "/no-byline": articlePage(NO_BYLINE_TITLE, null),
    };
    const body = pages[request.url ?? ""];
    response.writeHead(body ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(body ?? "<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  ({ browser, context, page, cspViolations } = await startSignedInSession(reader));
});

afterAll(async () => {
  await endSession({ browser, context });
  await new Promise((resolve) => server?.close(resolve));
});

const goTo = (path: string) => openFresh(page, path);

/** The id in /articles/{id} once the app has opened an article. */
async function openedArticleId(): Promise<string> {
  await page.waitForFunction(() => /^#\/articles\/(?!create)[^/?]+/.test(window.location.hash), undefined, {
    timeout: 30_000,
  });
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#\/articles\//, "").split("?")[0] ?? "");
}

async function makePdf(title: string, author: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(author);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const sheet = pdf.addPage([595, 842]);
  const lines = [
    "Cities have the capability of providing something for everybody,",
    "only because, and only when, they are created by everybody.",
    "Old ideas can sometimes use new buildings. New ideas must use old buildings.",
  ];
  lines.forEach((line, index) => sheet.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

/** The card of My Articles with this title. */
const card = (title: string) => page.getByRole("article", { name: title });

async function cardMenu(title: string) {
  await card(title).hover();
  await card(title).getByRole("button", { name: "Article Options" }).click();
  return page.getByRole("menu");
}

describe("articles", () => {
  it("when a newcomer opens Home, then the empty state invites a first article", async () => {
    await page.getByText("No articles saved yet.").waitFor();
    await page.getByRole("link", { name: "Add your first article" }).click();
    await waitForRoute(page, "/articles/create");
    await page.getByRole("tab", { name: "Import from URL", selected: true }).waitFor();
    await expectNoSeriousA11yViolations(page, "the create screen's URL tab");
    await screenshot(page, "articles-create-url-tab");
  });

  it("when importing a page with a byline, then the article opens with its title and author", async () => {
    await goTo("/articles/create");
    await page.getByLabel("Article URL").fill(`${origin}/with-byline`);
    await page.getByRole("button", { name: "Import Article" }).click();
    await waitForToast(page, "Article imported");
    await openedArticleId();
    await page.getByRole("heading", { level: 1, name: BYLINE_TITLE }).waitFor();
    expect(await page.locator("header").getByText("By Jane Jacobs").isVisible()).toBe(true);
    const body = page.getByTestId("article-content");
    expect(await body.innerText()).toContain("A well-used city street is apt to be a safe street");
    expect(await body.innerText()).not.toContain("Footer links");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link", { name: "My Articles" }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, "the reading screen of an imported page");
    await screenshot(page, "articles-imported-from-url");
  });

  it("when a page has no byline, then Complete Article Information asks for the author and saves", async () => {
    await goTo("/articles/create");
    await page.getByLabel("Article URL").fill(`${origin}/no-byline`);
    await page.getByRole("button", { name: "Import Article" }).click();
    await page.getByRole("heading", { name: "Complete Article Information" }).waitFor();
    await waitForToast(page, "Incomplete article data");
    const missing = page.getByRole("list", { name: "Missing fields" });
    expect((await missing.innerText()).trim()).toBe("Author");
    expect(await page.getByLabel("Title").inputValue()).toBe(NO_BYLINE_TITLE);
    await expectNoSeriousA11yViolations(page, "Complete Article Information");
    await screenshot(page, "articles-complete-form");
    await page.getByLabel("Author").fill("William H. Whyte");
    expect(await missing.count()).toBe(0);
    await page.getByRole("button", { name: "Complete Article" }).click();
    await waitForToast(page, "Article completed");
    await openedArticleId();
    await page.getByRole("heading", { level: 1, name: NO_BYLINE_TITLE }).waitFor();
    expect(await page.locator("header").getByText("By William H. Whyte").isVisible()).toBe(true);
  });

  it("when the address answers 404, then the Import Error box says so", async () => {
    await goTo("/articles/create");
    await page.getByLabel("Article URL").fill(`${origin}/missing`);
    await page.getByRole("button", { name: "Import Article" }).click();
    const box = page.getByRole("alert").filter({ hasText: "Import Error" });
    await box.waitFor();
    expect(await box.innerText()).toContain("The article page could not be found. Please check the URL.");
    await waitForToast(page, "Error importing article");
    await expectNoSeriousA11yViolations(page, "the Import Error box");
    await screenshot(page, "articles-import-error");
  });

  it("when a PDF with title and author metadata is uploaded, then it opens as an article", async () => {
    const title = `Death and Life ${run}`;
    await goTo("/articles/create");
    await page.getByRole("tab", { name: "Import from PDF" }).click();
    await page.getByLabel("PDF file").setInputFiles({
      name: "cities.pdf",
      mimeType: "application/pdf",
      buffer: await makePdf(title, "Jane Jacobs"),
    });
    await page.getByTestId("selected-pdf").waitFor();
    await expectNoSeriousA11yViolations(page, "the create screen's PDF tab with a file chosen");
    await screenshot(page, "articles-create-pdf-tab");
    await page.getByRole("button", { name: "Import PDF" }).click();
    await waitForToast(page, "PDF imported");
    await openedArticleId();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.locator("header").getByText("By Jane Jacobs").isVisible()).toBe(true);
    expect(await page.getByTestId("article-content").innerText()).toContain("created by everybody");
  });

  it("when an article is written by hand, then it is saved and shown as paragraphs", async () => {
    const title = `Field notes ${run}`;
    await goTo("/articles/create");
    await page.getByRole("tab", { name: "Create Manually" }).click();
    await page.getByRole("button", { name: "Create Article" }).click();
    await waitForToast(page, "Missing title");
    await expectNoSeriousA11yViolations(page, "the create screen's manual tab");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Author").fill("Me");
    await page.getByLabel("Content").fill("First paragraph about benches.\n\nSecond paragraph about shade.");
    await page.getByRole("button", { name: "Create Article" }).click();
    await waitForToast(page, "Article created");
    await openedArticleId();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    // The text shows once its 'Shared with' panel knows its place, a moment after the title.
    await page.getByTestId("article-content").locator("p").nth(1).waitFor();
    expect(await page.getByTestId("article-content").locator("p").count()).toBe(2);
    await screenshot(page, "articles-created-by-hand");
  });

  it("when Home lists the articles, then cards show previews and the sort can change", async () => {
    await goTo("/home");
    await page.getByRole("article", { name: BYLINE_TITLE }).waitFor();
    expect(await page.getByRole("article").count()).toBe(4);
    await page.getByLabel("Sort articles").selectOption("mostComments");
    await page.getByRole("article", { name: BYLINE_TITLE }).waitFor();
    await page.getByRole("button", { name: "Quick actions" }).hover();
    await page.getByRole("link", { name: "Upload article" }).waitFor();
    expect(await page.getByRole("link", { name: "Feedback" }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, "Home's recent articles with the quick actions open");
    await screenshot(page, "articles-home-recent");
  });

  it("when an article goes into a folder and gets a tag, then the folder and the tag filter find it", async () => {
    const folderName = `Streets ${run}`;
    const tagName = `urban-${run}`;
    await goTo("/articles");
    await card(BYLINE_TITLE).waitFor();

    await page.getByRole("button", { name: "New Folder" }).click();
    const folderDialog = page.getByRole("dialog", { name: "Create new folder" });
    await folderDialog.getByLabel("Folder name").fill(folderName);
    await expectNoSeriousA11yViolations(page, "the new folder dialog");
    await folderDialog.getByRole("button", { name: "Create" }).click();
    await waitForToast(page, "Folder created");

    const menu = await cardMenu(BYLINE_TITLE);
    await expectNoSeriousA11yViolations(page, "My Articles with a card's menu open");
    await menu.getByRole("menuitem", { name: `Move to ${folderName}` }).click();
    await waitForToast(page, "Article moved");
    await card(BYLINE_TITLE).getByText(folderName).waitFor();

    await page
      .getByRole("group", { name: "Folders" })
      .getByRole("button", { name: folderName, exact: true })
      .click();
    await page.waitForFunction((expected) => document.querySelectorAll("article").length === expected, 1, {
      timeout: 15_000,
    });
    expect(await card(BYLINE_TITLE).isVisible()).toBe(true);
    await page.getByRole("button", { name: "All Folders" }).click();

    await page.getByRole("button", { name: "Filter by tags" }).click();
    await page.getByRole("button", { name: "Create new tag" }).click();
    const tagDialog = page.getByRole("dialog", { name: "Create new tag" });
    expect(await tagDialog.getByLabel("Colour").inputValue()).toBe("#3b82f6");
    await tagDialog.getByLabel("Tag name").fill(tagName);
    await expectNoSeriousA11yViolations(page, "the new tag dialog");
    await tagDialog.getByRole("button", { name: "Create" }).click();
    await waitForToast(page, "Tag created");

    await (await cardMenu(BYLINE_TITLE)).getByRole("menuitem", { name: "Manage tags" }).click();
    const tagsDialog = page.getByRole("dialog", { name: "Manage tags" });
    await tagsDialog.getByLabel(tagName).check();
    await expectNoSeriousA11yViolations(page, "the Manage tags dialog");
    await tagsDialog.getByRole("button", { name: "Done" }).click();
    await card(BYLINE_TITLE).getByText(tagName).waitFor();

    await page.getByRole("button", { name: "Filter by tags" }).click();
    await page.getByRole("checkbox", { name: tagName }).check();
    await expectNoSeriousA11yViolations(page, "the tag filter open");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.querySelectorAll("article").length === 1, undefined, {
      timeout: 15_000,
    });
    expect(await card(BYLINE_TITLE).isVisible()).toBe(true);
    await screenshot(page, "articles-filtered-by-tag");
    await page.getByRole("button", { name: "Filter by tags" }).click();
    await page.getByRole("checkbox", { name: tagName }).uncheck();
    await page.keyboard.press("Escape");

    await page.getByLabel("Search articles").fill("sidewalk");
    await page.waitForFunction(() => document.querySelectorAll("article").length === 1, undefined, {
      timeout: 15_000,
    });
    expect(await card(NO_BYLINE_TITLE).isVisible()).toBe(true);
    await page.getByLabel("Search articles").fill(`zz-nothing-${run}`);
    await page.getByText("No articles found").waitFor();
    expect(await page.getByText("Try adjusting your search or filters.").isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, "My Articles with no search results");
    await page.getByRole("button", { name: "Clear search" }).click();
    await card(BYLINE_TITLE).waitFor();
  });

  it("when an article is edited, then its new title shows", async () => {
    const title = `Field notes ${run}`;
    const renamed = `Field notes, revised ${run}`;
    await goTo("/articles");
    await (await cardMenu(title)).getByRole("menuitem", { name: "Edit article" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit article" });
    await dialog.getByLabel("Title").fill(renamed);
    await expectNoSeriousA11yViolations(page, "the Edit article dialog");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await waitForToast(page, "Article updated");
    await card(renamed).waitFor();
  });

  it("when an article is moved to the trash, then it shows in Trash and Recover brings it back", async () => {
    await goTo("/articles");
    await (await cardMenu(NO_BYLINE_TITLE)).getByRole("menuitem", { name: "Move to trash" }).click();
    await waitForToast(page, "Article moved to trash");
    await card(NO_BYLINE_TITLE).waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "Trash" }).click();
    await card(NO_BYLINE_TITLE).waitFor();
    await expectNoSeriousA11yViolations(page, "My Articles' Trash");
    await screenshot(page, "articles-trash");
    await card(NO_BYLINE_TITLE).getByRole("button", { name: "Recover" }).click();
    await waitForToast(page, "Article recovered");
    await page.getByText("Trash is empty").waitFor();
    expect(await page.getByText("You don't have any deleted articles.").isVisible()).toBe(true);

    await page.getByRole("tab", { name: "Articles" }).click();
    await card(NO_BYLINE_TITLE).waitFor();
  });

  it("when all of the above ran, then no page logged a CSP violation", () => {
    expect(cspViolations).toEqual([]);
  });

  it("when an unknown article id is opened, then 'Article Not Found'", async () => {
    await goTo(`/article/no-such-article-${run}`);
    await page.getByText("Article Not Found").waitFor();
    expect(await page.getByRole("link", { name: "Return to Home" }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, "Article Not Found");
  });

  it("when on a phone in dark mode, then My Articles and the create screen fit the screen", async () => {
    expect(await setPreferencesViaApi(reader, { darkMode: true })).toBe(200);
    const { context: phone, page: phonePage } = await openPhoneCopy(browser, context, "/articles");
    await phonePage.getByRole("article", { name: BYLINE_TITLE }).waitFor();
    await phonePage.waitForFunction(() => document.documentElement.classList.contains("dark"));
    expect(await overflowsSideways(phonePage)).toBe(false);
    await expectNoSeriousA11yViolations(phonePage, "My Articles on a phone in dark mode");
    await screenshot(phonePage, "articles-my-articles-phone-dark");
    await phonePage.goto(`${BASE_URL}/#/articles/create`);
    await phonePage.getByRole("tab", { name: "Import from PDF" }).click();
    await expectNoSeriousA11yViolations(phonePage, "the create screen's PDF tab on a phone in dark mode");
    await screenshot(phonePage, "articles-create-pdf-phone-dark");
    await phone.close();
  });
});
