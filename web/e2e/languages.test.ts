// The interface in six languages for real: a reader switches to Japanese in
// Settings and, without a reload, reads Japanese on Settings, Home, My Articles and the reading
// screen, with <html lang="ja"> and dates in Japanese; the choice holds after a reload (it is the
// saved preference); then back to English. A newcomer whose browser speaks German gets German.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import jaHome from "../src/locales/ja/home.json";
import jaArticles from "../src/locales/ja/articles.json";
import jaSettings from "../src/locales/ja/settings.json";
import jaAccount from "../src/locales/ja/settings-account.json";
import deHome from "../src/locales/de/home.json";
import deAuth from "../src/locales/de/auth.json";
import deSettings from "../src/locales/de/settings.json";
import deLanding from "../src/locales/de/landing.json";
import deAccount from "../src/locales/de/settings-account.json";
import enSettings from "../src/locales/en/settings.json";
import { BASE_URL, newIdentity, waitForRoute, waitForToast } from "./support/browser";
import { endSession, openFresh, startSignedInSession } from "./support/session";
import { apiUser } from "./support/social";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const reader = newIdentity("lang");
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cspViolations: string[];
let articleId: string;

const htmlLang = () => page.evaluate(() => document.documentElement.lang);
const heading = (name: string) => page.getByRole("heading", { name, exact: true }).first();

beforeAll(async () => {
  ({ browser, context, page, cspViolations } = await startSignedInSession(reader));
  const api = await apiUser(reader);
  const article = await api.call("POST", "/api/articles", {
    title: "Streets for People",
    author: "Jane Jacobs",
    content: "Sidewalks, their bordering uses, and their users, are active participants in the drama.",
  });
  articleId = String(article.id);
});

afterAll(async () => {
  await endSession({ browser, context });
});

describe("the interface language", () => {
  it("when a reader picks 日本語 in Settings, then the whole app reads Japanese without a reload", async () => {
    await openFresh(page, "/settings");
    await heading(enSettings.title).waitFor();
    expect(await htmlLang()).toBe("en");
    // A marker on the window survives only if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));

    await page.getByRole("combobox", { name: "Language" }).selectOption("japanese");
    await waitForToast(page, jaAccount.language.updated);
    await heading(jaSettings.title).waitFor();
    await page.getByRole("tab", { name: jaSettings.tabs.appearance }).waitFor();
    expect(await htmlLang()).toBe("ja");
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
    await expectNoSeriousA11yViolations(page, "settings in Japanese");

    await page.getByRole("link", { name: jaHome.title }).first().click();
    await waitForRoute(page, "/home");
    await heading(jaHome.title).waitFor();

    await openFresh(page, "/articles");
    await heading(jaArticles.myArticles.title).waitFor();
    expect(await htmlLang()).toBe("ja");
    // Dates follow the language through Intl.
    const today = new Intl.DateTimeFormat("ja", { month: "short", day: "numeric", year: "numeric" }).format(
      new Date(),
    );
    await page.getByText(today).first().waitFor();
    await expectNoSeriousA11yViolations(page, "my articles in Japanese");

    await openFresh(page, `/article/${articleId}`);
    await page.getByText(jaArticles.view.by.replace("{{author}}", "Jane Jacobs")).waitFor();
    await page.getByRole("navigation", { name: jaArticles.view.breadcrumb }).waitFor();
    await expectNoSeriousA11yViolations(page, "reading screen in Japanese");
  });

  it("when the reader switches back to English, then English returns everywhere", async () => {
    await openFresh(page, "/settings");
    await heading(jaSettings.title).waitFor();
    await page.getByRole("combobox", { name: jaAccount.language.label }).selectOption("english");
    await heading(enSettings.title).waitFor();
    expect(await htmlLang()).toBe("en");
    await openFresh(page, "/home");
    await heading("Home").waitFor();
    expect(cspViolations).toEqual([]);
  });

  it("when a newcomer's browser speaks German, then the site and their new account are in German", async () => {
    const german = await browser.newContext({ locale: "de-DE", viewport: { width: 1280, height: 800 } });
    const dePage = await german.newPage();
    await dePage.goto(`${BASE_URL}/`);
    await dePage.getByRole("heading", { level: 1 }).waitFor();
    expect(await dePage.evaluate(() => document.documentElement.lang)).toBe("de");
    await dePage.getByRole("link", { name: deLanding.header.signUp }).first().click();
    const identity = newIdentity("deutsch");
    const form = dePage.getByRole("tabpanel");
    await form.getByLabel(deAuth.fields.username).fill(identity.username);
    await form.getByLabel(deAuth.fields.email).fill(identity.email);
    await form.getByLabel(deAuth.fields.password).fill(identity.password);
    await form.getByRole("button", { name: deAuth.register.submit }).click();
    await dePage.getByRole("heading", { name: deHome.title, exact: true }).first().waitFor();
    // The account itself was created in German: a fresh device (English cache cleared) follows it.
    await dePage.evaluate(() => localStorage.removeItem("spurq.language"));
    await dePage.goto(`${BASE_URL}/#/settings`);
    await dePage.reload();
    await dePage.getByRole("heading", { name: deSettings.title, exact: true }).waitFor();
    expect(await dePage.getByRole("combobox", { name: deAccount.language.label }).inputValue()).toBe(
      "german",
    );
    await german.close();
  });
});
