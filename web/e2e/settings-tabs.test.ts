// Settings' Appearance, Notifications and Security tabs end to end:
// a newcomer moves between the tabs by keyboard, turns dark mode on and picks a large font, and
// both apply to the whole app and survive a reload; changes notification switches, saves, and
// finds them as saved after a reload; asks for a password reset, which the Auth emulator records.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { AUTH_EMULATOR_URL, newIdentity, screenshot, waitForToast } from "./support/browser";
import { endSession, openFresh, startSignedInSession, type SignedInSession } from "./support/session";
import { apiUser } from "./support/social";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const PROJECT = process.env.GCLOUD_PROJECT ?? "demo-spurq";
const reader = newIdentity("settings");
let session: SignedInSession;
let page: Page;

beforeAll(async () => {
  session = await startSignedInSession(reader);
  page = session.page;
});
afterAll(() => endSession(session));

/** Whether the app's appearance is on the document: the dark class and the root font size. */
function appliedAppearance(target: Page) {
  return target.evaluate(() => ({
    dark: document.documentElement.classList.contains("dark"),
    fontSize: getComputedStyle(document.documentElement).fontSize,
  }));
}

/** Waits for the next PATCH to `path`; its status and the JSON it sent. */
async function nextPatch(target: Page, path: string, act: () => Promise<void>) {
  const [response] = await Promise.all([
    target.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === "PATCH"),
    act(),
  ]);
  return { status: response.status(), body: response.request().postDataJSON() as Record<string, unknown> };
}

describe("the Settings tabs", () => {
  it("when the keyboard moves along the tabs, then each opens, from Account to Security", async () => {
    await openFresh(page, "/settings");
    const account = page.getByRole("tab", { name: "Account" });
    await account.waitFor();
    expect(await account.getAttribute("aria-selected")).toBe("true");
    await expectNoSeriousA11yViolations(page, "settings, account tab");
    await account.focus();
    for (const name of ["Appearance", "Notifications", "Security"]) {
      await page.keyboard.press("ArrowRight");
      const tab = page.getByRole("tab", { name });
      await tab.and(page.locator('[aria-selected="true"]')).waitFor();
      expect(await tab.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    await page.getByRole("button", { name: "Send Password Reset Email" }).waitFor();
    await page.keyboard.press("Home");
    await account.and(page.locator('[aria-selected="true"]')).waitFor();
    await page.waitForFunction(() => window.location.hash === "#/settings?tab=account");
  });

  it("when dark mode is switched on and a large font saved, then the whole app shows them, also after a reload", async () => {
    await openFresh(page, "/settings?tab=appearance");
    const darkMode = page.getByRole("switch", { name: "Dark Mode" });
    await darkMode.waitFor();
    expect(await appliedAppearance(page)).toEqual({ dark: false, fontSize: "16px" });
    await expectNoSeriousA11yViolations(page, "settings, appearance tab");

    // The switch saves at once; Space toggles it from the keyboard.
    await darkMode.focus();
    const dark = await nextPatch(page, "/api/user/preferences", () => page.keyboard.press("Space"));
    expect(dark).toMatchObject({ status: 200, body: { darkMode: true } });
    await waitForToast(page, "Preferences updated");
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));

    await page.getByRole("radio", { name: "Large", exact: true }).click();
    await page.getByRole("radio", { name: "Comfortable" }).click();
    const saved = await nextPatch(page, "/api/user/preferences", () =>
      page.getByRole("button", { name: "Save Appearance Settings" }).click(),
    );
    expect(saved).toMatchObject({
      status: 200,
      body: { darkMode: true, displayDensity: "comfortable", fontSize: "large", language: "english" },
    });
    await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === "18px");
    await expectNoSeriousA11yViolations(page, "settings, appearance tab in dark mode");
    await screenshot(page, "settings-appearance-dark-large");

    // Another screen, after a reload: applied before and after the preferences load.
    await openFresh(page, "/home");
    await page.getByRole("heading", { name: "My Recent Articles" }).waitFor();
    expect(await appliedAppearance(page)).toEqual({ dark: true, fontSize: "18px" });
    await expectNoSeriousA11yViolations(page, "home in dark mode with a large font");

    await openFresh(page, "/settings?tab=appearance");
    await darkMode.waitFor();
    expect(await darkMode.getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("radio", { name: "Large", exact: true }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(await page.getByRole("radio", { name: "Comfortable" }).getAttribute("aria-checked")).toBe("true");
    expect(await appliedAppearance(page)).toEqual({ dark: true, fontSize: "18px" });
  });

  it("when notification switches are changed and saved, then they are shown as saved after a reload", async () => {
    await openFresh(page, "/settings?tab=notifications");
    const newsletter = page.getByRole("switch", { name: "Newsletter & Updates" });
    const spurqs = page.getByRole("switch", { name: "New Spurqs" });
    const weekly = page.getByRole("switch", { name: "Weekly Top Contributors" });
    await newsletter.waitFor();
    expect(await newsletter.getAttribute("aria-checked")).toBe("false");
    expect(await spurqs.getAttribute("aria-checked")).toBe("true");
    await page.getByText("Under Development", { exact: true }).waitFor();
    await page.getByText(/placeholder instead of this week's ranking/).waitFor();
    await expectNoSeriousA11yViolations(page, "settings, notifications tab");

    await newsletter.click();
    await spurqs.click();
    await weekly.click();
    await page.getByText(/placeholder instead of this week's ranking/).waitFor({ state: "detached" });
    const saved = await nextPatch(page, "/api/user/notifications", () =>
      page.getByRole("button", { name: "Save Notification Settings" }).click(),
    );
    expect(saved).toMatchObject({
      status: 200,
      body: { notifyNewsletter: true, notifySpurqs: false, notifyWeeklyContributors: false },
    });
    await waitForToast(page, "Notification settings updated");

    await openFresh(page, "/settings?tab=notifications");
    await newsletter.waitFor();
    expect(await newsletter.getAttribute("aria-checked")).toBe("true");
    expect(await spurqs.getAttribute("aria-checked")).toBe("false");
    expect(await weekly.getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("switch", { name: "Friend Requests" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    const api = await apiUser(reader);
    expect(await api.call("GET", "/api/user/notifications")).toMatchObject({
      notifyNewsletter: true,
      notifySpurqs: false,
      notifyWeeklyContributors: false,
    });
  });

  it("when a password reset is asked for, then Firebase Authentication sends it (the Auth emulator records it)", async () => {
    await openFresh(page, "/settings?tab=security");
    const send = page.getByRole("button", { name: "Send Password Reset Email" });
    await send.waitFor();
    await expectNoSeriousA11yViolations(page, "settings, security tab");
    await send.click();
    expect(await waitForToast(page, "Reset email sent")).toContain(
      `We've sent a password reset link to ${reader.email}`,
    );
    const response = await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT}/oobCodes`);
    const { oobCodes } = (await response.json()) as {
      oobCodes: Array<{ email: string; requestType: string }>;
    };
    expect(oobCodes.filter((code) => code.email === reader.email).map((code) => code.requestType)).toContain(
      "PASSWORD_RESET",
    );

    await page.getByRole("button", { name: "Enable 2FA" }).click();
    await waitForToast(page, "Coming soon");
    await page.getByRole("button", { name: "Deactivate Account" }).click();
    expect(await waitForToast(page, "Account deactivation")).toContain(
      "Please contact support to deactivate your account.",
    );
    await screenshot(page, "settings-security");
    expect(session.cspViolations).toEqual([]);
  });
});
