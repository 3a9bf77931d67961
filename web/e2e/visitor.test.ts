// Journeys of a signed-out visitor: the landing page (and its JavaScript budget), no way into
// protected screens, the auth page's tab from the search string, and the 404 page.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import {
  BASE_URL,
  launchBrowser,
  openPage,
  overflowsSideways,
  PHONE,
  screenshot,
  waitForRoute,
} from "./support/browser";
import { expectNoSeriousA11yViolations } from "./support/a11y";

// The landing page is one script of about 127 KiB: React, the router, TanStack Query, i18next with
// the first screen's English texts (115 KiB before they came; the sign-in page's tabs left Headless
// UI for a light tabs component to make room; other languages load on demand) and the two public
// screens; the sign-in SDK is not loaded until a sign-in page asks for it. The
// product's ceiling is 150 KiB; this budget keeps the margin from eroding unnoticed. 130 -> 131
// KiB for App Check: the shared API transport's X-Firebase-AppCheck header and the production
// config's site key (about 120 bytes; the App Check SDK itself loads only where it is on).
const LANDING_JS_BUDGET_BYTES = 131 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a visitor", () => {
  it("when opening the site, then sees the landing page within the JavaScript budget", async () => {
    const { page, context } = await openPage(browser);
    const scripts: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && response.url().startsWith(BASE_URL)) {
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await page.goto(`${BASE_URL}/`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Get Started - It's Free" }).waitFor();
    expect(await page.getByRole("button", { name: "Watch Demo" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Get Started Now" }).isVisible()).toBe(true);
    const gzippedBytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    console.log(
      `landing page JavaScript: ${(gzippedBytes / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`,
    );
    expect(gzippedBytes).toBeLessThan(LANDING_JS_BUDGET_BYTES);
    await expectNoSeriousA11yViolations(page, "the landing page");
    await screenshot(page, "visitor-landing");
    await context.close();
  });

  it("when asking for /home, then is sent to the auth page's login tab", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${BASE_URL}/#/home`);
    await waitForRoute(page, "/auth");
    const loginTab = page.getByRole("tab", { name: "Login" });
    await loginTab.waitFor();
    expect(await loginTab.getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("heading", { name: "Home" }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, "the auth page's login tab");
    await screenshot(page, "visitor-redirected-to-auth");
    await context.close();
  });

  it("when the search string says tab=register, then the register tab is preselected", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${BASE_URL}/?tab=register#/auth`);
    const registerTab = page.getByRole("tab", { name: "Register" });
    await registerTab.waitFor();
    expect(await registerTab.getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("button", { name: "Create Account" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Sign up with Google" }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, "the auth page's register tab");
    await screenshot(page, "visitor-register-tab");
    await context.close();
  });

  it("when opening an unknown path, then sees the 404 page", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${BASE_URL}/#/no-such-page-${Date.now()}`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expectNoSeriousA11yViolations(page, "the 404 page");
    await screenshot(page, "visitor-404");
    await context.close();
  });

  it("when on a phone, then the landing page fits the screen", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${BASE_URL}/`);
    await page.getByRole("link", { name: "Get Started - It's Free" }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, "the landing page on a phone");
    await screenshot(page, "visitor-landing-phone");
    await context.close();
  });
});
