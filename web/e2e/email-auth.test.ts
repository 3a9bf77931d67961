// E-mail and password journeys: sign up into the shell, sign out, the duplicate-username path,
// a wrong then right password landing on the path first asked for, a demo user, the phone
// layout, and appearance preferences applied app-wide. No sign-in may log a CSP violation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import {
  authTabPanel,
  BASE_URL,
  DEMO_PASSWORD,
  launchBrowser,
  newIdentity,
  openPage,
  PHONE,
  screenshot,
  setPreferencesViaApi,
  signInViaUi,
  signOutViaUi,
  signUpToHome,
  signUpViaUi,
  waitForRoute,
  waitForToast,
} from "./support/browser";
import { expectNoSeriousA11yViolations } from "./support/a11y";

let browser: Browser;
const member = newIdentity("reader");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("e-mail sign-up and sign-in", () => {
  it("when a newcomer signs up, then lands on /home inside the shell, and can sign out", async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await signUpToHome(page, member);
    expect(await waitForToast(page, "Account created")).toContain("You've successfully signed up!");
    await page.getByRole("heading", { name: "Home" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Main navigation" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Invite a Friend" }).first().isVisible()).toBe(true);
    // The incoming spurqs load after the shell: wait for their empty state.
    await page.getByText("No incoming spurqs right now.").waitFor();
    await expectNoSeriousA11yViolations(page, "Home with the sign-up toast");

    await page.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await menu.getByText(member.username, { exact: true }).waitFor();
    expect(await menu.getByText(member.email).isVisible()).toBe(true);
    expect(await menu.getByRole("menuitem", { name: "Statistics" }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, "the open avatar menu");
    await screenshot(page, "signup-home-avatar-menu");
    await page.keyboard.press("Escape");

    await signOutViaUi(page);
    await waitForRoute(page, "/auth");
    await waitForToast(page, "Logged out");
    await expectNoSeriousA11yViolations(page, "the auth page after signing out");
    await screenshot(page, "signout");
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it("when someone signs up with a taken username, then reads that it is taken and no account remains", async () => {
    const { page, context } = await openPage(browser);
    const copycat = { ...newIdentity("copycat"), username: member.username };
    await signUpViaUi(page, copycat);
    // Said once, beside the username: no toast repeats it.
    const taken = "This username is already taken. Please try another username.";
    const form = authTabPanel(page, "Register");
    await form.getByText(taken).waitFor();
    expect(await form.getByLabel("Username").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText(taken).count()).toBe(1);
    expect(await page.getByRole("status").filter({ hasText: "Account Creation Issue" }).count()).toBe(0);
    await waitForRoute(page, "/auth");
    await expectNoSeriousA11yViolations(page, "the register tab with its error");
    await screenshot(page, "signup-duplicate-username");

    // The identity created for the failed sign-up was deleted: signing in with it finds no account.
    await page.getByRole("tab", { name: "Login" }).click();
    await signInViaUi(page, copycat.email, copycat.password);
    expect(await waitForToast(page, "Login failed")).toContain(
      "No account found with this email. Please check your email or register.",
    );
    await context.close();
  });

  it("when the password is wrong, then 'Login failed' says so; the right one lands on the path first asked for", async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await page.goto(`${BASE_URL}/#/friends`);
    await waitForRoute(page, "/auth");
    await signInViaUi(page, member.email, "not-the-password");
    expect(await waitForToast(page, "Login failed")).toContain("Incorrect password. Please try again.");
    await screenshot(page, "signin-wrong-password");

    await signInViaUi(page, member.email, member.password);
    await waitForRoute(page, "/friends");
    await waitForToast(page, "Welcome back!");
    await page.getByRole("heading", { name: "Friends", level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, "Friends");
    await screenshot(page, "signin-lands-on-intended-path");
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it("when a demo user signs in, then sees their demo articles and their name in the avatar menu", async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await page.goto(`${BASE_URL}/#/auth`);
    await signInViaUi(page, "ada@demo.spurq.test", DEMO_PASSWORD);
    await waitForRoute(page, "/home");
    // The seeded data reaches the screen: one of Ada's articles in 'My Recent Articles'.
    await page.getByText("Why Paper Maps Still Teach Us Something").first().waitFor();
    await page.getByRole("button", { name: "Account menu" }).click();
    // The menu's code may still be on its way after the first screen: wait for it to open.
    await page.getByRole("menu").getByText("ada", { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, "a demo user's Home with the avatar menu open");
    await screenshot(page, "demo-user-home");
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it("when on a phone, then the bottom bar shows and the sidebar does not", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${BASE_URL}/#/auth`);
    await signInViaUi(page, member.email, member.password);
    await waitForRoute(page, "/home");
    await page.getByRole("heading", { name: "Home" }).waitFor();
    expect(await page.getByRole("button", { name: "Invite a Friend" }).isVisible()).toBe(true);
    const bottomBar = page.getByRole("navigation", { name: "Bottom navigation" });
    await bottomBar.waitFor();
    for (const label of ["Home", "Articles", "Notifications", "Friends"]) {
      expect(await bottomBar.getByRole("link", { name: label }).isVisible()).toBe(true);
    }
    expect(await page.getByRole("navigation", { name: "Main navigation" }).isVisible()).toBe(false);
    await expectNoSeriousA11yViolations(page, "Home on a phone");
    await screenshot(page, "phone-bottom-bar");
    await context.close();
  });

  it("when the user prefers dark mode and large text, then the whole app follows once they load", async () => {
    expect(
      await setPreferencesViaApi(member, {
        darkMode: true,
        fontSize: "large",
        displayDensity: "comfortable",
      }),
    ).toBe(200);

    const { page, context } = await openPage(browser);
    await page.goto(`${BASE_URL}/#/auth`);
    await signInViaUi(page, member.email, member.password);
    await waitForRoute(page, "/home");
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    const rootFontSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(rootFontSize).toBe("18px");
    await expectNoSeriousA11yViolations(page, "Home in dark mode with large text");
    await screenshot(page, "appearance-dark-home");

    await page.getByRole("button", { name: "Invite a Friend" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Invite a Friend" });
    await dialog.getByRole("button", { name: "Send Invite" }).click();
    expect(await waitForToast(page, "Missing information")).toContain("Please enter a valid email address.");
    await dialog.getByLabel("Email address").fill("friend@example.test");
    await expectNoSeriousA11yViolations(page, "the invite dialog in dark mode");
    await screenshot(page, "appearance-dark-invite-dialog");
    await dialog.getByRole("button", { name: "Send Invite" }).click();
    expect(await waitForToast(page, "Invitation sent")).toContain("friend@example.test");
    await context.close();
  });
});
