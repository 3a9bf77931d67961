// A newcomer's first minutes, on a 390×844 phone and at 1280×800: no unread dot over an empty
// Notifications page; search from the phone's top bar, full width, with the points badge on one
// line; a friend request that shows who asks and links to their profile; and Home's '+' button,
// which opens on the first click and keeps clear of the cards and the 'Sort by' menu. Screenshots
// of the phone screens land in test-results/screenshots. Two new users per run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import {
  DESKTOP,
  launchBrowser,
  newIdentity,
  overflowsSideways,
  PHONE,
  screenshot,
  waitForRoute,
  waitForToast,
  type TestPage,
} from "./support/browser";
import { openFresh, openPhoneCopy } from "./support/session";
import { apiUser, closeSideBySide, signUpSideBySide, type ApiUser } from "./support/social";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const ARTICLES = ["Tides of the North Sea", "A Field Guide to Lichens", "The Clockmaker's Year"];

let browser: Browser;
let newcomer: TestPage;
let asker: TestPage;
let api: { newcomer: ApiUser; asker: ApiUser };
const newcomerIdentity = newIdentity("nc_a");
const askerIdentity = newIdentity("nc_b");
let phone: { context: BrowserContext; page: Page } | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  [newcomer, asker] = await signUpSideBySide(browser, [newcomerIdentity, askerIdentity]);
  api = { newcomer: await apiUser(newcomerIdentity), asker: await apiUser(askerIdentity) };
});

afterAll(async () => {
  await phone?.context.close();
  await closeSideBySide(browser, [newcomer, asker]);
});

/** The newcomer's session on a phone-sized page, opened at `path` (one page for the whole file). */
async function phonePage(path: string): Promise<Page> {
  phone ??= await openPhoneCopy(browser, newcomer.context, path);
  await openFresh(phone.page, path);
  return phone.page;
}

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the screen's content under the floating button (text, controls, badges, images). */
function contentBoxes(page: Page): Promise<Array<Box & { what: string }>> {
  return page.evaluate(() => {
    const fab = document.querySelector('[data-testid="floating-actions"]');
    return Array.from(
      document.querySelectorAll<HTMLElement>(
        "main a, main button, main select, main input, main h1, main h2, main h3, main p, main span, main img",
      ),
    )
      .filter((element) => !fab?.contains(element) && element.getClientRects().length > 0)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return {
          x: rect.x,
          y: rect.y,
          width: rect.width,
          height: rect.height,
          what: `${element.tagName.toLowerCase()} "${(element.innerText ?? "").slice(0, 30)}"`,
        };
      })
      .filter((box) => box.width > 0 && box.height > 0);
  });
}

/** What the floating '+' button (closed) covers on the screen as it is scrolled now. */
async function coveredByFab(page: Page): Promise<string[]> {
  const fab = await page.getByRole("button", { name: "Quick actions" }).boundingBox();
  if (!fab) throw new Error("The '+' button is not on the screen");
  return (await contentBoxes(page)).filter((box) => overlaps(fab, box)).map((box) => box.what);
}

/** Whether the name in a person row has room: visible, not cut, at least a few letters wide. */
async function nameHasRoom(link: Locator): Promise<boolean> {
  const box = await link.boundingBox();
  const cut = await link.evaluate((element) => element.scrollWidth > element.clientWidth);
  return box !== null && box.width >= 40 && !cut;
}

