// The reading screen by keyboard and with the comment panel in use, at 1280×800 and on a 390×844
// phone: a skip link first in the tab order; H highlights the selected text; Escape from the
// comment panel gives the focus back to the highlight; the toasts a new highlight or comment
// raises keep clear of the panel. One new user per run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { newIdentity, screenshot, waitForToast } from "./support/browser";
import { endSession, openFresh, openPhoneCopy, startSignedInSession } from "./support/session";
import { apiUser } from "./support/social";
import { selectInArticle } from "./support/selection";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const TITLE = "Salt Roads of the Baltic";
const FIRST = "Merchants carried salt along the coast in small flat boats every summer.";
const SECOND = "Their ledgers still show the price of a barrel in each harbour town.";
const THIRD = "Some of those towns grew rich, and a few vanished with the trade.";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let articleId: string;
const reader = newIdentity("rk");

beforeAll(async () => {
  ({ browser, context, page } = await startSignedInSession(reader));
  const api = await apiUser(reader);
  const article = await api.call("POST", "/api/articles", {
    title: TITLE,
    content: `${FIRST}\n\n${SECOND}\n\n${THIRD}`,
    author: "Ilse",
  });
  articleId = String(article.id);
});
afterAll(() => endSession({ browser, context }));

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the visible toast titled `title` overlaps the open comment panel. */
async function toastCoversPanel(target: Page, title: string): Promise<boolean> {
  await waitForToast(target, title);
  const toast = target.locator("li").filter({ has: target.getByRole("status").filter({ hasText: title }) });
  const toastBox = await toast.first().boundingBox();
  const panelBox = await target.getByTestId("comment-panel").boundingBox();
  if (!toastBox || !panelBox) throw new Error("No toast or no panel on the screen");
  return overlaps(toastBox, panelBox);
}

/** Whether `locator` has the focus. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe("the reading screen by keyboard", () => {
  it("when a keyboard user starts on a screen, then the first Tab reaches 'Skip to main content', which moves the focus into the screen", async () => {
    await openFresh(page, "/home");
    await page.getByRole("heading", { name: "Home", level: 1 }).waitFor();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await focused(skip)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, "Home with the skip link focused");
    await page.keyboard.press("Enter");
    expect(await focused(page.getByRole("main"))).toBe(true);
    // The screen stayed where it was: the link does not follow the router's hash.
    expect(new URL(page.url()).hash).toBe("#/home");
    await page.keyboard.press("Tab");
    // The next stop is inside the screen, not back in the navigation.
    expect(
      await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement) ?? false),
    ).toBe(true);
  });

  it("when text is selected and H pressed, then it is highlighted; the toasts keep clear of the panel; Escape gives the focus back to the highlight", async () => {
    await openFresh(page, `/articles/${articleId}`);
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await selectInArticle(page, "carried salt along the coast");
    await page.keyboard.press("h");
    expect(await toastCoversPanel(page, "Highlight created")).toBe(false);
    const panel = page.getByTestId("comment-panel");
    await panel.getByRole("textbox", { name: "Add a comment" }).fill("Flat boats for the shallows.");
    await panel.getByRole("button", { name: "Comment", exact: true }).click();
    expect(await toastCoversPanel(page, "Comment added")).toBe(false);
    await expectNoSeriousA11yViolations(page, "the comment panel with its toasts");
    await screenshot(page, "reading-panel-toasts-desktop");

    await panel.getByRole("textbox", { name: "Add a comment" }).focus();
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    const mark = page.locator("mark[data-highlight-id]").filter({ hasText: "carried salt" }).first();
    expect(await focused(mark)).toBe(true);

    // Opened again from the list of highlights, Escape returns to that entry.
    const entry = page.getByTestId("highlight-list").getByRole("button").first();
    await entry.focus();
    await page.keyboard.press("Enter");
    await panel.waitFor();
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await focused(entry)).toBe(true);
  });

  it("when a highlight and a comment are made on a phone, then their toasts keep clear of the comment sheet", async () => {
    const phone = await openPhoneCopy(browser, context, `/articles/${articleId}`);
    try {
      const target = phone.page;
      await target.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
      await target.getByText(SECOND).scrollIntoViewIfNeeded();
      await selectInArticle(target, "price of a barrel");
      await target
        .getByRole("toolbar", { name: "Highlight colours" })
        .getByRole("button", { name: "Green" })
        .click();
      expect(await toastCoversPanel(target, "Highlight created")).toBe(false);
      const panel = target.getByTestId("comment-panel");
      await panel.getByRole("textbox", { name: "Add a comment" }).fill("Prices by town.");
      await panel.getByRole("button", { name: "Comment", exact: true }).click();
      expect(await toastCoversPanel(target, "Comment added")).toBe(false);
      await screenshot(target, "reading-panel-toasts-phone");
    } finally {
      await phone.context.close();
    }
  });
});
