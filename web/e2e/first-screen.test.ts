// The public screens paint from the first script alone: no second round trip for a route chunk or
// split-off libraries, and the sign-in SDK loads after the page has painted
// (`npm run bench:lighthouse` measures the effect). A returning user still goes straight home.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import {
  BASE_URL,
  launchBrowser,
  newIdentity,
  openPage,
  signUpToHome,
  waitForRoute,
} from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records the page's largest contentful paint, as Lighthouse's LCP sees it. */
async function recordLargestPaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/** The app's scripts requested before the largest contentful paint, and all of them. */
function scriptsAroundLargestPaint(page: Page) {
  return page.evaluate(() => {
    const lcp = (window as unknown as { __lcp: number }).__lcp;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
    return {
      lcp,
      before: scripts.filter((s) => s.startTime < lcp).map((s) => s.path),
      all: scripts.map((s) => s.path),
    };
  });
}

describe("a new visitor's first screen", () => {
  const screens = [
    { path: "/", ready: { role: "link", name: "Get Started - It's Free" } },
    { path: "/#/auth", ready: { role: "button", name: "Sign In" } },
    { path: "/#/auth?tab=register", ready: { role: "button", name: "Create Account" } },
  ] as const;

  for (const screen of screens) {
    it(`when opening ${screen.path}, then it paints with one script and no sign-in SDK yet`, async () => {
      const { page, context } = await openPage(browser);
      await recordLargestPaint(page);
      await page.goto(`${BASE_URL}${screen.path}`, { waitUntil: "networkidle" });
      await page.getByRole(screen.ready.role, { name: screen.ready.name }).waitFor();
      // The LCP entry is final once the page has had a frame without new content.
      await page.waitForTimeout(300);
      const { lcp, before, all } = await scriptsAroundLargestPaint(page);
      expect(lcp).toBeGreaterThan(0);
      expect(before).toHaveLength(1);
      // The entry script is all the first screen needs; the landing page needs nothing else at all.
      if (screen.path === "/") expect(all).toEqual(before);
      await context.close();
    });
  }

  it("when a signed-in user opens the site again, then goes straight to /home", async () => {
    const { page, context } = await openPage(browser);
    await signUpToHome(page, newIdentity("return"));
    await page.goto("about:blank");
    await page.goto(`${BASE_URL}/`);
    await waitForRoute(page, "/home");
    await page.getByRole("heading", { name: "Home" }).waitFor();
    expect(await page.getByRole("link", { name: "Get Started - It's Free" }).count()).toBe(0);
    await context.close();
  });
});
