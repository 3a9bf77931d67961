// Who reads an article, from outside (docs/decisions.md, "Who reads an article"): Ada shares an
// article with Ben by asking him about it; her reading screen shows "Shared with" Ben; she stops
// sharing with him by keyboard, through the confirm, and Ben's reading screen says the article is
// not found. Then the circle: Ben, a reader of Ada's other article, may only ask people who already
// read it, so his friend Chloé, who is not Ada's friend, is not offered. Unfriending ends Ben's
// access to that one too. Three new users per run, made friends through the friends API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newIdentity, screenshot, waitForToast, type TestPage } from "./support/browser";
import { openFresh } from "./support/session";
import { apiUser, befriendViaApi, closeSideBySide, signUpSideBySide, type ApiUser } from "./support/social";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { selectInArticle } from "./support/selection";

const CONTENT = "Tides follow the moon and the sun together.\n\nKeepers logged every passing ship.";

let browser: Browser;
let ada: TestPage;
let ben: TestPage;
let chloePage: TestPage;
const adaIdentity = newIdentity("share_a");
const benIdentity = newIdentity("share_b");
const chloeIdentity = newIdentity("share_c");
let api: { ada: ApiUser; ben: ApiUser };
let chloe: ApiUser;

async function sharedArticle(title: string): Promise<string> {
  const article = await api.ada.call("POST", "/api/articles", { title, content: CONTENT, author: "Ada" });
  const id = String(article.id);
  await api.ada.call("POST", "/api/spurqs", {
    recipientId: api.ben.uid,
    articleId: id,
    highlightId: null,
    question: "What do you make of it?",
  });
  return id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [ada, ben, chloePage] = await signUpSideBySide(browser, [adaIdentity, benIdentity, chloeIdentity]);
  api = { ada: await apiUser(adaIdentity), ben: await apiUser(benIdentity) };
  chloe = await apiUser(chloeIdentity);
  await befriendViaApi(api.ada, api.ben);
  // Chloé is Ben's friend, never Ada's.
  await befriendViaApi(api.ben, chloe);
});

afterAll(() => closeSideBySide(browser, [ada, ben, chloePage]));

describe("the owner decides who reads", () => {
  it("when Ada stops sharing with Ben from 'Shared with', then Ben can no longer open the article", async () => {
    const articleId = await sharedArticle("Tides and Keepers");
    await openFresh(ben.page, `/articles/${articleId}`);
    await ben.page.getByRole("heading", { name: "Tides and Keepers" }).waitFor();
    // A reader does not see who else reads it.
    expect(await ben.page.getByRole("heading", { name: "Shared with" }).count()).toBe(0);

    await openFresh(ada.page, `/articles/${articleId}`);
    const panel = ada.page.getByRole("region", { name: "Shared with" });
    await panel.getByText(benIdentity.username).waitFor();
    await expectNoSeriousA11yViolations(ada.page, "the reading screen with 'Shared with'");
    await screenshot(ada.page, "sharing-shared-with");

    // By keyboard: focus the button, open the confirm with Enter, confirm.
    await panel.getByRole("button", { name: `Stop sharing with ${benIdentity.username}` }).focus();
    await ada.page.keyboard.press("Enter");
    const confirm = ada.page.getByRole("dialog", { name: "Stop sharing this article?" });
    await confirm.getByRole("heading", { name: "Stop sharing this article?" }).waitFor();
    await expectNoSeriousA11yViolations(ada.page, "the stop sharing confirm");
    await confirm.getByRole("button", { name: "Stop sharing" }).focus();
    await ada.page.keyboard.press("Enter");
    await waitForToast(ada.page, `You stopped sharing with ${benIdentity.username}`);
    await expect.poll(() => panel.count()).toBe(0);

    await openFresh(ben.page, `/articles/${articleId}`);
    await ben.page.getByText("Article Not Found").waitFor();
  });

  it("when Ben asks about Ada's article, then only people who already read it are offered, and unfriending ends his access", async () => {
    const articleId = await sharedArticle("Keepers of the Coast");
    await openFresh(ben.page, `/articles/${articleId}`);
    await ben.page.getByRole("heading", { name: "Keepers of the Coast" }).waitFor();
    await selectInArticle(ben.page, "every passing ship");
    await ben.page
      .getByRole("toolbar", { name: "Highlight colours" })
      .getByRole("button", { name: "Yellow" })
      .click();
    await waitForToast(ben.page, "Highlight created");
    await ben.page
      .getByTestId("comment-panel")
      .getByRole("button", { name: /Ask a friend/ })
      .click();
    const dialog = ben.page.getByRole("dialog", { name: "Ask a friend" });
    await dialog.getByRole("radio", { name: adaIdentity.username }).waitFor();
    expect(await dialog.getByRole("radio", { name: chloeIdentity.username }).count()).toBe(0);
    await expectNoSeriousA11yViolations(ben.page, "the Ask a friend dialog about a shared article");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await api.ada.call("DELETE", `/api/friends/${api.ben.uid}`);
    await openFresh(ben.page, `/articles/${articleId}`);
    await ben.page.getByText("Article Not Found").waitFor();
    expect(ada.cspViolations).toEqual([]);
    expect(ben.cspViolations).toEqual([]);
  });
});
