// An account that is being deleted while its owner is signed in (from another device, say): the
// server refuses its writes with 403 ACCOUNT_GONE, and the app signs the person out on the sign-in
// page with a message that says why, in place of the screen's own error for the refused request.
// The account is marked as being deleted in Firestore directly (as DELETE /api/user's first step
// does), so the journey does not race the deletion job.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import {
  launchBrowser,
  newIdentity,
  openPage,
  screenshot,
  signUpToHome,
  waitForRoute,
  waitForToast,
} from "./support/browser";
import { apiUser } from "./support/social";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const FIRESTORE = `http://127.0.0.1:8080/v1/projects/${process.env.GCLOUD_PROJECT ?? "demo-spurq"}/databases/(default)/documents`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Marks the user record of `uid` as being deleted, as an administrator. */
async function markDeleting(uid: string): Promise<void> {
  const response = await fetch(`${FIRESTORE}/users/${uid}?updateMask.fieldPaths=deletingAt`, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields: { deletingAt: { timestampValue: new Date().toISOString() } } }),
  });
  expect(response.status).toBe(200);
}

describe("an account that is gone", () => {
  it("when the signed-in person's account is being deleted and they send an invitation, then they are signed out and read why", async () => {
    const person = newIdentity("leaving");
    const { page, context, cspViolations } = await openPage(browser);
    await signUpToHome(page, person);
    await markDeleting((await apiUser(person)).uid);

    await page.getByRole("button", { name: "Invite a Friend" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Invite a Friend" });
    await dialog.getByLabel("Email address").fill("friend@example.test");
    await dialog.getByRole("button", { name: "Send Invite" }).click();

    expect(await waitForToast(page, "Account unavailable")).toContain(
      "This Spurq account is being deleted or no longer exists, so you have been signed out.",
    );
    await waitForRoute(page, "/auth");
    await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
    // The invitation's own error for the refused request is gone: the message says it all.
    expect(await page.getByRole("status").filter({ hasText: "This account is being deleted." }).count()).toBe(
      0,
    );
    await expectNoSeriousA11yViolations(page, "the sign-in page saying the account is gone");
    await screenshot(page, "account-gone-signed-out");
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
