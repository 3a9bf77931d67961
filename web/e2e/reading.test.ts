// Reading and annotation journeys: select text and pick a colour, comment on the new highlight,
// reload and find both in place; a highlight across a paragraph boundary; the top bar search
// finds an article, a highlight and a person and opens each; share by copy and by SMS (simulated
// on the emulators, consent checkbox); a phone in dark mode. One new user per run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  BASE_URL,
  emulatorIdToken,
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
import { selectInArticle } from "./support/selection";

const run = uniqueSuffix();
const TITLE = `Tidewatchers Almanac ${run}`;
const FIRST =
  "Tide tables are among the oldest printed forecasts. Harbour masters published them long before anyone could predict the weather.";
const SECOND =
  "They work because the moon and the sun move with great regularity, and the shape of each coast turns that regularity into its own local rhythm.";
const COMMENT = `Worth remembering ${run}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let cspViolations: string[];
let token = "";
let articleId = "";
const reader = newIdentity("reader");

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

/** Opens `path` in a fresh load of the app (a hash-only change would keep the screen's state). */
const goTo = (path: string) => openFresh(page, path);

/** The text and background colour of each drawn piece of the highlights. */
function marks() {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("mark[data-highlight-id]")).map((mark) => ({
      id: mark.dataset.highlightId,
      text: mark.textContent,
      color: getComputedStyle(mark).backgroundColor,
      target: mark.dataset.target === "true",
    })),
  );
}

beforeAll(async () => {
  ({ browser, context, page, cspViolations } = await startSignedInSession(reader, {
    permissions: ["clipboard-read", "clipboard-write"],
  }));
  token = await emulatorIdToken(reader.email, reader.password);
  const created = await api("POST", "/api/articles", {
    title: TITLE,
    content: `${FIRST}\n\n${SECOND}`,
    author: "Ada Marsh",
  });
  expect(created.status).toBe(201);
  articleId = String(created.body.id);
});

afterAll(async () => {
  await endSession({ browser, context });
});

describe("reading and annotating", () => {
  it("when text is selected and a colour picked, then the highlight and its comment survive a reload", async () => {
    await goTo(`/articles/${articleId}`);
    await page.getByRole("heading", { name: TITLE }).waitFor();
    expect(await page.getByText("By Ada Marsh").isVisible()).toBe(true);

    await selectInArticle(page, "Harbour masters", "long before");
    const toolbar = page.getByRole("toolbar", { name: "Highlight colours" });
    const box = await toolbar.boundingBox();
    expect(box).toMatchObject({ width: 220, height: 90 });
    await expectNoSeriousA11yViolations(page, "the reading screen with the colour toolbar");
    await screenshot(page, "reading-selection-toolbar");
    await toolbar.getByRole("button", { name: "Green" }).click();
    await waitForToast(page, "Highlight created");

    const panel = page.getByTestId("comment-panel");
    await panel.waitFor();
    await panel.getByRole("button", { name: "Comment", exact: true }).click();
    await panel.getByText("Comment cannot be empty").waitFor();
    await panel.getByLabel("Add a comment").fill(COMMENT);
    await panel.getByLabel("Add a comment").press("Control+Enter");
    await waitForToast(page, "Comment added");
    await panel.getByText(COMMENT).waitFor();
    await expectNoSeriousA11yViolations(page, "the reading screen with the comment panel");
    await screenshot(page, "reading-comment-panel");
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });

    await page.reload();
    await page.getByRole("heading", { name: TITLE }).waitFor();
    await page.locator("mark[data-highlight-id]").first().waitFor();
    const drawn = await marks();
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({
      text: "Harbour masters published them long before",
      color: "rgb(220, 252, 231)",
    });
    const list = page.getByTestId("highlight-list");
    await list.getByRole("button", { name: /Harbour masters published them long before/ }).click();
    await page.getByTestId("comment-panel").getByText(COMMENT).waitFor();
    expect(cspViolations).toEqual([]);
  });

  it("when a selection crosses a paragraph boundary, then the highlight is drawn in both paragraphs after a reload", async () => {
    await goTo(`/articles/${articleId}`);
    await page.locator("mark[data-highlight-id]").first().waitFor();
    await selectInArticle(page, "predict the weather.", "They work because");
    await page
      .getByRole("toolbar", { name: "Highlight colours" })
      .getByRole("button", { name: "Blue" })
      .click();
    await waitForToast(page, "Highlight created");
    await page.keyboard.press("Escape");

    await page.reload();
    await page.locator("mark[data-highlight-id]").nth(2).waitFor();
    const drawn = await marks();
    const blue = drawn.filter((m) => m.color === "rgb(219, 234, 254)");
    expect(blue.map((m) => m.text)).toEqual(["predict the weather.", "They work because"]);
    expect(new Set(blue.map((m) => m.id)).size).toBe(1);
    // Each piece stays inside its own paragraph.
    const parents = await page.evaluate(() =>
      Array.from(document.querySelectorAll("mark[data-highlight-id]")).map((m) => m.parentElement?.tagName),
    );
    expect(parents.every((tag) => tag === "P")).toBe(true);
    await expectNoSeriousA11yViolations(page, "the reading screen with highlights");
    await screenshot(page, "reading-desktop-light");
  });
});

describe("searching", () => {
  const searchFor = async (query: string) => {
    const box = page.getByRole("combobox", { name: "Search" });
    await box.fill(query);
    await page.getByRole("listbox", { name: "Search results" }).getByRole("option").first().waitFor();
  };

  it("when the search finds an article, a highlight and a person, then picking each opens it", async () => {
    await goTo("/home");
    await searchFor(`Tidewatchers Almanac ${run}`);
    await expectNoSeriousA11yViolations(page, "the search dropdown");
    await screenshot(page, "search-dropdown");
    await page
      .getByRole("group", { name: "Articles" })
      .getByRole("option", { name: new RegExp(run) })
      .click();
    await waitForRoute(page, `/articles/${articleId}`);

    await searchFor("Harbour masters published");
    await page
      .getByRole("group", { name: "Highlights" })
      .getByRole("option", { name: /Harbour masters/ })
      .click();
    await page.waitForFunction(
      (id) => window.location.hash.startsWith(`#/articles/${id}?highlight=`),
      articleId,
    );
    await page.waitForFunction(() => document.querySelector('mark[data-target="true"]') !== null);

    await searchFor(reader.username);
    const box = page.getByRole("combobox", { name: "Search" });
    await box.press("ArrowDown");
    // The person is the only result for a username this unique.
    const people = page.getByRole("group", { name: "People" }).getByRole("option", { name: reader.username });
    await people.waitFor();
    await box.press("Enter");
    await page.waitForFunction(() => window.location.hash.startsWith("#/users/"));
    await page.getByRole("heading", { name: "Profile", level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, "a user's profile");
  });

  it("when words are in an article's text and in a comment, then the dropdown says where, marks them and opens there", async () => {
    await goTo("/home");
    await searchFor("regularity");
    const inText = page
      .getByRole("group", { name: "Articles" })
      .getByRole("option", { name: /Tidewatchers/ });
    await inText.getByText("In the text:").waitFor();
    expect(await inText.locator("mark").textContent()).toBe("regularity");
    await expectNoSeriousA11yViolations(page, "the search dropdown with a match in the text");
    await screenshot(page, "search-in-text");
    await inText.click();
    await waitForRoute(page, `/articles/${articleId}`);

    await searchFor(`remembering ${run}`);
    const comment = page.getByRole("group", { name: "Comments" }).getByRole("option");
    expect(await comment.textContent()).toContain(`Comment by ${reader.username}`);
    expect(await comment.locator("mark").textContent()).toBe("remembering");
    await page.getByRole("combobox", { name: "Search" }).press("ArrowDown");
    await page.getByRole("combobox", { name: "Search" }).press("Enter");
    await page.waitForFunction(
      (id) => window.location.hash.startsWith(`#/articles/${id}?highlight=`),
      articleId,
    );
  });

  it("when nothing matches, then the dropdown says so and Escape closes it", async () => {
    await goTo("/home");
    const box = page.getByRole("combobox", { name: "Search" });
    await box.fill(`zzqx${run}`);
    await page.getByText("No results found").waitFor();
    await expectNoSeriousA11yViolations(page, "the search dropdown with no results");
    await box.press("Escape");
    await page.getByText("No results found").waitFor({ state: "detached" });
  });
});