describe("a newcomer's first minutes", () => {
  it("when a brand-new account opens Notifications on a phone, then no red unread dot shows", async () => {
    const page = await phonePage("/notifications");
    await page.getByText("No notifications").waitFor();
    // The live count has had time to arrive (it comes well within a second here).
    await page.waitForTimeout(1500);
    const notifications = page
      .getByRole("navigation", { name: "Bottom navigation" })
      .getByRole("link", { name: "Notifications" });
    expect(await notifications.locator(".bg-red-500").count()).toBe(0);
    await screenshot(page, "newcomer-phone-notifications-empty");
  });

  it("when the newcomer searches from a phone's top bar, then the field and its results span the screen, and the points badge stays on one line", async () => {
    await api.newcomer.call("POST", "/api/articles", {
      title: ARTICLES[0],
      content: "The tide turns twice a day along the whole coast.",
      author: "Nils",
    });
    const page = await phonePage("/home");
    const badge = page.getByTestId("points-badge");
    await badge.waitFor();
    const badgeBox = await badge.boundingBox();
    // One line of text: the badge's 44 px touch height; a wrapped badge is two lines in its
    // padding, over 50 px.
    expect(badgeBox!.height).toBeLessThanOrEqual(46);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, "newcomer-phone-top-bar");

    await page.getByRole("button", { name: "Search" }).click();
    const field = page.getByRole("combobox", { name: "Search" });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    // The article just saved is celebrated (1.5 s after Home loads): the toast keeps clear of
    // the open field.
    await waitForToast(page, "First article");
    const toastBox = (await page
      .locator("li")
      .filter({ has: page.getByRole("status").filter({ hasText: "First article" }) })
      .first()
      .boundingBox())!;
    const fieldBox = (await field.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
    await field.fill("Tides");
    expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 100);
    const results = page.getByRole("listbox", { name: "Search results" });
    await results.getByRole("option", { name: /Tides of the North Sea/ }).waitFor();
    const resultsBox = (await results.boundingBox())!;
    expect(resultsBox.width).toBeGreaterThanOrEqual(PHONE.width - 2);
    expect(resultsBox.height).toBeGreaterThan(40);
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, "search open on a phone");
    await screenshot(page, "newcomer-phone-search");

    await results.getByRole("option", { name: /Tides of the North Sea/ }).click();
    await page.getByRole("heading", { name: ARTICLES[0], level: 1 }).waitFor();
    // Back to the folded bar, its Search button there again.
    await page.getByRole("button", { name: "Search" }).waitFor();
  });

  it("when the newcomer with no friends opens 'New Spurq' or the invite dialog, then each links to people search on Friends' main view", async () => {
    const { page } = newcomer;
    await openFresh(page, "/home");
    await page.getByRole("button", { name: "New Spurq" }).click();
    const ask = page.getByRole("dialog", { name: "Ask a friend" });
    await ask.getByText("No friends yet").waitFor();
    await expectNoSeriousA11yViolations(page, "the Ask a friend dialog with no friends");
    await ask.getByRole("link", { name: "Find people to add" }).click();
    await waitForRoute(page, "/friends");
    const find = page.getByLabel("Find users");
    await expect.poll(() => find.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole("button", { name: "Main" }).getAttribute("aria-pressed")).toBe("true");

    await openFresh(page, "/home");
    await page.getByRole("button", { name: "Invite a Friend" }).first().click();
    const invite = page.getByRole("dialog", { name: "Invite a Friend" });
    await invite.getByRole("link", { name: "Find them by username" }).click();
    await waitForRoute(page, "/friends");
    await page.getByLabel("Find users").fill(askerIdentity.username);
    await page
      .getByRole("region", { name: "Search Results" })
      .getByRole("button", { name: `Add ${askerIdentity.username}` })
      .waitFor();
  });

  it("when someone asks to be the newcomer's friend, then Requests shows their name with a link to their profile, on a desktop and on a phone", async () => {
    await api.asker.call("POST", "/api/friends/requests", { receiverId: api.newcomer.uid });
    const { page } = newcomer;
    for (const [label, target] of [
      ["desktop", page],
      ["phone", await phonePage("/friends")],
    ] as const) {
      await openFresh(target, "/friends");
      await target.getByRole("button", { name: /Requests/ }).click();
      const incoming = target.getByRole("region", { name: "Incoming Requests" });
      const name = incoming.getByRole("link", { name: askerIdentity.username });
      await name.waitFor();
      expect(await nameHasRoom(name), `the asker's name has room on a ${label}`).toBe(true);
      // Reject keeps clear of the card's edge.
      const panel = (await target
        .getByRole("complementary", { name: "Friends and requests" })
        .boundingBox())!;
      const reject = (await incoming
        .getByRole("button", { name: `Reject ${askerIdentity.username}` })
        .boundingBox())!;
      expect(panel.x + panel.width - (reject.x + reject.width)).toBeGreaterThanOrEqual(8);
      expect(await overflowsSideways(target)).toBe(false);
      await expectNoSeriousA11yViolations(target, `incoming requests on a ${label}`);
      if (label === "phone") await screenshot(target, "newcomer-phone-friend-request");
      await name.click();
      await target.getByRole("region", { name: `Profile of ${askerIdentity.username}` }).waitFor();
    }
  });

  it("when the newcomer has cards on Home, then the '+' button opens on the first click and covers no content at any scroll", async () => {
    for (const title of ARTICLES.slice(1)) {
      await api.newcomer.call("POST", "/api/articles", {
        title,
        content: `${title}: a short article for the Home grid.`,
        author: "Nils",
      });
    }
    const { page } = newcomer;
    await page.setViewportSize(DESKTOP);
    await openFresh(page, "/home");
    await page.getByRole("heading", { name: "My Recent Articles" }).waitFor();
    await page.getByText(ARTICLES[2]!).first().waitFor();
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let y = 0; y <= maxScroll + 100; y += 100) {
      await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, maxScroll));
      expect(await coveredByFab(page), `covered at scroll ${y} on a desktop`).toEqual([]);
    }

    const toggle = page.getByRole("button", { name: "Quick actions" });
    await toggle.click();
    await page.getByRole("link", { name: "Upload article" }).waitFor();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await expectNoSeriousA11yViolations(page, "Home with the quick actions open");
    await toggle.click();
    await page.getByRole("link", { name: "Upload article" }).waitFor({ state: "hidden" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Upload article" }).waitFor();

    // On a phone the button floats over the list as it scrolls by, but the end of the page
    // scrolls clear of it.
    const phoneHome = await phonePage("/home");
    await phoneHome.getByText(ARTICLES[2]!).first().waitFor();
    await phoneHome.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await phoneHome.waitForTimeout(300);
    expect(await coveredByFab(phoneHome), "covered at the end of Home on a phone").toEqual([]);
    await screenshot(phoneHome, "newcomer-phone-home-end");
    await waitForRoute(phoneHome, "/home");
  });
});
