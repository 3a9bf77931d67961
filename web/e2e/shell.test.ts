// The signed-in shell as a keyboard user and axe-core meet it: the sidebar and the account menu
// reached by Tab with a visible focus, a toast reached through F8, and every screen of the
// navigation (sidebar, avatar menu, quick actions; on a phone in dark mode the bottom bar) with no
// serious or critical accessibility violation; and what a screen reader hears when a friend's spurq
// arrives: the unread count in Notifications' name, the arrival in the polite live region. One new
// user per run, and a friend who sends the spurq.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  liveListenerConnected,
  newIdentity,
  openPage,
  screenshot,
  setPreferencesViaApi,
  signUpToHome,
  waitForRoute,
  waitForToast,
} from "./support/browser";
import { apiUser, befriendViaApi } from "./support/social";
import { endSession, openFresh, openPhoneCopy, startSignedInSession } from "./support/session";
import { expectNoSeriousA11yViolations } from "./support/a11y";

let browser: Browser;
let context: BrowserContext;
let page: Page;
const member = newIdentity("shell");

beforeAll(async () => {
  ({ browser, context, page } = await startSignedInSession(member));
});
afterAll(async () => {
  await endSession({ browser, context });
});

/** The accessible name (aria-label or text) of the focused element. */
function focusedName(target: Page): Promise<string> {
  return target.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return (element?.getAttribute("aria-label") ?? element?.innerText ?? "").trim();
  });
}

/** Whether the focused element draws a focus indicator (an outline or Tailwind's ring). */
function focusIsVisible(target: Page): Promise<boolean> {
  return target.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none";
  });
}

/** Presses Tab until the focused element's name contains `name`; the names passed on the way. */
async function tabTo(target: Page, name: string): Promise<string[]> {
  const passed: string[] = [];
  for (let presses = 0; presses < 30; presses += 1) {
    await target.keyboard.press("Tab");
    const focused = await focusedName(target);
    passed.push(focused);
    if (focused.includes(name)) return passed;
  }
  throw new Error(`Tab never reached "${name}"; focus went through: ${passed.join(" | ")}`);
}

/** Opens a screen through the avatar menu, as a pointer user would. */
async function fromAvatarMenu(target: Page, item: string) {
  await target.getByRole("button", { name: "Account menu" }).click();
  await target.getByRole("menuitem", { name: item }).click();
}

/** Opens Feedback through Home's quick actions (they open on hover for a mouse). */
async function fromQuickActions(target: Page) {
  await target.getByRole("button", { name: "Quick actions" }).hover();
  await target.getByRole("link", { name: "Feedback" }).click();
}

