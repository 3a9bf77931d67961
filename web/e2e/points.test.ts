// Points for real: a newcomer signs up, writes an article and highlights a passage, and
// the top bar's badge grows by the table's points each time, with an achievement toast for each
// first; the insights dialog opens from the badge by keyboard; achievements once seen become
// badges in the avatar menu. axe on every state shown, and no CSP violation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { ACTIONS, describeAchievement } from "../../functions/src/shared/progress";
import { newIdentity, screenshot, uniqueSuffix, waitForRoute, waitForToast } from "./support/browser";
import { endSession, openFresh, startSignedInSession } from "./support/session";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { selectInArticle } from "./support/selection";

const reader = newIdentity("points");
const TITLE = `Benches and Shade ${uniqueSuffix()}`;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cspViolations: string[];

beforeAll(async () => {
  ({ browser, context, page, cspViolations } = await startSignedInSession(reader));
});

afterAll(async () => {
  await endSession({ browser, context });
});

const badge = () => page.getByTestId("points-badge");

/** The points the badge shows once it shows exactly `expected` (it refreshes after each action). */
async function expectBadgePoints(expected: number): Promise<void> {
  await page.waitForFunction(
    (points) => {
      const text = document.querySelector('[data-testid="points-badge"]')?.textContent ?? "";
      return Number(text.replace(/[^\d].*$/s, "").replace(/,/g, "")) === points;
    },
    expected,
    { timeout: 30_000 },
  );
}

/** Selects `text` inside the article body, as a mouse would, and waits for the colour toolbar. */
const select = (text: string) => selectInArticle(page, text);

describe("points, levels and achievements", () => {
  it("when a newcomer arrives, then the badge shows the first sign-in's points at level 1", async () => {
    await badge().waitFor();
    await expectBadgePoints(ACTIONS.daily_sign_in.points);
    expect(await badge().innerText()).toMatch(/Level 1$/);
    await expectNoSeriousA11yViolations(page, "home with the points badge");
  });

  it("when they write an article, then the badge grows by its points and 'First article' is celebrated", async () => {
    await openFresh(page, "/articles/create");
    await page.getByRole("tab", { name: "Create Manually" }).click();
    await page.getByLabel("Title").fill(TITLE);
    await page.getByLabel("Author").fill("Jan Gehl");
    await page
      .getByLabel("Content")
      .fill("Benches invite people to stay a while.\n\nShade keeps them there on summer afternoons.");
    await page.getByRole("button", { name: "Create Article" }).click();
    await waitForToast(page, "Article created");
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await expectBadgePoints(ACTIONS.daily_sign_in.points + ACTIONS.article_created.points);
    expect(await waitForToast(page, "First article")).toContain(describeAchievement("article", 1).message);
  });

  it("when they highlight a passage, then the badge grows again and the 'First highlight' toast shows in the achievement style", async () => {
    await select("Benches invite people to stay");
    await page
      .getByRole("toolbar", { name: "Highlight colours" })
      .getByRole("button", { name: "Green" })
      .click();
    await waitForToast(page, "Highlight created");
    await expectBadgePoints(
      ACTIONS.daily_sign_in.points + ACTIONS.article_created.points + ACTIONS.highlight_created.points,
    );
    const toast = await waitForToast(page, "First highlight");
    expect(toast).toContain(describeAchievement("highlight", 1).badgeName);
    const item = page.locator('li[data-variant="achievement"]').filter({ hasText: "First highlight" });
    expect(await item.count()).toBe(1);
    await expectNoSeriousA11yViolations(page, "the reading screen with an achievement toast");
    await screenshot(page, "points-achievement-toast");
  });

  it("when the badge is used from the keyboard, then its popover lists the latest points and opens the insights dialog", async () => {
    await badge().focus();
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", { name: "Recent points" });
    await heading.waitFor();
    const entries = heading.locator("xpath=following-sibling::ul/li");
    expect(await entries.count()).toBe(3);
    expect(await entries.first().innerText()).toContain(ACTIONS.highlight_created.label);
    await expectNoSeriousA11yViolations(page, "the points popover");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("View insights");
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Knowledge Contribution Insights" });
    // The dialog element itself has no box (its backdrop and panel are fixed): wait for its tabs.
    await dialog.getByRole("tab", { name: "Overview", selected: true }).waitFor();
    const total =
      ACTIONS.daily_sign_in.points + ACTIONS.article_created.points + ACTIONS.highlight_created.points;
    const progress = dialog.getByRole("progressbar", { name: "Level progress" });
    // Level 1 ends at 100 points: progress is the total over 100, as a percentage.
    expect(await progress.getAttribute("aria-valuenow")).toBe(String(Math.round((total / 100) * 100)));
    expect(await dialog.innerText()).toContain(`${total} / 100 points`);
    await expectNoSeriousA11yViolations(page, "the insights dialog's Overview");
    await screenshot(page, "points-insights-overview");

    await dialog.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    await dialog.getByRole("tab", { name: "Activity Log", selected: true }).waitFor();
    expect(await dialog.getByRole("tabpanel").innerText()).toContain("Last 7 days");
    await expectNoSeriousA11yViolations(page, "the insights dialog's Activity Log");
    await page.keyboard.press("ArrowRight");
    await dialog.getByRole("tab", { name: "Expertise Areas", selected: true }).waitFor();
    expect(await dialog.getByRole("tabpanel").innerText()).toContain("Based on your contributions");
    await expectNoSeriousA11yViolations(page, "the insights dialog's Expertise Areas");
    await dialog.getByRole("link", { name: "Explore New Knowledge Areas" }).click();
    await waitForRoute(page, "/articles");
    await dialog.waitFor({ state: "detached" });
  });

  it("when the achievements have been seen, then they are badges in the avatar menu", async () => {
    await openFresh(page, "/home");
    await page.getByRole("button", { name: "Account menu" }).click();
    const badges = page.getByTestId("achievement-badge");
    await badges.first().waitFor();
    expect(await badges.allTextContents()).toEqual([
      "Bronze Highlighter: First highlight",
      "Bronze Collector: First article",
    ]);
    await expectNoSeriousA11yViolations(page, "the avatar menu with achievement badges");
    await screenshot(page, "points-avatar-badges");
    await page.keyboard.press("Escape");
  });

  it("when the journey is over, then no Content-Security-Policy violation happened", () => {
    expect(cspViolations).toEqual([]);
  });
});
