// Send Feedback end to end: from Home's floating button to the form, by
// keyboard; the messages for fields out of bounds; then real feedback is sent, the
// thank-you panel shows, and the feedback is stored in `feedback` (read as an administrator through
// the Firestore emulator's REST API) with its author, the app's version and the page it came from.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newIdentity, screenshot, uniqueSuffix, waitForRoute, waitForToast } from "./support/browser";
import { endSession, openFresh, startSignedInSession, type SignedInSession } from "./support/session";
import { apiUser } from "./support/social";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import webPackage from "../package.json";

const FIRESTORE = `http://127.0.0.1:8080/v1/projects/${process.env.GCLOUD_PROJECT ?? "demo-spurq"}/databases/(default)/documents`;
const reader = newIdentity("feedback");
const SUBJECT = `Sepia theme ${uniqueSuffix()}`;
const DESCRIPTION = "A sepia reading theme would be easier on the eyes at night.";
let session: SignedInSession;
let page: Page;

type Fields = Record<string, { stringValue?: string; timestampValue?: string }>;

/** The stored feedback with `subject`, read as an administrator. */
async function storedFeedback(subject: string): Promise<Record<string, string>> {
  const response = await fetch(`${FIRESTORE}:runQuery`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: "feedback" }],
        where: {
          fieldFilter: { field: { fieldPath: "subject" }, op: "EQUAL", value: { stringValue: subject } },
        },
      },
    }),
  });
  const rows = (await response.json()) as Array<{ document?: { fields: Fields } }>;
  const documents = rows.flatMap((row) => (row.document ? [row.document.fields] : []));
  expect(documents).toHaveLength(1);
  return Object.fromEntries(
    Object.entries(documents[0]!).map(([key, value]) => [
      key,
      value.stringValue ?? value.timestampValue ?? "",
    ]),
  );
}

beforeAll(async () => {
  session = await startSignedInSession(reader);
  page = session.page;
});
afterAll(() => endSession(session));

describe("sending feedback", () => {
  it("when a reader sends feedback from Home's floating button, then the thank-you panel shows and the feedback is stored for the operators", async () => {
    await openFresh(page, "/home");
    // By keyboard: Enter on the quick actions button opens them, Enter follows the Feedback shortcut.
    await page.getByRole("button", { name: "Quick actions" }).focus();
    await page.keyboard.press("Enter");
    const shortcut = page.getByRole("link", { name: "Feedback" });
    await shortcut.waitFor();
    await shortcut.focus();
    await page.keyboard.press("Enter");
    await waitForRoute(page, "/feedback");

    const email = page.getByLabel("Email (optional)");
    await email.waitFor();
    expect(await email.inputValue()).toBe(reader.email);
    expect(await page.getByLabel("Feedback Type").inputValue()).toBe("feedback");
    await expectNoSeriousA11yViolations(page, "send feedback");

    // Out of bounds: their messages, nothing sent.
    await page.getByLabel("Subject").fill("Bug");
    await page.getByLabel("Description").fill("Too short");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await page.getByText("Subject must be at least 5 characters").waitFor();
    await page.getByText("Description must be at least 20 characters").waitFor();
    await expectNoSeriousA11yViolations(page, "send feedback with field messages");

    await page.getByLabel("Feedback Type").selectOption("feature");
    await page.getByLabel("Subject").fill(SUBJECT);
    await page.getByLabel("Description").fill(DESCRIPTION);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === "/api/feedback" && r.request().method() === "POST",
      ),
      page.getByRole("button", { name: "Submit Feedback" }).click(),
    ]);
    expect(response.status()).toBe(201);
    await page.getByRole("heading", { name: "Thank you for your feedback!" }).waitFor();
    expect(await waitForToast(page, "Feedback sent")).toContain(
      "Thank you for your feedback! We'll review it shortly.",
    );
    await expectNoSeriousA11yViolations(page, "feedback sent");
    await screenshot(page, "feedback-sent");

    const { uid } = await apiUser(reader);
    expect(await storedFeedback(SUBJECT)).toMatchObject({
      userId: uid,
      username: reader.username,
      email: reader.email,
      type: "feature",
      subject: SUBJECT,
      description: DESCRIPTION,
      appVersion: webPackage.version,
      page: "/home",
      status: "new",
    });

    await page.getByRole("link", { name: "Return to home" }).click();
    await waitForRoute(page, "/home");
    expect(session.cspViolations).toEqual([]);
  });
});