describe("the signed-in shell", () => {
  it("when a keyboard user tabs through the sidebar to the account menu, then each shows its focus and Enter opens the menu", async () => {
    await openFresh(page, "/home");
    await page.getByRole("heading", { name: "Home", level: 1 }).waitFor();
    const passed = await tabTo(page, "Account menu");
    expect(passed).toEqual(expect.arrayContaining(["Home", "My Articles", "Notifications", "Friends"]));
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("menu").waitFor();
    await expectNoSeriousA11yViolations(page, "the avatar menu opened by keyboard");
    await page.keyboard.press("ArrowDown");
    expect(await focusedName(page)).not.toBe("");
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });
    expect(await focusedName(page)).toContain("Account menu");
  });

  it("when a toast shows, then F8 and Tab reach its Close button, and Enter closes it", async () => {
    await openFresh(page, "/home");
    await page.getByRole("button", { name: "Invite a Friend" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Invite a Friend" });
    await dialog.getByRole("button", { name: "Send Invite" }).click();
    await waitForToast(page, "Missing information");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expectNoSeriousA11yViolations(page, "Home with an error toast");
    await page.keyboard.press("F8");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Close");
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press("Enter");
    // Well before the toast's own 5 s are up.
    await page
      .getByRole("status")
      .filter({ hasText: "Missing information" })
      .waitFor({ state: "detached", timeout: 2_000 });
  });

  it("when each screen of the navigation opens on a desktop, then axe-core finds nothing serious", async () => {
    await openFresh(page, "/home");
    const sidebar = page.getByRole("navigation", { name: "Main navigation" });
    for (const [link, heading] of [
      ["Home", "Home"],
      ["My Articles", "My Articles"],
      ["Notifications", "Notifications"],
      ["Friends", "Friends"],
    ] as const) {
      await sidebar.getByRole("link", { name: link }).click();
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await expectNoSeriousA11yViolations(page, heading);
    }
    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, "Settings");
    await fromAvatarMenu(page, "Statistics");
    await page.getByRole("heading", { name: "Your Statistics", level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, "Your Statistics");
    await openFresh(page, "/home");
    await fromQuickActions(page);
    await page.getByRole("heading", { name: "Send Feedback", level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, "Send Feedback");
  });

  it("when each screen opens on a phone in dark mode, then axe-core finds nothing serious", async () => {
    expect(await setPreferencesViaApi(member, { darkMode: true })).toBe(200);
    const { context: phone, page: phonePage } = await openPhoneCopy(browser, context, "/home");
    await phonePage.waitForFunction(() => document.documentElement.classList.contains("dark"));
    const bottomBar = phonePage.getByRole("navigation", { name: "Bottom navigation" });
    for (const [link, heading] of [
      ["Home", "Home"],
      ["Articles", "My Articles"],
      ["Notifications", "Notifications"],
      ["Friends", "Friends"],
    ] as const) {
      await bottomBar.getByRole("link", { name: link }).click();
      await phonePage.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await expectNoSeriousA11yViolations(phonePage, `${heading} on a phone in dark mode`);
    }
    for (const [item, heading] of [
      ["Settings", "Settings"],
      ["Statistics", "Your Statistics"],
    ] as const) {
      await fromAvatarMenu(phonePage, item);
      await phonePage.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await expectNoSeriousA11yViolations(phonePage, `${heading} on a phone in dark mode`);
    }
    await bottomBar.getByRole("link", { name: "Home" }).click();
    await waitForRoute(phonePage, "/home");
    await fromQuickActions(phonePage);
    await phonePage.getByRole("heading", { name: "Send Feedback", level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(phonePage, "Send Feedback on a phone in dark mode");
    await screenshot(phonePage, "shell-feedback-phone-dark");
    await phone.close();
  });

  it("when a friend sends a spurq, then Notifications is named with the count and the arrival is said politely", async () => {
    const friend = newIdentity("shell_f");
    const { context: friendContext, page: friendPage } = await openPage(browser);
    await signUpToHome(friendPage, friend);
    await friendContext.close();
    const api = { member: await apiUser(member), friend: await apiUser(friend) };
    await befriendViaApi(api.friend, api.member);

    // The live listener's first answer: from then on a rise in the count is news, not the start.
    const listening = liveListenerConnected(page);
    await openFresh(page, "/home");
    await page.getByRole("heading", { name: "Home", level: 1 }).waitFor();
    await listening;
    await page.waitForTimeout(1000);
    const sidebar = page.getByRole("navigation", { name: "Main navigation" });
    expect(await sidebar.getByRole("link", { name: "Notifications", exact: true }).count()).toBe(1);
    const region = page.locator('[aria-live="polite"]').filter({ hasText: "A new spurq has arrived" });
    expect(await region.count()).toBe(0);

    const article = await api.friend.call("POST", "/api/articles", {
      title: "A Field Guide to Lighthouses",
      content: "Each light has its own rhythm of flashes, so a sailor can tell them apart at night.",
    });
    const sentAt = Date.now();
    await api.friend.call("POST", "/api/spurqs", {
      recipientId: api.member.uid,
      articleId: article.id,
      question: "Which rhythm would you choose?",
    });
    await region.waitFor({ state: "attached", timeout: 10_000 });
    console.info(`shell journey: the new spurq was announced ${Date.now() - sentAt} ms after it was sent`);
    // What assistive technology is given: the region's politeness, and the link's name with the count.
    expect(await region.getAttribute("aria-live")).toBe("polite");
    await sidebar.getByRole("link", { name: "Notifications 1 unread", exact: true }).waitFor();
    await expect(sidebar.ariaSnapshot()).resolves.toContain('link "Notifications 1 unread"');
    await expectNoSeriousA11yViolations(page, "Home with a new spurq announced");

    // The phone's bottom bar says the same count.
    const { context: phone, page: phonePage } = await openPhoneCopy(browser, context, "/home");
    await phonePage
      .getByRole("navigation", { name: "Bottom navigation" })
      .getByRole("link", { name: "Notifications 1 unread", exact: true })
      .waitFor();
    await phone.close();
  });
});
