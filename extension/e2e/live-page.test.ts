// The extension on a live page, in headless Chromium with the extension loaded, two readers each
// in their own browser profile, against the built app on the Hosting emulator: Ada highlights a
// page in two colours (the page saved first, as she sees it), by mouse and by keyboard, comments,
// and sees it all in Spurq's reading screen; she asks her friend Ben about a highlight from the
// page; Ben opens the same page and sees both highlights, the comment and the question; a new
// highlight of Ada's appears on Ben's page within 5 s (timed and printed). axe-core on the
// toolbar and the panel.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { BASE_URL, newIdentity, screenshot, uniqueSuffix } from "../../web/e2e/support/browser";
import { apiUser, befriendViaApi } from "../../web/e2e/support/social";
import { expectNoSeriousA11yViolations } from "../../web/e2e/support/a11y";
import {
  connectedReader,
  paintedHighlights,
  selectOnPage,
  startArticleSite,
  type ArticleSite,
  type Reader,
} from "./support/live-page";

const run = uniqueSuffix();
const TITLE = `The Second Boat ${run}`;
const LAST = `The council has promised a second boat before the winter storms ${run}.`;
const FIRST_QUOTE = "the town council met twice to hear from the fishermen";
const SECOND_QUOTE = "the families who cross every morning";
const THIRD_QUOTE = "promised a second boat";
const COMMENT = `Twice is not enough ${run}`;
const QUESTION = `Would you take the early ferry? ${run}`;
const YELLOW = "rgb(254, 249, 195)";
const BLUE = "rgb(219, 234, 254)";
const GREEN = "rgb(220, 252, 231)";

let site: ArticleSite;
let ada: Reader;
let ben: Reader;
let adaPage: Page;
let benPage: Page;

beforeAll(async () => {
  site = await startArticleSite(TITLE, LAST);
  const identities = { ada: newIdentity("ada"), ben: newIdentity("ben") };
  ada = await connectedReader(identities.ada);
  ben = await connectedReader(identities.ben);
  await befriendViaApi(await apiUser(identities.ada), await apiUser(identities.ben));
}, 180_000);

afterAll(async () => {
  await ada?.browser.close();
  await ben?.browser.close();
  await site?.close();
});

/** The part of the page the extension draws in (its shadow root is open in the local build). */
const toolbarOf = (page: Page) => page.getByRole("toolbar", { name: "Spurq: highlight the selection" });
const panelOf = (page: Page) => page.getByRole("complementary", { name: "Spurq on this page" });

async function openPanel(page: Page): Promise<void> {
  if (await panelOf(page).isVisible()) return;
  await page.getByRole("button", { name: /^Spurq · / }).click();
  await panelOf(page).waitFor();
}