describe("sharing", () => {
  it("when the article is copied to the clipboard, then the button shows it for 2 s", async () => {
    await goTo(`/articles/${articleId}`);
    await page.getByRole("button", { name: "Share article" }).first().click();
    await expectNoSeriousA11yViolations(page, "the share popover");
    // Keyboard: Tab from the trigger goes into the panel (through Headless UI's focus guard).
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[role="group"]')?.getAttribute("aria-label"),
      ),
    ).toBe("Share article");
    await page.getByRole("button", { name: "Copy to clipboard" }).click();
    await waitForToast(page, "Copied to clipboard");
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(TITLE);
    await page.getByRole("button", { name: "Copy to clipboard" }).waitFor({ timeout: 4_000 });
    const twitter = await page.getByRole("link", { name: "Twitter" }).getAttribute("href");
    expect(new URL(twitter ?? "").searchParams.get("text")).toBe(TITLE);
    await page.keyboard.press("Escape");
  });

  it("when a highlight is sent by SMS with consent, then the send is simulated and the toast says so", async () => {
    await goTo(`/articles/${articleId}`);
    await page
      .getByTestId("highlight-list")
      .getByRole("button", { name: /^Harbour masters/ })
      .click();
    const panel = page.getByTestId("comment-panel");
    await panel.getByRole("button", { name: "Share highlight" }).click();
    await page.getByRole("button", { name: "Send by SMS" }).click();
    const dialog = page.getByRole("dialog", { name: "Share highlight" });
    await dialog.getByRole("heading", { name: "Share highlight" }).waitFor();
    expect(await dialog.getByRole("tab", { name: "Email (Coming Soon)" }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Send SMS" }).click();
    await waitForToast(page, "Phone number required");
    await dialog.getByLabel("Phone number").fill("2025551234");
    await dialog.getByRole("button", { name: "Send SMS" }).click();
    await waitForToast(page, "Invalid phone number");
    // A number of its own each run: the server caps the texts one number receives a day.
    const number = `+19${String(Math.floor(Math.random() * 1e13)).padStart(13, "0")}`;
    await dialog.getByLabel("Phone number").fill(number);
    await dialog.getByRole("button", { name: "Send SMS" }).click();
    await waitForToast(page, "Consent required");
    await dialog.getByRole("checkbox").check();
    await expectNoSeriousA11yViolations(page, "the SMS dialog");
    await screenshot(page, "share-sms-dialog");
    await dialog.getByRole("button", { name: "Send SMS" }).click();
    const sent = await waitForToast(page, "Sent successfully");
    expect(sent).toMatch(/Simulated/);
    await dialog.waitFor({ state: "detached" });
  });

  it("when on a phone in dark mode, then the article, its highlights and the share bar fit the screen", async () => {
    expect(await setPreferencesViaApi(reader, { darkMode: true })).toBe(200);
    const { context: phone, page: phonePage } = await openPhoneCopy(
      browser,
      context,
      `/articles/${articleId}`,
    );
    await phonePage.locator("mark[data-highlight-id]").first().waitFor();
    await phonePage.waitForFunction(() => document.documentElement.classList.contains("dark"));
    expect(await overflowsSideways(phonePage)).toBe(false);
    await expectNoSeriousA11yViolations(phonePage, "the reading screen on a phone in dark mode");
    await screenshot(phonePage, "reading-phone-dark");
    await phonePage
      .getByTestId("highlight-list")
      .getByRole("button", { name: /^Harbour masters/ })
      .click();
    await phonePage.getByTestId("comment-panel").waitFor();
    await expectNoSeriousA11yViolations(phonePage, "the comment panel on a phone in dark mode");
    await screenshot(phonePage, "reading-comment-panel-phone-dark");
    await phone.close();
  });
});
