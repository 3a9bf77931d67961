// Account recovery: someone whose sign-in account was deleted gets a new one with the same
// e-mail. The server re-links their record and library only for a verified address, so the first
// sign-in sends the verification e-mail and says what to do; once the link is opened, signing in
// again shows the repair job's progress, then says 'Account Recovered' and shows their articles.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import {
  AUTH_EMULATOR_URL,
  BASE_URL,
  emulatorIdToken,
  launchBrowser,
  newIdentity,
  openPage,
  screenshot,
  signInViaUi,
  signOutViaUi,
  signUpToHome,
  waitForRoute,
  waitForToast,
} from "./support/browser";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const identityToolkit = (method: string) =>
  `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

async function postJson(url: string, body: object, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The link of the latest verification e-mail the Auth emulator "sent" to `email`. */
async function verificationLink(email: string): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/demo-spurq/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobLink: string }>;
  };
  const code = oobCodes.findLast((c) => c.email === email && c.requestType === "VERIFY_EMAIL");
  if (!code) throw new Error(`No verification e-mail was sent to ${email}`);
  return code.oobLink;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("account recovery", () => {
  it("when a deleted account's owner signs in with a new one, then they verify the e-mail and get their library back", async () => {
    const person = newIdentity("recover");
    const title = `Tide tables ${person.username}`;
    const { page, context, cspViolations } = await openPage(browser);
    await signUpToHome(page, person);
    const oldToken = await emulatorIdToken(person.email, person.password);
    await postJson(`${BASE_URL}/api/articles`, { title, content: "High water at noon." }, oldToken);
    await signOutViaUi(page);
    await waitForRoute(page, "/auth");

    // The sign-in account is deleted; its owner later signs up again with the same address.
    await postJson(identityToolkit("delete"), { idToken: oldToken });
    await postJson(identityToolkit("signUp"), { email: person.email, password: person.password });

    await signInViaUi(page, person.email, person.password);
    expect(await waitForToast(page, "Please verify your email")).toContain(
      `We sent a link to ${person.email}. Open it, then sign in again to recover your account.`,
    );
    await waitForRoute(page, "/auth");
    await expectNoSeriousA11yViolations(page, "the auth page asking to verify the e-mail");
    await screenshot(page, "account-recovery-verify-email");

    // The person opens the link from the e-mail.
    const mail = await context.newPage();
    await mail.goto(await verificationLink(person.email));
    expect(await mail.textContent("body")).toContain("successfully verified");
    await mail.close();

    // The move runs as a job: its progress shows over the sign-in page until it ends.
    await signInViaUi(page, person.email, person.password);
    await page.getByRole("progressbar", { name: "Account recovery progress" }).waitFor();
    await page.getByRole("heading", { name: "Recovering your account" }).waitFor();
    await waitForToast(page, "Account Recovered");
    expect(await page.getByRole("progressbar").count()).toBe(0);
    await waitForRoute(page, "/home");
    await page.getByText(title).first().waitFor();
    await expectNoSeriousA11yViolations(page, "Home after the account was recovered");
    await screenshot(page, "account-recovery-home");
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
