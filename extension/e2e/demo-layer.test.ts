// The demo data's page for the browser extension: a newcomer who signs in as a demo reader and
// connects the extension sees Ada's and Ben's highlights on the page Hosting serves at
// /demo/paper-maps.html, the source of the demo article "Why Paper Maps Still Teach Us Something".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, DEMO_PASSWORD, signInViaUi, waitForRoute } from "../../web/e2e/support/browser";
import { launchWithExtension, type ExtensionBrowser } from "./support/extension-browser";
import { connectExtension, paintedHighlights } from "./support/live-page";

let browser: ExtensionBrowser;

beforeAll(async () => {
  browser = await launchWithExtension();
});

afterAll(async () => {
  await browser?.close();
});

describe("the demo data's page", () => {
  it("when a demo reader connects and opens it, then Ada's and Ben's highlights are on it at once", async () => {
    const app = await browser.context.newPage();
    await app.goto(`${BASE_URL}/#/auth`);
    await signInViaUi(app, "ben@demo.spurq.test", DEMO_PASSWORD);
    await waitForRoute(app, "/home");
    await connectExtension(browser.context);

    const page = await browser.context.newPage();
    await page.goto(`${BASE_URL}/demo/paper-maps.html`);
    await page.getByRole("heading", { name: "Why Paper Maps Still Teach Us Something" }).waitFor();
    await expect
      // The page wraps its lines where it likes: the marks keep its whitespace.
      .poll(async () => (await paintedHighlights(page)).map((h) => h.text.replace(/\s+/g, " ")), {
        timeout: 30_000,
      })
      .toEqual(
        expect.arrayContaining([
          "A paper map answers the questions you did not know to ask",
          "how far the park really is from the station",
        ]),
      );
    await page.getByRole("button", { name: /^Spurq · / }).click();
    const panel = page.getByRole("complementary", { name: "Spurq on this page" });
    await panel.getByText("This is exactly why I still buy a map in every new city.").waitFor();
    // Each highlight with its author's avatar beside it.
    expect(await page.locator("spurq-avatar").count()).toBeGreaterThanOrEqual(2);
  });
});
