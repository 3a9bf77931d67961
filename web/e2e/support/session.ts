// The set-up most journey files share: one browser, one page, one new user signed up through the
// UI and waiting on /home; and fresh loads of the app at a given route.
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  BASE_URL,
  launchBrowser,
  openPage,
  PHONE,
  signUpToHome,
  waitForRoute,
  type TestPage,
} from "./browser";

export interface SignedInSession extends TestPage {
  browser: Browser;
}

/** Launches a browser, opens a page and signs `identity` up; `permissions` are granted first. */
export async function startSignedInSession(
  identity: { username: string; email: string; password: string },
  { permissions = [] }: { permissions?: string[] } = {},
): Promise<SignedInSession> {
  const browser = await launchBrowser();
  try {
    const { context, page, cspViolations } = await openPage(browser);
    if (permissions.length > 0) await context.grantPermissions(permissions, { origin: BASE_URL });
    await signUpToHome(page, identity);
    return { browser, context, page, cspViolations };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Closes what startSignedInSession opened; safe when the set-up failed half-way. */
export async function endSession(session: Partial<SignedInSession> | undefined): Promise<void> {
  await session?.context?.close();
  await session?.browser?.close();
}

/** Opens `path` in a fresh load of the app (a hash-only change would keep the screen's state). */
export async function openFresh(page: Page, path: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`${BASE_URL}/#${path}`);
  await waitForRoute(page, path.split("?")[0] ?? path);
}

/** A phone-sized page signed in as `context`'s user (its storage copied), loading `path`. */
export async function openPhoneCopy(
  browser: Browser,
  context: BrowserContext,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = await browser.newContext({
    viewport: PHONE,
    storageState: await context.storageState({ indexedDB: true }),
  });
  const page = await phone.newPage();
  await page.goto(`${BASE_URL}/#${path}`);
  return { context: phone, page };
}
