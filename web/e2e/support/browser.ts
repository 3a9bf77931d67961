// Shared set-up for the browser journeys: Debian's Chromium through playwright-core (never a
// downloaded browser), pages that record console errors and CSP violations, screenshots, and
// unique identities per run (the emulators are shared with other tests and never wiped).
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import type { UpdatePreferencesBody } from "@shared";
import { findChromium, missingChromiumMessage } from "../../../scripts/lib/chromium.mjs";

export const BASE_URL = (process.env.SPURQ_E2E_BASE_URL ?? "http://127.0.0.1:5000").replace(/\/$/, "");
export const AUTH_EMULATOR_URL = "http://127.0.0.1:9099";
export const DEMO_PASSWORD = "readtogether";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export const SCREENSHOT_DIR = fileURLToPath(new URL("../../../test-results/screenshots/", import.meta.url));

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(missingChromiumMessage());
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Console messages and page events that report a Content-Security-Policy violation. */
  cspViolations: string[];
}

export async function openPage(browser: Browser, viewport = DESKTOP): Promise<TestPage> {
  // English unless a journey asks otherwise: the app follows the browser's language.
  const context = await browser.newContext({ viewport, locale: "en-US" });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return { context, page, cspViolations };
}

/** Saves what the journey ends on, for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: false });
}

/** A short unique suffix: time plus randomness, valid in usernames and e-mail addresses. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export function newIdentity(prefix = "e2e") {
  const suffix = uniqueSuffix();
  return {
    username: `${prefix}_${suffix}`,
    email: `${prefix}.${suffix}@example.test`,
    password: `pw-${suffix}`,
  };
}

/** Waits until the hash route is `path` (ignoring its query). */
export async function waitForRoute(page: Page, path: string): Promise<void> {
  try {
    await page.waitForFunction(
      (expected) => window.location.hash.replace(/^#/, "").split("?")[0] === expected,
      path,
      { timeout: 30_000 },
    );
  } catch (error) {
    throw new Error(`${String(error)}\nstill waiting for ${path} on ${await whereThePageIs(page)}`);
  }
}

/** Where a page is and what it says (its route, alerts and toasts), for a wait's failure. */
async function whereThePageIs(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const said = [...document.querySelectorAll('[role="alert"], [role="status"], [aria-invalid="true"]')]
        .map(
          (element) => (element as HTMLElement).innerText || element.getAttribute("aria-describedby") || "",
        )
        .filter(Boolean);
      return `${window.location.hash || "/"}; it says: ${JSON.stringify(said).slice(0, 600)}`;
    })
    .catch((error: unknown) => `a page that does not answer (${String(error)})`);
}

/**
 * Resolves when a page's live listener has connected: the Firestore emulator answers its Listen
 * channel. The unread badge's listener starts only once the first screen is interactive, so a
 * journey that waits for a live change waits for this (armed before the page loads), then a moment
 * for the first snapshot.
 */
export async function liveListenerConnected(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForResponse((r) => r.url().includes("/Listen/channel"), { timeout });
}

/** True when the page is wider than its viewport (it would scroll sideways). */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** The text of a visible toast containing `title`. */
export async function waitForToast(page: Page, title: string): Promise<string> {
  const toast = page.getByRole("status").filter({ hasText: title }).first();
  await toast.waitFor({ state: "visible", timeout: 30_000 });
  return (await toast.innerText()).trim();
}

/**
 * The auth page's panel of the tab named `tab`, once it shows. By its name, not just "the visible
 * panel": a tab click changes the route, which React Router renders in a transition, so for a
 * moment after the click the other tab's panel is still the visible one. Typed into then, the
 * input is lost when the panel changes (the login form was then sent empty, and the browser's
 * own required-field check stopped it before any toast).
 */
export function authTabPanel(page: Page, tab: "Login" | "Register"): Locator {
  return page.getByRole("tabpanel", { name: tab });
}

export async function signUpViaUi(
  page: Page,
  identity: { username: string; email: string; password: string },
) {
  await page.goto(`${BASE_URL}/#/auth?tab=register`);
  const form = authTabPanel(page, "Register");
  await form.getByLabel("Username").fill(identity.username);
  await form.getByLabel("Email").fill(identity.email);
  await form.getByLabel("Password").fill(identity.password);
  await form.getByRole("button", { name: "Create Account" }).click();
}

/** Signs `identity` up through the UI and waits until the app lands on /home. */
export async function signUpToHome(
  page: Page,
  identity: { username: string; email: string; password: string },
): Promise<void> {
  await signUpViaUi(page, identity);
  await waitForRoute(page, "/home");
}

/** Signs in on the auth page's Login tab (waiting for its panel, after a click on the tab too). */
export async function signInViaUi(page: Page, email: string, password: string) {
  const form = authTabPanel(page, "Login");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

export async function signOutViaUi(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
}

/** An ID token from the Auth emulator's REST API, for calling /api directly. */
export async function emulatorIdToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok)
    throw new Error(`Auth emulator sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Saves a user's appearance preferences through the API, as Settings would; the response status. */
export async function setPreferencesViaApi(
  identity: { email: string; password: string },
  preferences: UpdatePreferencesBody,
): Promise<number> {
  const token = await emulatorIdToken(identity.email, identity.password);
  const response = await fetch(`${BASE_URL}/api/user/preferences`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(preferences),
  });
  return response.status;
}