describe("the extension on a live page", () => {
  it("when Ada highlights in two colours, by mouse and by keyboard, then both are painted and stored", async () => {
    adaPage = await ada.context.newPage();
    await adaPage.goto(site.url("/story"));
    await adaPage.getByText(LAST).waitFor();
    // Not in her library yet: nothing of Spurq's is drawn on the page.
    expect(await adaPage.locator("spurq-mark").count()).toBe(0);

    await selectOnPage(adaPage, FIRST_QUOTE);
    await toolbarOf(adaPage).waitFor();
    await expectNoSeriousA11yViolations(adaPage, "the extension's selection toolbar");
    await screenshot(adaPage, "extension-toolbar");
    await toolbarOf(adaPage).getByRole("button", { name: "Highlight in Yellow" }).click();
    await expect
      .poll(() => paintedHighlights(adaPage), { timeout: 30_000 })
      .toEqual([{ text: FIRST_QUOTE, color: YELLOW }]);

    // By keyboard: the shortcut opens the toolbar with the focus on its first colour; arrows move.
    await selectOnPage(adaPage, SECOND_QUOTE, false);
    await adaPage.keyboard.press("Alt+Shift+H");
    const yellow = toolbarOf(adaPage).getByRole("button", { name: "Highlight in Yellow" });
    await expect.poll(() => yellow.evaluate((el) => el.matches(":focus"))).toBe(true);
    await adaPage.keyboard.press("ArrowRight");
    await adaPage.keyboard.press("ArrowRight");
    const blue = toolbarOf(adaPage).getByRole("button", { name: "Highlight in Blue" });
    expect(await blue.evaluate((el) => el.matches(":focus"))).toBe(true);
    await adaPage.keyboard.press("Enter");
    await expect
      .poll(() => paintedHighlights(adaPage), { timeout: 30_000 })
      .toEqual([
        { text: FIRST_QUOTE, color: YELLOW },
        { text: SECOND_QUOTE, color: BLUE },
      ]);

    // Escape closes the toolbar and gives the focus back to the page.
    await selectOnPage(adaPage, "harbour story", false);
    await adaPage.keyboard.press("Alt+Shift+H");
    await expect.poll(() => yellow.evaluate((el) => el.matches(":focus"))).toBe(true);
    await adaPage.keyboard.press("Escape");
    await toolbarOf(adaPage).waitFor({ state: "hidden" });
    expect(await adaPage.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
  });

  it("when Ada comments on a highlight from the panel, then the comment is listed under it", async () => {
    await openPanel(adaPage);
    const first = panelOf(adaPage).getByRole("listitem").filter({ hasText: FIRST_QUOTE }).first();
    await first.getByRole("button", { name: "Comment" }).click();
    await first.getByLabel("Your comment").fill(COMMENT);
    await first.getByRole("button", { name: "Save comment" }).click();
    await panelOf(adaPage).getByText(COMMENT).waitFor({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(adaPage, "the extension's side panel");
    await screenshot(adaPage, "extension-panel");
  });

  it("when Ada opens the article in Spurq, then the reading screen shows both highlights in their colours", async () => {
    const opening = ada.context.waitForEvent("page", { timeout: 30_000 });
    await panelOf(adaPage).getByRole("button", { name: "Open in Spurq" }).click();
    const reading = await opening;
    await reading.waitForURL(/#\/articles\/[^/?]+$/);
    await reading.getByRole("heading", { name: TITLE }).first().waitFor({ timeout: 30_000 });
    const marks = reading.locator("mark[data-highlight-id][data-first]");
    await expect.poll(() => marks.count(), { timeout: 30_000 }).toBe(2);
    const drawn = await marks.evaluateAll((elements) =>
      elements.map((el) => [el.textContent, getComputedStyle(el).backgroundColor]),
    );
    expect(drawn).toEqual([
      [FIRST_QUOTE, YELLOW],
      [SECOND_QUOTE, BLUE],
    ]);
    await screenshot(reading, "extension-highlights-in-spurq");
    await reading.close();
  });

  it("when Ada asks Ben about a highlight from the page, then Ben gets the spurq", async () => {
    const first = panelOf(adaPage).getByRole("listitem").filter({ hasText: FIRST_QUOTE }).first();
    await first.getByRole("button", { name: "Ask a friend" }).click();
    const form = panelOf(adaPage).getByRole("form", { name: "Ask a friend" });
    const friend = form.getByLabel("Friend");
    await expect.poll(() => friend.locator("option").allTextContents()).toContain(ben.identity.username);
    await friend.selectOption({ label: ben.identity.username });
    await form.getByLabel("Your question").fill(QUESTION);
    await form.getByRole("button", { name: "Send" }).click();
    await panelOf(adaPage)
      .getByRole("status")
      .filter({ hasText: `Asked ${ben.identity.username}.` })
      .waitFor();
    await panelOf(adaPage).getByText(QUESTION).waitFor();
    const incoming = await (await apiUser(ben.identity)).call("GET", "/api/spurqs/incoming");
    expect(incoming.items).toEqual([
      expect.objectContaining({
        question: QUESTION,
        highlight: expect.objectContaining({ text: FIRST_QUOTE }),
      }),
    ]);
  });

  it("when Ben opens the same page, then he sees both highlights, the comment and the question", async () => {
    // Ben opens Ada's question in Spurq first, which adds the article to his extension's list.
    const incoming = await (await apiUser(ben.identity)).call("GET", "/api/spurqs/incoming");
    const articleId = (incoming.items as Array<{ articleId: string }>)[0]!.articleId;
    const spurq = await ben.context.newPage();
    await spurq.goto(`${BASE_URL}/#/articles/${articleId}`);
    await spurq.getByRole("heading", { name: TITLE }).first().waitFor({ timeout: 30_000 });

    benPage = await ben.context.newPage();
    await benPage.goto(site.url("/story?utm_source=spurq"));
    await expect
      .poll(() => paintedHighlights(benPage), { timeout: 30_000 })
      .toEqual([
        { text: FIRST_QUOTE, color: YELLOW },
        { text: SECOND_QUOTE, color: BLUE },
      ]);
    // Each highlight has its author's avatar beside it.
    expect(await benPage.locator("spurq-avatar").count()).toBe(2);
    await openPanel(benPage);
    await panelOf(benPage).getByText(COMMENT).waitFor();
    await panelOf(benPage).getByText(QUESTION).waitFor();
    expect(await panelOf(benPage).getByText(ada.identity.username).count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(benPage, "the friends' layer, panel open");
    await screenshot(benPage, "extension-friends-layer");
  });

  it("when Ada adds a highlight, then it appears on Ben's page within 5 seconds", async () => {
    await adaPage.bringToFront();
    await selectOnPage(adaPage, THIRD_QUOTE);
    await toolbarOf(adaPage).getByRole("button", { name: "Highlight in Green" }).click();
    await expect
      .poll(async () => (await paintedHighlights(adaPage)).length, { timeout: 30_000, interval: 50 })
      .toBe(3);
    const stored = Date.now();
    await benPage.bringToFront();
    await expect
      .poll(async () => (await paintedHighlights(benPage)).some((h) => h.color === GREEN), {
        timeout: 15_000,
        interval: 50,
      })
      .toBe(true);
    const elapsed = Date.now() - stored;
    console.log(`A friend's new highlight appeared on the other page ${elapsed} ms after it was stored.`);
    expect(elapsed).toBeLessThan(5000);
    expect(await paintedHighlights(benPage)).toContainEqual({ text: THIRD_QUOTE, color: GREEN });
  });
});
