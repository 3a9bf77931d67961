// Invitations for real: a reader invites an address from the top bar's
// dialog; the e-mail queued for the Trigger Email extension carries a sign-up link; opened in a
// second browser, the link signs a newcomer up with that address, verified (Google's sign-up, so
// Firebase Authentication vouches for it), and the two are friends on both Friends screens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  AUTH_EMULATOR_URL,
  BASE_URL,
  newIdentity,
  openPage,
  screenshot,
  waitForRoute,
  waitForToast,
  type TestPage,
} from "./support/browser";
import { endSession, openFresh, startSignedInSession, type SignedInSession } from "./support/session";
import { routeFakeGapi } from "./support/fake-gapi";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const FIRESTORE = `http://127.0.0.1:8080/v1/projects/${process.env.GCLOUD_PROJECT ?? "demo-spurq"}/databases/(default)/documents`;

/** The sign-up link in the e-mail queued for `to`: the emulator's REST API, as an administrator. */
async function invitationLink(to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${FIRESTORE}:runQuery`, {
      method: "POST",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: "mail" }],
          where: { fieldFilter: { field: { fieldPath: "to" }, op: "EQUAL", value: { stringValue: to } } },
        },
      }),
    });
    const rows = (await response.json()) as Array<{
      document?: { fields: { message: { mapValue: { fields: { text: { stringValue: string } } } } } };
    }>;
    const text = rows.find((row) => row.document)?.document?.fields.message.mapValue.fields.text.stringValue;
    const link = text?.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No invitation e-mail to ${to}`);
}

/** Waits for `username` in the Friends screen's list of friends (a screenshot if it never comes). */
async function expectFriendListed(page: Page, username: string, shot: string): Promise<void> {
  await openFresh(page, "/friends");
  try {
    await page
      .getByLabel("Friends and requests")
      .getByText(username, { exact: true })
      .waitFor({ timeout: 30_000 });
  } finally {
    await screenshot(page, shot);
  }
}

const host = newIdentity("host");
const guest = newIdentity("guest");
let hostSession: SignedInSession | undefined;
let guestPage: TestPage | undefined;

beforeAll(async () => {
  hostSession = await startSignedInSession(host);
});
afterAll(async () => {
  await guestPage?.context.close();
  await endSession(hostSession);
});

describe("inviting a friend by e-mail", () => {
  it("when a reader invites an address, then its e-mail's link signs the newcomer up as their friend, listed on both sides", async () => {
    const { page, browser, cspViolations } = hostSession!;
    await page.getByRole("button", { name: "Invite a Friend" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Invite a Friend" });
    await dialog.getByLabel("Email address").fill(guest.email);
    await expectNoSeriousA11yViolations(page, "the invite dialog");
    await dialog.getByRole("button", { name: "Send Invite" }).click();
    expect(await waitForToast(page, "Invitation sent")).toContain(
      `An invitation email has been sent to ${guest.email}.`,
    );
    await dialog.waitFor({ state: "hidden" });

    const link = await invitationLink(guest.email);
    expect(link).toMatch(
      new RegExp(`^${BASE_URL.replace(/\./g, "\\.")}/#/auth\\?tab=register&invite=[\\w-]{32}$`),
    );

    // The newcomer, in a browser of their own, opens the link and signs up on the Register tab
    // with Google and the invited address (the code is bound to it, and Google's is verified).
    guestPage = await openPage(browser);
    await routeFakeGapi(guestPage.context);
    await guestPage.page.goto(link);
    await waitForRoute(guestPage.page, "/auth");
    await guestPage.page.getByRole("button", { name: "Sign up with Google" }).click();
    await guestPage.page.waitForURL(`${AUTH_EMULATOR_URL}/emulator/auth/handler**`);
    await guestPage.page.getByText("Add new account").click();
    await guestPage.page.locator("#email-input").fill(guest.email);
    await guestPage.page.locator("#display-name-input").fill(guest.username);
    await guestPage.page.locator("#sign-in").click();
    await guestPage.page.waitForURL(`${BASE_URL}/**`);
    await waitForRoute(guestPage.page, "/home");

    await expectFriendListed(guestPage.page, host.username, "invitation-newcomer-friends");
    await expectNoSeriousA11yViolations(guestPage.page, "the newcomer's Friends screen");
    await expectFriendListed(page, guest.username, "invitation-inviter-friends");
    expect(cspViolations).toEqual([]);
    expect(guestPage.cspViolations).toEqual([]);
  });
});
