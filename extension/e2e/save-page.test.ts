// The browser extension, end to end in headless Chromium with the extension loaded, against the
// built app on the Hosting emulator: connect from the popup through Spurq's connect page (signing
// up on the way); save a page whose text only shows with the reader's cookie; the article opens in
// Spurq's reading screen; saving it again opens the same article; disconnect ends the session, and
// so does a disabled account. One new reader per run; nothing is wiped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  AUTH_EMULATOR_URL,
  BASE_URL,
  newIdentity,
  screenshot,
  signUpViaUi,
  uniqueSuffix,
  waitForRoute,
} from "../../web/e2e/support/browser";
import { expectNoSeriousA11yViolations } from "../../web/e2e/support/a11y";
import {
  launchWithExtension,
  openPopup,
  saveTabAt,
  type ExtensionBrowser,
} from "./support/extension-browser";
import { startMembersSite, type MembersSite } from "./support/members-site";

const run = uniqueSuffix();
const TITLE = `The Island Ferry ${run}`;
const MEMBERS_TEXT = `Members read on: the new timetable starts in May, and the council has promised a second boat ${run}.`;
const reader = newIdentity("ext");

let browser: ExtensionBrowser;
let site: MembersSite;
let popup: Page;
let story: Page;
let firstArticleId = "";

beforeAll(async () => {
  site = await startMembersSite(TITLE, MEMBERS_TEXT);
  browser = await launchWithExtension();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** What the popup's status line says. */
const popupStatus = async () => (await popup.getByRole("status").textContent())?.trim() ?? "";

/** The next tab the browser opens (the extension opens Spurq's screens in new tabs). */
const nextTab = () => browser.context.waitForEvent("page", { timeout: 30_000 });

/** Clicks Connect in the popup; returns the tab it opens on Spurq. */
async function clickConnect(): Promise<Page> {
  const opening = nextTab();
  await popup.getByRole("button", { name: "Connect", exact: true }).click();
  const tab = await opening;
  await tab.waitForURL((url) => url.origin === BASE_URL);
  return tab;
}

/** Confirms on Spurq's connect page, which shows the account it connects. */
async function confirmConnect(connectPage: Page, checkA11y = false): Promise<void> {
  await connectPage.waitForURL(/#\/extension\/connect\?/);
  await connectPage.getByRole("heading", { name: "Connect the browser extension" }).waitFor();
  await expect.poll(() => connectPage.getByText(reader.username).count()).toBeGreaterThan(0);
  if (checkA11y) await expectNoSeriousA11yViolations(connectPage, "connect the extension");
  await connectPage.getByRole("button", { name: "Connect", exact: true }).click();
  await connectPage.getByText("The extension is connected.").waitFor({ timeout: 30_000 });
}

describe("the browser extension", () => {
  it("when a signed-out reader clicks Connect, then Spurq asks them to sign in, comes back and connects", async () => {
    popup = await openPopup(browser.context);
    await popup.getByRole("button", { name: "Connect", exact: true }).waitFor();
    await expectNoSeriousA11yViolations(popup, "extension popup, not connected");
    const connectPage = await clickConnect();
    // Nobody is signed in yet: the app remembers the connect address (its query too) and returns
    // to it once the reader has signed up.
    await waitForRoute(connectPage, "/auth");
    await signUpViaUi(connectPage, reader);
    await confirmConnect(connectPage, true);
    await screenshot(connectPage, "extension-connected");

    await popup.reload();
    await popup.getByText(`Connected as ${reader.email}`).waitFor();
    await expectNoSeriousA11yViolations(popup, "extension popup, connected");
  });

  it("when a page that needs the reader's cookie is saved, then its members' text opens in Spurq's reading screen", async () => {
    story = await browser.context.newPage();
    await story.goto(site.url("/login"));
    await story.getByText(MEMBERS_TEXT).waitFor();

    const opening = nextTab();
    const outcome = await saveTabAt(popup, site.url("/story"));
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: "saved", existing: false });
    firstArticleId = String(outcome.articleId);

    const article = await opening;
    await article.waitForURL(new RegExp(`#/articles/${firstArticleId}$`));
    await article.getByRole("heading", { name: TITLE }).first().waitFor({ timeout: 30_000 });
    await article.getByText(MEMBERS_TEXT).waitFor();
    await article.getByText("Ines Carvalho").first().waitFor();
    await screenshot(article, "extension-saved-article");
    // The only requests for the story came from the reader's browser, with the cookie: the server
    // fetched nothing (without the cookie it would have had only the sign-in notice).
    expect(site.storyRequests.length).toBeGreaterThan(0);
    expect(site.storyRequests.every((request) => request.withCookie)).toBe(true);
    // The popup tells of the last save too.
    await popup.reload();
    await expect.poll(() => popupStatus()).toContain("Saved.");
  });

  it("when the same page is saved again, then the same article opens and no copy is made", async () => {
    await story.goto(`${site.url("/story")}?utm_source=newsletter#members`);
    await story.getByText(MEMBERS_TEXT).waitFor();
    const opening = nextTab();
    const outcome = await saveTabAt(popup, `${site.url("/story")}?utm_source=newsletter#members`);
    expect(outcome).toMatchObject({ status: "saved", existing: true, articleId: firstArticleId });
    const article = await opening;
    await article.waitForURL(new RegExp(`#/articles/${firstArticleId}$`));
    await article.getByText(MEMBERS_TEXT).waitFor({ timeout: 30_000 });
    await popup.reload();
    await expect.poll(() => popupStatus()).toContain("Already in your library.");
  });

  it("when the reader disconnects, then the session ends and a save asks to connect first", async () => {
    await popup.getByRole("button", { name: "Disconnect" }).click();
    await popup.getByRole("button", { name: "Connect", exact: true }).waitFor();
    await expect.poll(() => popupStatus()).toBe("Disconnected.");
    const stored = await browser.worker.evaluate(async () => ({
      local: await chrome.storage.local.get(null),
      session: await chrome.storage.session.get("idToken"),
    }));
    expect(stored.local).toEqual({});
    expect(stored.session).toEqual({});
    const outcome = await saveTabAt(popup, `${site.url("/story")}?utm_source=newsletter#members`);
    expect(outcome).toEqual({
      status: "failed",
      url: expect.any(String),
      error: "Connect the extension to Spurq first.",
    });
  });

  it("when the reader's account is disabled, then the next save ends the extension's session", async () => {
    await confirmConnect(await clickConnect());
    await popup.reload();
    await popup.getByRole("button", { name: "Disconnect" }).waitFor();
    const { uid } = await browser.worker.evaluate(
      async () => (await chrome.storage.local.get("session")).session as { uid: string },
    );
    // An account disabled by an operator, or deleted: its refresh token is refused from then on.
    // (Revoked sessions are refused the same way by Firebase Auth in production; the Auth emulator
    // refreshes them anyway, so this journey disables the account instead.)
    const disabled = await fetch(
      `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/demo-spurq/accounts:update`,
      {
        method: "POST",
        headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
        body: JSON.stringify({ localId: uid, disableUser: true }),
      },
    );
    expect(disabled.status).toBe(200);
    const outcome = await saveTabAt(popup, `${site.url("/story")}?utm_source=newsletter#members`);
    expect(outcome).toMatchObject({ status: "failed", error: "Connect the extension to Spurq first." });
    await popup.reload();
    await popup.getByRole("button", { name: "Connect", exact: true }).waitFor();
    expect(await browser.worker.evaluate(() => chrome.storage.local.get(null))).toEqual({});
  });
});
