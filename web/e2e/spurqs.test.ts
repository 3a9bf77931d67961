// A spurq end to end, in two browser contexts side by side: Ada highlights a
// passage and asks Ben about it through the Ask a friend dialog; Ben's Notifications dot lights
// without a reload (the time is printed); Ben opens the card, the passage is marked, Ben answers;
// Ada's Sent card shows 'Answered'. Two new users per run, made friends through the friends API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import {
  launchBrowser,
  liveListenerConnected,
  newIdentity,
  screenshot,
  waitForToast,
  type TestPage,
} from "./support/browser";
import { openFresh } from "./support/session";
import { closeSideBySide, friendsSideBySide, type ApiUser } from "./support/social";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { selectInArticle } from "./support/selection";

const TITLE = "Keepers of the Light";
const FIRST = "Lighthouse keepers trimmed the wicks every night before the ships came in.";
const SECOND = "Their logbooks recorded every storm along the coast for a century.";
const QUESTION = "Why did they trim the wicks every night?";
const ANSWER = "A trimmed wick burns brighter and smokes less.";
// Enough text before the passage that it sits screens below the question.
const LEAD = Array.from(
  { length: 30 },
  (_, index) => `Paragraph ${index + 1} tells of the coast, its rocks and its weather through the seasons.`,
).join("\n\n");

let browser: Browser;
let ada: TestPage;
let ben: TestPage;
const adaIdentity = newIdentity("spurq_a");
const benIdentity = newIdentity("spurq_b");
let api: { ada: ApiUser; ben: ApiUser };

beforeAll(async () => {
  browser = await launchBrowser();
  ({ ada, ben, api } = await friendsSideBySide(browser, adaIdentity, benIdentity));
});

afterAll(() => closeSideBySide(browser, [ada, ben]));

describe("a spurq from a highlight to an answer", () => {
  it("when Ada asks Ben about a passage, then Ben's dot lights live, Ben opens it at the passage and answers, and Ada sees 'Answered'", async () => {
    const article = await api.ada.call("POST", "/api/articles", {
      title: TITLE,
      content: `${LEAD}\n\n${FIRST}\n\n${SECOND}`,
      author: "Ada",
    });
    const articleId = String(article.id);

    // Ada highlights a passage in the reading screen.
    await openFresh(ada.page, `/articles/${articleId}`);
    await ada.page.getByRole("heading", { name: TITLE }).waitFor();
    await ada.page.getByText(FIRST).scrollIntoViewIfNeeded();
    await selectInArticle(ada.page, "trimmed the wicks every night");
    await ada.page
      .getByRole("toolbar", { name: "Highlight colours" })
      .getByRole("button", { name: "Yellow" })
      .click();
    await waitForToast(ada.page, "Highlight created");

    // Ben's screen is open, listening, before Ada sends (the badge listens once Home is interactive).
    const listening = liveListenerConnected(ben.page);
    await openFresh(ben.page, "/home");
    const notifications = ben.page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Notifications" });
    const dot = notifications.locator(".bg-red-500");
    await notifications.waitFor();
    expect(await dot.count()).toBe(0);
    await ben.page.getByText("No incoming spurqs right now.").waitFor();
    await expectNoSeriousA11yViolations(ben.page, "home with no incoming spurqs");
    await ben.page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    await listening;
    await ben.page.waitForTimeout(1500);

    // Ada asks from the highlight's comment panel.
    const panel = ada.page.getByTestId("comment-panel");
    await panel.waitFor();
    await panel.getByRole("button", { name: /Ask a friend/ }).click();
    const dialog = ada.page.getByRole("dialog", { name: "Ask a friend" });
    await dialog.getByLabel("Search friends").fill(benIdentity.username.slice(0, 6));
    await dialog.getByRole("radio", { name: benIdentity.username }).check();
    // The highlight is prefilled once the article's highlights have loaded into the dialog.
    await expect.poll(() => dialog.getByLabel("Highlight (optional)").inputValue()).not.toBe("");
    await dialog.getByLabel("Question").fill(QUESTION);
    await expectNoSeriousA11yViolations(ada.page, "the Ask a friend dialog");
    await screenshot(ada.page, "spurq-ask-dialog");
    const pressedAt = Date.now();
    const [response] = await Promise.all([
      ada.page.waitForResponse(
        (r) => new URL(r.url()).pathname === "/api/spurqs" && r.request().method() === "POST",
      ),
      dialog.getByRole("button", { name: "Send" }).click(),
    ]);
    expect(response.status()).toBe(201);
    // The spurq exists once the server answered: the badge is measured from there.
    const sentAt = Date.now();
    await waitForToast(ada.page, "Sent successfully");

    await dot.waitFor({ state: "attached", timeout: 10_000 });
    const badgeMs = Date.now() - sentAt;
    console.info(
      `spurq journey: Ben's unread dot lit ${badgeMs} ms after the spurq was stored (${Date.now() - pressedAt} ms after Ada pressed Send; live listener)`,
    );
    expect(badgeMs).toBeLessThan(2000);
    expect(await ben.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same page",
    );

    // Ben opens the card from Notifications: the question, the marked passage, the answer.
    await openFresh(ben.page, "/notifications");
    const card = ben.page.getByTestId("spurq-card").filter({ hasText: TITLE });
    await card.getByText("New").waitFor();
    await card.getByText(`Asked: ${QUESTION}`).waitFor();
    await expectNoSeriousA11yViolations(ben.page, "notifications with an incoming spurq");
    await card.getByRole("link", { name: "Comment & Reply" }).click();
    const banner = ben.page.getByRole("region", { name: "Question" });
    await banner.getByText(QUESTION).waitFor();
    await banner.getByText(adaIdentity.username).waitFor();
    await ben.page.locator('mark[data-target="true"]').first().waitFor();
    // Ben lands on the question with the reply box in view (not on the passage far below it),
    // the passage quoted beside the question.
    await ben.page.waitForTimeout(1000);
    const inView = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 64 && box.y + box.height <= 800;
    };
    expect(await inView(banner.getByText(QUESTION))).toBe(true);
    expect(await inView(banner.getByLabel("Your reply"))).toBe(true);
    await banner.getByText("trimmed the wicks every night").waitFor();
    expect(
      await ben.page
        .locator('mark[data-target="true"]')
        .evaluateAll((marks) => marks.map((m) => m.textContent).join("")),
    ).toBe("trimmed the wicks every night");
    await banner.getByLabel("Your reply").fill(ANSWER);
    await banner.getByRole("button", { name: "Reply" }).click();
    await banner.getByTestId("spurq-replies").getByText(ANSWER).waitFor();
    await expectNoSeriousA11yViolations(ben.page, "the reading screen with a question and its thread");
    await screenshot(ben.page, "spurq-question-thread");
    await expect(api.ben.call("GET", "/api/spurqs/unread-count")).resolves.toEqual({ count: 0 });

    // Ada's Sent card: seen and answered.
    await openFresh(ada.page, "/notifications");
    await ada.page.getByRole("tab", { name: "Sent Spurqs" }).click();
    const sent = ada.page.getByTestId("spurq-card").filter({ hasText: TITLE });
    await sent.getByText("Seen").waitFor();
    await sent.getByText(/Answered \(1 reply\)/).waitFor();
    await expectNoSeriousA11yViolations(ada.page, "notifications, sent spurqs");
    expect(ada.cspViolations).toEqual([]);
    expect(ben.cspViolations).toEqual([]);
  });
});
