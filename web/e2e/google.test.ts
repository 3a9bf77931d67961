// Google sign-in as a full-page redirect through the Auth emulator's sign-in page: 'Add new
// account', fill in the fields, come back, and land on /home with the welcome toast.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import {
  AUTH_EMULATOR_URL,
  BASE_URL,
  launchBrowser,
  newIdentity,
  openPage,
  screenshot,
  signOutViaUi,
  waitForRoute,
  waitForToast,
} from "./support/browser";
import { routeFakeGapi } from "./support/fake-gapi";
import { expectNoSeriousA11yViolations } from "./support/a11y";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("Google sign-in", () => {
  it("when a newcomer signs up with Google, then lands on /home; signing in again welcomes them back", async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await routeFakeGapi(context);
    const person = newIdentity("google");

    await page.goto(`${BASE_URL}/#/auth?tab=register`);
    await page.getByRole("button", { name: "Sign up with Google" }).click();
    await page.waitForURL(`${AUTH_EMULATOR_URL}/emulator/auth/handler**`);
    await page.getByText("Add new account").click();
    await page.locator("#email-input").fill(person.email);
    await page.locator("#display-name-input").fill(`Grace ${person.username}`);
    await screenshot(page, "google-emulator-page");
    await page.locator("#sign-in").click();

    await page.waitForURL(`${BASE_URL}/**`);
    await waitForRoute(page, "/home");
    await waitForToast(page, "Account Created!");
    await page.getByRole("heading", { name: "Home" }).waitFor();
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menu").getByText(person.email).waitFor();
    await expectNoSeriousA11yViolations(page, "Home after a Google sign-up, avatar menu open");
    await screenshot(page, "google-signed-up-home");
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith("spurq.googleRedirect")),
      ),
    ).toEqual([]);
    await page.keyboard.press("Escape");

    await signOutViaUi(page);
    await waitForRoute(page, "/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.waitForURL(`${AUTH_EMULATOR_URL}/emulator/auth/handler**`);
    await page.getByText(person.email).click();
    await waitForRoute(page, "/home");
    await waitForToast(page, "Welcome Back!");
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
