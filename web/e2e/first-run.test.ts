// A brand-new reader's first minutes on Home: the first-run checklist with nothing done, the
// sample article opened in one click (and a second click opening the same one), a passage
// highlighted in it, two steps ticked back on Home, the list hidden and still hidden after a
// reload; and the points dialog's line on how points are earned. All by keyboard where a reader
// would use it. Screenshots (desktop and phone) land in test-results/screenshots. One new user.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import {
  newIdentity,
  overflowsSideways,
  PHONE,
  screenshot,
  waitForRoute,
  waitForToast,
} from "./support/browser";
import {
  endSession,
  openFresh,
  openPhoneCopy,
  startSignedInSession,
  type SignedInSession,
} from "./support/session";
import { apiUser, type ApiUser } from "./support/social";
import { selectInArticle } from "./support/selection";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const SAMPLE_TITLE = "A Short History of Writing in the Margins";
const STEPS = ["Save a first article", "Highlight a passage", "Find a friend", "Ask a first spurq"];

const reader = newIdentity("fr_a");
let session: SignedInSession;
let page: Page;
let api: ApiUser;

beforeAll(async () => {
  session = await startSignedInSession(reader);
  page = session.page;
  api = await apiUser(reader);
});

afterAll(async () => {
  await endSession(session);
});

const checklist = () => page.getByRole("region", { name: "Your first steps" });
/** Each step's name as a screen reader hears it: "Save a first article: Done". */
const stepStates = (region: Locator) =>
  region
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.querySelector("p")?.textContent?.trim() ?? ""));

/** Presses Tab until `target` has the focus (at most `limit` times): it is keyboard-reachable. */
async function tabTo(target: Locator, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Not reached with Tab");
}

/** The article id in the current route (/articles/{id}). */
const articleIdInRoute = () =>
  page.evaluate(() => window.location.hash.replace(/^#\/articles\//, "").split("?")[0] ?? "");

async function myArticleTitles(): Promise<string[]> {
  const list = (await api.call("GET", "/api/articles/my?limit=50")) as { items: Array<{ title: string }> };
  return list.items.map((item) => item.title);
}

describe("a new reader's first-run checklist", () => {
  let sampleId = "";

  it("when a brand-new reader lands on Home, then four first steps show, none done, on a desktop and a phone", async () => {
    const region = checklist();
    await region.waitFor();
    await region.getByText("0 of 4 done").waitFor();
    expect(await stepStates(region)).toEqual(STEPS.map((step) => `${step}: Not done yet`));
    await expectNoSeriousA11yViolations(page, "Home with the first-run checklist");
    await screenshot(page, "first-run-checklist-new");

    const phone = await openPhoneCopy(session.browser, session.context, "/home");
    try {
      const phoneRegion = phone.page.getByRole("region", { name: "Your first steps" });
      await phoneRegion.getByText("0 of 4 done").waitFor();
      expect(await overflowsSideways(phone.page)).toBe(false);
      // Each step's text keeps the card's width: its buttons go under it, not beside it.
      const textWidths = await phoneRegion
        .getByRole("listitem")
        .evaluateAll((items) =>
          items.map((item) => item.querySelector("div")!.getBoundingClientRect().width),
        );
      for (const width of textWidths) expect(width).toBeGreaterThanOrEqual(PHONE.width - 120);
      await expectNoSeriousA11yViolations(phone.page, "the first-run checklist on a phone");
      await screenshot(phone.page, "first-run-phone-checklist");
    } finally {
      await phone.context.close();
    }
  });

  it("when the reader opens the sample article from the keyboard, then it is saved and opens at once, and a second click opens the same one", async () => {
    await tabTo(checklist().getByRole("button", { name: "Open a sample article" }));
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: SAMPLE_TITLE, level: 1 }).waitFor();
    sampleId = await articleIdInRoute();
    expect(sampleId).not.toBe("");
    expect(await myArticleTitles()).toEqual([SAMPLE_TITLE]);

    // Back on Home the first step is ticked, and the sample waits beside the highlight step.
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Home" })
      .click();
    await waitForRoute(page, "/home");
    const region = checklist();
    await region.getByText("1 of 4 done").waitFor();
    await region.getByRole("button", { name: "Open a sample article" }).click();
    await page.getByRole("heading", { name: SAMPLE_TITLE, level: 1 }).waitFor();
    expect(await articleIdInRoute()).toBe(sampleId);
    expect(await myArticleTitles()).toEqual([SAMPLE_TITLE]);
  });

  it("when the reader highlights a passage of the sample and comes back to Home, then two steps are ticked", async () => {
    await selectInArticle(page, "A mark in the margin", "act of attention");
    await page
      .getByRole("toolbar", { name: "Highlight colours" })
      .getByRole("button", { name: "Green" })
      .click();
    await waitForToast(page, "Highlight created");
    await screenshot(page, "first-run-sample-highlighted");

    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Home" })
      .click();
    await waitForRoute(page, "/home");
    const region = checklist();
    await region.getByText("2 of 4 done").waitFor();
    expect(await stepStates(region)).toEqual([
      "Save a first article: Done",
      "Highlight a passage: Done",
      "Find a friend: Not done yet",
      "Ask a first spurq: Not done yet",
    ]);
    await expectNoSeriousA11yViolations(page, "the checklist with two steps ticked");
    await screenshot(page, "first-run-two-ticked");
  });

  it("when the reader hides the checklist from the keyboard, then it goes, and stays gone after a reload", async () => {
    await tabTo(checklist().getByRole("button", { name: "Hide your first steps" }));
    await page.keyboard.press("Enter");
    await checklist().waitFor({ state: "detached" });
    // Focus went to the screen's content, not to the end of the page.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    await expect
      .poll(async () => (await api.call("GET", "/api/user/preferences")).firstRunDismissed)
      .toBe(true);

    await openFresh(page, "/home");
    // Home has loaded all it shows: the sample among the recent articles.
    await page.getByRole("heading", { name: "My Recent Articles" }).waitFor();
    await page.getByText(SAMPLE_TITLE).first().waitFor();
    await page.waitForTimeout(1000);
    expect(await checklist().count()).toBe(0);
    await screenshot(page, "first-run-hidden-after-reload");
  });

  it("when the reader opens the points dialog, then one line says how points are earned, true to the rules", async () => {
    await page.getByTestId("points-badge").click();
    await page.getByRole("button", { name: "View insights" }).click();
    const dialog = page.getByRole("dialog", { name: "Knowledge Contribution Insights" });
    await dialog
      .getByText(
        "Points come from what you do: 15 for an article you write, 10 for one you save from the web, 5 for a highlight, 5 for a comment, 10 for a spurq you send, 10 for one you answer, 20 for a new friend and 2 for your first visit each day.",
      )
      .waitFor();
    await expectNoSeriousA11yViolations(page, "the points dialog");
    await screenshot(page, "first-run-points-dialog");
    await page.keyboard.press("Escape");
  });
});
