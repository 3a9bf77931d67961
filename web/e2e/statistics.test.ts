// The statistics screen for real: a newcomer writes an article, highlights twice and
// comments; the roll-up runs as the scheduler would run it; 'Your Statistics' shows those figures
// on every tab, with the activity bars and the 12-week chart. The platform figures are refused to
// a normal user; made an admin and signed in again, the same person sees 'Platform Statistics'.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { ACTIONS } from "../../functions/src/shared/progress";
import {
  AUTH_EMULATOR_URL,
  newIdentity,
  screenshot,
  signInViaUi,
  signOutViaUi,
  waitForRoute,
} from "./support/browser";
import { endSession, openFresh, startSignedInSession } from "./support/session";
import { apiUser, type ApiUser } from "./support/social";
import { rollUpStatisticsOf } from "./support/jobs";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const reader = newIdentity("stats");
const CONTENT = "Benches invite people to stay a while. Shade keeps them there on summer afternoons.";
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cspViolations: string[];
let api: ApiUser;

/** Makes the user an admin the way operators do (the custom claim), through the Auth emulator. */
async function makeAdmin(uid: string): Promise<void> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${process.env.GCLOUD_PROJECT ?? "demo-spurq"}/accounts:update`,
    {
      method: "POST",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ admin: true }) }),
    },
  );
  if (!response.ok) throw new Error(`accounts:update: ${response.status} ${await response.text()}`);
}

async function highlight(articleId: string, text: string): Promise<string> {
  const start = CONTENT.indexOf(text);
  const created = await api.call("POST", "/api/highlights", {
    articleId,
    text,
    startOffset: start,
    endOffset: start + text.length,
  });
  return String(created.id);
}

beforeAll(async () => {
  ({ browser, context, page, cspViolations } = await startSignedInSession(reader));
  api = await apiUser(reader);
  const article = await api.call("POST", "/api/articles", {
    title: "Benches and Shade",
    author: "Jan Gehl",
    content: CONTENT,
  });
  const articleId = String(article.id);
  const first = await highlight(articleId, "Benches invite people");
  await highlight(articleId, "Shade keeps them there");
  await api.call("POST", "/api/comments", { highlightId: first, text: "Where would you put them?" });
  await rollUpStatisticsOf(api);
});

afterAll(async () => {
  await endSession({ browser, context });
});

/** The figure on the card labelled `label`. */
const card = (label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

const POINTS =
  ACTIONS.daily_sign_in.points +
  ACTIONS.article_created.points +
  2 * ACTIONS.highlight_created.points +
  ACTIONS.comment_created.points;

async function expectFigures(): Promise<void> {
  expect(await card("Highlights").innerText()).toBe("2");
  expect(await card("Articles").innerText()).toBe("1");
  expect(await card("Comments").innerText()).toBe("1");
  expect(await card("Spurqs").innerText()).toBe("0");
  expect(await card("Logins").innerText()).toBe("1");
  expect(await card("Points Earned").innerText()).toBe(String(POINTS));
  // A heartbeat may have counted a minute while the journey ran.
  expect(await card("Time Spent").innerText()).toMatch(/^0h [01]m$/);
}

describe("the statistics screen", () => {
  it("when the user opens it, then Today shows the day's figures, the activity bars and the 12-week chart", async () => {
    await openFresh(page, "/stats");
    await page.getByRole("heading", { level: 1, name: "Your Statistics" }).waitFor();
    await page.getByRole("tab", { name: "Today", selected: true }).waitFor();
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" }),
    );
    await page.getByRole("heading", { level: 2, name: `Today (${today})` }).waitFor();
    await expectFigures();
    // Highlights 2, articles 1, comments 1, spurqs 0: shares of 4.
    const overview = page.getByRole("region", { name: "Activity Overview" });
    expect(await overview.getByTestId("share-highlightsCount").innerText()).toContain("2 (50%)");
    expect(await overview.getByTestId("share-articlesCount").innerText()).toContain("1 (25%)");
    expect(await overview.getByTestId("share-spurqsCount").innerText()).toContain("0 (0%)");
    const chart = page.getByRole("img", { name: /Your last 12 weeks/ });
    expect(await chart.getByTestId("chart-bar").count()).toBe(12);
    expect(await page.getByRole("heading", { name: "Platform Statistics" }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, "the statistics screen, Today");
    await screenshot(page, "statistics-today");
  });

  it("when the other tabs are chosen, then each has its heading and, rolled up, the same figures", async () => {
    await page.getByRole("tab", { name: "This Week" }).click();
    await page
      .getByRole("heading", { level: 2, name: /^This Week \(starting \w+ \d{1,2}, \d{4}\)$/ })
      .waitFor();
    await expectFigures();
    expect(await page.getByText(/^Last rolled up /).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, "the statistics screen, This Week");

    await page.getByRole("tab", { name: "This Month" }).click();
    await page.getByRole("heading", { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ }).waitFor();
    await expectFigures();

    await page.getByRole("tab", { name: "This Year" }).click();
    await page.getByRole("heading", { level: 2, name: /^\d{4}$/ }).waitFor();
    await expectFigures();

    await page.getByRole("tab", { name: "All Time" }).click();
    await page.getByRole("heading", { level: 2, name: "All Time" }).waitFor();
    await expectFigures();
    await screenshot(page, "statistics-all-time");
  });

  it("when a normal user asks for the platform figures, then the server refuses", async () => {
    await expect(api.call("GET", "/api/statistics/platform")).rejects.toThrow(/403/);
  });

  it("when the user is made an admin and signs in again, then 'Platform Statistics' shows its figures and 30-day charts", async () => {
    await makeAdmin(api.uid);
    await signOutViaUi(page);
    await waitForRoute(page, "/auth");
    await signInViaUi(page, reader.email, reader.password);
    // Signed out from /stats, the app may return there rather than to /home: wait for the shell.
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await openFresh(page, "/stats");
    const section = page.getByRole("region", { name: "Platform Statistics" });
    await section.getByText("Active this month").waitFor();
    expect(Number((await card("Total").innerText()).replace(/,/g, ""))).toBeGreaterThan(0);
    const activity = section.getByRole("img", { name: /Activity, last 30 days/ });
    expect(await activity.getByTestId("chart-bar").count()).toBe(30);
    expect(await section.getByRole("img", { name: /Users, last 30 days/ }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, "the statistics screen with Platform Statistics");
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, "statistics-platform");
  });

  it("when the journey is over, then no Content-Security-Policy violation happened", () => {
    expect(cspViolations).toEqual([]);
  });
});
