// Chromium with Spurq's extension loaded: Debian's browser through playwright-core (never a
// downloaded one), headless, in a persistent profile (the only kind that loads an unpacked
// extension), with the built extension/dist. The extension's id is fixed by its manifest's key.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page, type Worker } from "playwright-core";
import { findChromium, missingChromiumMessage } from "../../../scripts/lib/chromium.mjs";
import { DEV_EXTENSION_ID } from "../../scripts/manifest.mjs";
import { DESKTOP } from "../../../web/e2e/support/browser";

export const EXTENSION_DIR = fileURLToPath(new URL("../../dist/", import.meta.url));
export const EXTENSION_ID: string = DEV_EXTENSION_ID;
export const POPUP_URL = `chrome-extension://${EXTENSION_ID}/popup.html`;

/** The journeys' flags (as web/e2e/support/browser.ts launches Chromium), plus the extension. */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  `--disable-extensions-except=${EXTENSION_DIR}`,
  `--load-extension=${EXTENSION_DIR}`,
];

export interface ExtensionBrowser {
  context: BrowserContext;
  /** The extension's background service worker. */
  worker: Worker;
  close: () => Promise<void>;
}

export interface LaunchOptions {
  /**
   * The browser's own language (a _locales folder's language, e.g. "fr"), which picks the
   * extension's texts: --lang sets it, and Chromium on Linux reads LANGUAGE first. Web pages keep
   * asking for English (the context's locale), so the web app's own screens stay as they were.
   * English unless given, whatever the machine's own language is.
   */
  language?: string;
}

export async function launchWithExtension({
  language = "en",
}: LaunchOptions = {}): Promise<ExtensionBrowser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(missingChromiumMessage());
  if (!existsSync(join(EXTENSION_DIR, "manifest.json"))) {
    throw new Error("The extension is not built: run `npm run build -w extension` first.");
  }
  const profile = mkdtempSync(join(tmpdir(), "spurq-extension-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [...CHROMIUM_ARGS, `--lang=${language}`],
    env: { ...process.env, LANGUAGE: language },
    // Playwright's defaults disable every extension; these flags choose which one loads.
    ignoreDefaultArgs: ["--disable-extensions"],
    viewport: DESKTOP,
    locale: "en-US",
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const worker =
      context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${EXTENSION_ID}/`)) ??
      (await context.waitForEvent("serviceworker", {
        predicate: (w) => w.url().startsWith(`chrome-extension://${EXTENSION_ID}/`),
        timeout: 30_000,
      }));
    return { context, worker, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The extension's popup, opened as a page of its own (headless Chromium has no toolbar to click). */
export async function openPopup(context: BrowserContext): Promise<Page> {
  const popup = await context.newPage();
  await popup.goto(POPUP_URL);
  return popup;
}

/**
 * Asks the background to save the page open at `url`, the way the popup's 'Save this page' does
 * (the toolbar, the context menu and the shortcut all end in the same save); returns its outcome.
 * The extension may not read tabs' addresses, so the tab is found by asking each tab's content
 * script where it is.
 */
export async function saveTabAt(popup: Page, url: string): Promise<Record<string, unknown>> {
  return popup.evaluate(async (pageUrl) => {
    for (const tab of await chrome.tabs.query({})) {
      if (tab.id === undefined) continue;
      const page = (await chrome.tabs.sendMessage(tab.id, { type: "page/capture" }).catch(() => null)) as {
        url?: string;
      } | null;
      if (page?.url === pageUrl) return chrome.runtime.sendMessage({ type: "page/save", tabId: tab.id });
    }
    throw new Error(`No tab at ${pageUrl}`);
  }, url);
}
