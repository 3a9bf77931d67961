// Home's extras end to end (the question of the day, top contributors, the milestone dialog): Ben
// highlights a passage of his article and asks his friend Ada about it; Ada's Home shows it as her
// question of the day with Ben's question; she dismisses it and it stays gone after a reload. The top
// contributors card shows what the server ranked (or the 'under development' notice when nothing is
// ranked). After Ada's tenth highlight, the milestone dialog opens once. Two new users per run,
// friends through the API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newIdentity, screenshot, type TestPage } from "./support/browser";
import { openFresh } from "./support/session";
import { closeSideBySide, friendsSideBySide, type ApiUser } from "./support/social";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const SENTENCES = [
  "Lighthouse keepers trimmed the wicks every night.",
  "Their logbooks recorded every storm along the coast.",
  "Supply boats came once a month when the sea allowed.",
  "Children of keepers learned to read by lamplight.",
  "Fog bells rang when the light could not be seen.",
  "Each tower had its own pattern of flashes.",
  "Sailors counted the seconds between the beams.",
  "Automation ended the keepers' watch in the last century.",
  "Some towers are now museums open in summer.",
  "Old lenses were made of hundreds of glass prisms.",
  "Gulls nested on the gallery rails every spring.",
];
const CONTENT = SENTENCES.join("\n\n");
// Highlight offsets count the article's text without the paragraph breaks.
const TEXT = SENTENCES.join("");
const QUESTION = "Would you have liked to keep such a log?";

let browser: Browser;
let ada: TestPage;
let ben: TestPage;
const adaIdentity = newIdentity("qotd_a");
const benIdentity = newIdentity("qotd_b");
let api: { ada: ApiUser; ben: ApiUser };

async function highlightViaApi(user: ApiUser, articleId: string, text: string): Promise<string> {
  const start = TEXT.indexOf(text);
  const created = await user.call("POST", "/api/highlights", {
    articleId,
    text,
    startOffset: start,
    endOffset: start + text.length,
  });
  return String(created.id);
}

/**
 * Opens Home afresh and waits until its question of the day has been asked (and its dismissal):
 * with the rest of Home's first screen (GET /api/home), or on its own should that fail.
 */
async function openHome(page: Page): Promise<void> {
  const asked = page.waitForResponse((r) =>
    ["/api/home", "/api/daily-question"].includes(new URL(r.url()).pathname),
  );
  await openFresh(page, "/home");
  await asked;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ ada, ben, api } = await friendsSideBySide(browser, adaIdentity, benIdentity));
});

afterAll(() => closeSideBySide(browser, [ada, ben]));

describe("Home's question of the day, top contributors and milestone", () => {
  it("when a friend asked about his highlight, then it is Ada's question of the day until she dismisses it", async () => {
    const article = await api.ben.call("POST", "/api/articles", {
      title: "Keepers of the Light",
      content: CONTENT,
      author: "Ben",
    });
    const articleId = String(article.id);
    const highlightId = await highlightViaApi(api.ben, articleId, SENTENCES[1]!);
    await api.ben.call("POST", "/api/spurqs", {
      recipientId: api.ada.uid,
      articleId,
      highlightId,
      question: QUESTION,
    });

    await openHome(ada.page);
    const banner = ada.page.getByRole("region", { name: "Question of the Day" });
    await banner.waitFor();
    await banner.getByText(SENTENCES[1]!).waitFor();
    await banner.getByText(QUESTION).waitFor();
    const link = banner.getByRole("link", { name: "Keepers of the Light" });
    expect(await link.getAttribute("href")).toBe(`#/articles/${articleId}`);
    await expectNoSeriousA11yViolations(ada.page, "home with the question of the day");
    await screenshot(ada.page, "home-question-of-the-day");

    const [dismissed] = await Promise.all([
      ada.page.waitForResponse(
        (r) => new URL(r.url()).pathname === "/api/daily-question/dismiss" && r.request().method() === "POST",
      ),
      banner.getByRole("button", { name: "Dismiss question of the day" }).click(),
    ]);
    expect(dismissed.status()).toBe(204);
    await banner.waitFor({ state: "detached" });

    // After a reload the same question comes back from the server, and stays hidden.
    const checked = ada.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/home");
    await openHome(ada.page);
    expect((await (await checked).json()).questionDismissed).toEqual({ isDismissed: true });
    await ada.page.getByTestId("spurq-card").filter({ hasText: "Keepers of the Light" }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(ada.cspViolations).toEqual([]);
  });

  it("when Home shows the top contributors card, then it shows the server's ranking, or the notice when there is none", async () => {
    const ranking = (await api.ada.call("GET", "/api/contributors/top")) as unknown as Array<{
      id: string;
      username: string;
    }>;
    await openFresh(ada.page, "/home");
    const card = ada.page.getByRole("region", { name: "Top Contributors This Week" });
    await card.waitFor();
    if (ranking.length === 0) {
      await card.getByText(/under development/).waitFor();
      expect(await card.getByRole("link").count()).toBe(0);
    } else {
      // A window of 3 from rank 1: each row its rank, the person's name and a link to their page.
      const rows = card.locator("ol > li");
      await rows.first().waitFor();
      expect(await rows.count()).toBe(Math.min(3, ranking.length));
      for (const [index, person] of ranking.slice(0, 3).entries()) {
        const row = rows.nth(index);
        const text = await row.innerText();
        expect(text.startsWith(String(index + 1))).toBe(true);
        expect(text).toContain(person.username);
        expect(await row.getByRole("link").getAttribute("href")).toBe(`#/users/${person.id}`);
      }
      expect(await card.getByRole("link").count()).toBe(Math.min(3, ranking.length));
      if (ranking.length > 3) {
        await card.getByRole("button", { name: "Next contributors" }).click();
        await card.getByText(ranking[3]!.username).waitFor();
        expect((await rows.first().innerText()).startsWith("4")).toBe(true);
        await card.getByRole("button", { name: "Previous contributors" }).click();
        await card.getByText(ranking[0]!.username).waitFor();
      }
    }
    await expectNoSeriousA11yViolations(ada.page, "home with the top contributors card");
    console.info(`home extras journey: ${ranking.length} top contributors ranked this week`);
  });

  it("when Ada makes her tenth highlight, then the milestone dialog opens once on Home", async () => {
    const article = await api.ada.call("POST", "/api/articles", {
      title: "Ada's Lighthouses",
      content: CONTENT,
      author: "Ada",
    });
    for (const sentence of SENTENCES.slice(0, 10)) {
      await highlightViaApi(api.ada, String(article.id), sentence);
    }

    await openFresh(ada.page, "/home");
    const dialog = ada.page.getByRole("dialog", { name: /^Milestone reached: 10 highlights/ });
    // The dialog element itself has no box (its backdrop and panel are fixed): wait for its text.
    await dialog.getByText("10 highlights so far").waitFor({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(ada.page, "the milestone dialog");
    await screenshot(ada.page, "home-milestone-dialog");
    await ada.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // Shown once: after a reload the server offers no milestone (with the rest of Home's first
    // screen), and nothing opens.
    const offered = ada.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/home");
    await openFresh(ada.page, "/home");
    expect((await (await offered).json()).latestMilestone).toBeNull();
    await ada.page.waitForTimeout(1500);
    expect(await ada.page.getByRole("dialog").count()).toBe(0);
    expect(ada.cspViolations).toEqual([]);
  });
});
