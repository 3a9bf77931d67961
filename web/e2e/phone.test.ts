// Every screen on a 390×844 phone, as a reader with data sees it: articles with highlights and
// comments, a friend, a pending friend request, spurqs both ways, a group chat, an article in the
// trash and rolled-up statistics. Each screen fails when the page scrolls sideways, when a list's
// names have no visible width, when a tab is cut off, or when a control on it is smaller than a
// finger (44 px in its smaller dimension); axe runs on each, and each is saved as a screenshot in
// test-results/screenshots (phone-*.png). One reader, one friend and one asker per run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import {
  BASE_URL,
  launchBrowser,
  newIdentity,
  openPage,
  PHONE,
  screenshot,
  signUpToHome,
  waitForRoute,
  type TestPage,
} from "./support/browser";
import { openFresh } from "./support/session";
import { apiUser, befriendViaApi, closeSideBySide, signUpSideBySide, type ApiUser } from "./support/social";
import { describeFinding, seriousA11yFindings } from "./support/a11y";
import { rollUpStatisticsOf } from "./support/jobs";
import { selectInArticle } from "./support/selection";

const TITLE = "Tides of the North Sea";
const FIRST = "The tide turns twice a day along the whole coast.";
const SECOND = "Fishermen read the water before they read the sky.";
const CONTENT = [
  FIRST,
  ...Array.from(
    { length: 12 },
    (_, index) =>
      `Paragraph ${index + 1} follows the coast from the dunes to the harbour, its sandbanks and its weather through the seasons.`,
  ),
  SECOND,
].join("\n\n");

let browser: Browser;
let visitor: TestPage;
let reader: TestPage;
let friend: TestPage;
let asker: TestPage;
const readerIdentity = newIdentity("ph_r");
const friendIdentity = newIdentity("ph_f");
const askerIdentity = newIdentity("ph_a");
let api: { reader: ApiUser; friend: ApiUser; asker: ApiUser };
const ids = { article: "", incomingSpurq: "", chat: "" };

async function highlight(user: ApiUser, articleId: string, text: string): Promise<string> {
  const start = CONTENT.indexOf(text);
  const created = await user.call("POST", "/api/highlights", {
    articleId,
    text,
    startOffset: start,
    endOffset: start + text.length,
  });
  return String(created.id);
}

beforeAll(async () => {
  browser = await launchBrowser();
  [friend, asker] = await signUpSideBySide(browser, [friendIdentity, askerIdentity]);
  reader = await openPage(browser, PHONE);
  await signUpToHome(reader.page, readerIdentity);
  visitor = await openPage(browser, PHONE);
  api = {
    reader: await apiUser(readerIdentity),
    friend: await apiUser(friendIdentity),
    asker: await apiUser(askerIdentity),
  };
  await befriendViaApi(api.reader, api.friend);
  await api.asker.call("POST", "/api/friends/requests", { receiverId: api.reader.uid });

  const article = await api.reader.call("POST", "/api/articles", {
    title: TITLE,
    content: CONTENT,
    author: "Nils Holm",
  });
  ids.article = String(article.id);
  const first = await highlight(api.reader, ids.article, FIRST);
  await highlight(api.reader, ids.article, SECOND);
  await api.reader.call("POST", "/api/comments", { highlightId: first, text: "Twice, even in winter?" });
  for (const title of ["A Field Guide to Lichens", "The Clockmaker's Year"]) {
    await api.reader.call("POST", "/api/articles", {
      title,
      content: `${title}: a short read.`,
      author: "Ada",
    });
  }
  const old = await api.reader.call("POST", "/api/articles", {
    title: "Notes I no longer need",
    content: "Draft notes.",
  });
  await api.reader.call("DELETE", `/api/articles/${String(old.id)}`);
  await api.reader.call("POST", "/api/spurqs", {
    recipientId: api.friend.uid,
    articleId: ids.article,
    highlightId: first,
    question: "Have you seen the tide turn?",
  });

  const friendArticle = await api.friend.call("POST", "/api/articles", {
    title: "The Lighthouse Keeper's Ledger",
    content: "Every night the keeper wrote down the ships that passed, and the weather.",
    author: "Ben",
  });
  const incoming = await api.friend.call("POST", "/api/spurqs", {
    recipientId: api.reader.uid,
    articleId: friendArticle.id,
    question: "Why did he write down the weather?",
  });
  ids.incomingSpurq = String(incoming.id);

  const chat = await api.reader.call("POST", "/api/group-chats", {
    name: "Harbour readers",
    memberIds: [api.friend.uid],
  });
  ids.chat = String(chat.id);
  await api.reader.call("POST", `/api/group-chats/${ids.chat}/messages`, { content: "Chapter 3 tonight?" });
  await api.friend.call("POST", `/api/group-chats/${ids.chat}/messages`, { content: "Yes, at eight." });
  await rollUpStatisticsOf(api.reader);
}, 180_000);

afterAll(async () => {
  await visitor?.context.close();
  await closeSideBySide(browser, [reader, friend, asker]);
});

/**
 * What is wrong with the screen as it is now, on a phone, one line each:
 * - the page scrolls sideways;
 * - a name or title in a list item has no width, or is clipped to (almost) nothing;
 * - a tab is cut off by its strip (its text does not fit, or part of it is scrolled out of view);
 * - a control (button, link, field, select, role button or tab) is under 44 px in its smaller
 *   dimension. A checkbox's or radio's target includes its label, which toggles it too. Inline
 *   text links inside a paragraph are exempt: their size is set by the sentence's line height
 *   (the target-size success criterion of WCAG 2.2 exempts them in the same words).
 */
function phoneFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const findings: string[] = [];
    const describe = (element: Element) => {
      const label =
        element.getAttribute("aria-label") ??
        (element as HTMLElement).innerText?.trim().replace(/\s+/g, " ") ??
        element.textContent ??
        "";
      const classes = typeof element.className === "string" ? element.className.slice(0, 60) : "";
      return `<${element.tagName.toLowerCase()}> "${label.slice(0, 40)}" (${classes})`;
    };
    const shown = (element: Element) =>
      element.getClientRects().length > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // Visually hidden text for screen readers (1×1 px, clipped) is meant to have no width.
    const screenReaderOnly = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const rect = node.getBoundingClientRect();
        const style = getComputedStyle(node);
        if (rect.width <= 1 && rect.height <= 1 && style.overflow === "hidden") return true;
        if (style.clipPath === "inset(50%)") return true;
      }
      return false;
    };

    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > window.innerWidth) {
      findings.push(`scrolls sideways: ${scroller.scrollWidth} px wide in ${window.innerWidth}`);
    }

    // Names and titles in lists: every piece of text in a list item has room to show.
    const items = document.querySelectorAll('li, [role="listitem"], [role="option"]');
    for (const item of items) {
      if (!shown(item)) continue;
      for (const element of item.querySelectorAll("*")) {
        const ownText = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? "")
          .join("")
          .trim();
        if (!ownText || !shown(element) || screenReaderOnly(element)) continue;
        const rect = element.getBoundingClientRect();
        const html = element as HTMLElement;
        if (rect.width < 1) findings.push(`list text with no width: ${describe(element)}`);
        else if (html.scrollWidth > html.clientWidth + 1 && html.clientWidth < 24) {
          findings.push(`list text clipped to ${html.clientWidth} px: ${describe(element)}`);
        }
      }
    }

    // Tabs: each fits its text and sits wholly inside every box that clips it.
    for (const tab of document.querySelectorAll<HTMLElement>('[role="tab"]')) {
      if (!shown(tab)) continue;
      const rect = tab.getBoundingClientRect();
      let cut = tab.scrollWidth > tab.clientWidth + 1 || rect.left < -1 || rect.right > window.innerWidth + 1;
      for (let node = tab.parentElement; node && !cut; node = node.parentElement) {
        if (getComputedStyle(node).overflowX === "visible") continue;
        const box = node.getBoundingClientRect();
        cut = rect.left < box.left - 1 || rect.right > box.right + 1;
      }
      if (cut) findings.push(`tab cut off: ${describe(tab)}`);
    }

    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]',
    );
    for (const control of controls) {
      if (!shown(control) || screenReaderOnly(control)) continue;
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      if (
        control.tagName === "A" &&
        getComputedStyle(control).display === "inline" &&
        control.closest("p") !== null
      ) {
        continue;
      }
      let { width, height } = control.getBoundingClientRect();
      const input = control as HTMLInputElement;
      if (control.tagName === "INPUT" && ["checkbox", "radio"].includes(input.type)) {
        for (const label of input.labels ?? []) {
          const box = label.getBoundingClientRect();
          width = Math.max(width, box.width);
          height = Math.max(height, box.height);
        }
      }
      if (Math.min(width, height) < MIN - 0.5) {
        findings.push(`control ${Math.round(width)}×${Math.round(height)} px: ${describe(control)}`);
      }
    }
    return findings;
  });
}

/** Checks the screen as it is: the findings above and axe's serious or critical ones, and saves it. */
async function checkScreen(page: Page, name: string): Promise<void> {
  // Let late content (live counts, images, fonts) settle.
  await page.waitForTimeout(800);
  await screenshot(page, `phone-${name}`);
  const findings = await phoneFindings(page);
  const axe = (await seriousA11yFindings(page)).map((finding) => `axe: ${describeFinding(finding)}`);
  expect([...findings, ...axe], `on the phone's ${name} screen`).toEqual([]);
}

async function readerAt(path: string): Promise<Page> {
  await openFresh(reader.page, path);
  return reader.page;
}

describe("every screen on a 390×844 phone", () => {
  it("the landing page, its headings and text clear of the screen's edges", async () => {
    const { page } = visitor;
    await page.goto(`${BASE_URL}/#/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // Where each heading's and paragraph's lines of text actually reach, not their boxes (a box
    // may span the screen while its centred text keeps clear).
    const nearEdges = await page.evaluate(() =>
      Array.from(document.querySelectorAll("h1, h2, h3, p, blockquote"))
        .map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          if (rects.length === 0) return null;
          const left = Math.min(...rects.map((rect) => rect.left));
          const right = Math.max(...rects.map((rect) => rect.right));
          return left < 16 || right > window.innerWidth - 16
            ? `${element.tagName} "${(element.textContent ?? "").slice(0, 30)}" from ${Math.round(left)} to ${Math.round(right)} px`
            : null;
        })
        .filter((line) => line !== null),
    );
    expect(nearEdges, "text within 16 px of the screen's edges").toEqual([]);
    await checkScreen(page, "landing");
  });

  it("sign-in", async () => {
    const { page } = visitor;
    await page.goto(`${BASE_URL}/#/auth`);
    await page.getByRole("tabpanel", { name: "Login" }).waitFor();
    await checkScreen(page, "sign-in");
  });

  it("sign-up", async () => {
    const { page } = visitor;
    await page.goto(`${BASE_URL}/#/auth?tab=register`);
    await page.getByRole("tabpanel", { name: "Register" }).waitFor();
    await checkScreen(page, "sign-up");
  });

  it("Home", async () => {
    const page = await readerAt("/home");
    await page.getByText("Why did he write down the weather?").first().waitFor();
    await page.getByText(TITLE).first().waitFor();
    await checkScreen(page, "home");
  });

  it("My Articles", async () => {
    const page = await readerAt("/articles");
    await page.getByText(TITLE).first().waitFor();
    await checkScreen(page, "my-articles");
  });

  it("Trash", async () => {
    const page = await readerAt("/articles");
    await page.getByRole("tab", { name: "Trash" }).click();
    await page.getByText("Notes I no longer need").first().waitFor();
    await checkScreen(page, "trash");
  });

  it("an article with highlights, its share bar clear of the text at the end", async () => {
    const page = await readerAt(`/articles/${ids.article}`);
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await page.locator("mark[data-highlight-id]").first().waitFor();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const share = page.getByRole("button", { name: "Share article" }).filter({ visible: true });
    const covered = await share.evaluate((button) => {
      let bar: Element = button;
      while (bar.parentElement && getComputedStyle(bar).position !== "fixed") bar = bar.parentElement;
      const top = bar.getBoundingClientRect().top;
      // The elements that hold text themselves (not the boxes around them).
      return Array.from(document.querySelectorAll<HTMLElement>("main *"))
        .filter((element) => !bar.contains(element) && element.getBoundingClientRect().width > 1)
        .filter((element) =>
          Array.from(element.childNodes).some(
            (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
          ),
        )
        .filter((element) => element.getBoundingClientRect().bottom > top + 0.5)
        .map((element) => `${element.tagName} "${(element.innerText ?? "").slice(0, 40)}"`);
    });
    expect(covered, "text under the share bar at the end of the page").toEqual([]);
    await screenshot(page, "phone-article-end");

    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, "article");
  });

  it("an article with a selection and its colour toolbar", async () => {
    const page = await readerAt(`/articles/${ids.article}`);
    await page.locator("mark[data-highlight-id]").first().waitFor();
    await page.getByText(/^Paragraph 2 /).scrollIntoViewIfNeeded();
    await selectInArticle(page, "from the dunes to the harbour");
    await checkScreen(page, "article-selection");
  });

  it("an article with the comment sheet open", async () => {
    const page = await readerAt(`/articles/${ids.article}`);
    await page.locator("mark[data-highlight-id]").first().click();
    const panel = page.getByTestId("comment-panel");
    await panel.getByText("Twice, even in winter?").waitFor();
    await checkScreen(page, "comment-sheet");
  });

  it("Notifications with incoming spurqs", async () => {
    const page = await readerAt("/notifications");
    await page.getByTestId("spurq-card").first().waitFor();
    await checkScreen(page, "notifications");
  });

  it("sent spurqs", async () => {
    const page = await readerAt("/notifications");
    await page.getByRole("tab", { name: "Sent Spurqs" }).click();
    await page.getByText("Have you seen the tide turn?").first().waitFor();
    await checkScreen(page, "spurqs-sent");
  });

  it("a spurq", async () => {
    const page = await readerAt("/notifications");
    await page.getByTestId("spurq-card").first().getByRole("link", { name: "Comment & Reply" }).click();
    await page
      .getByRole("region", { name: "Question" })
      .getByText("Why did he write down the weather?")
      .waitFor();
    await checkScreen(page, "spurq");
  });

  it("Friends, with group chats", async () => {
    const page = await readerAt("/friends");
    await page.getByRole("list", { name: "Group chats" }).waitFor();
    await page.getByText(friendIdentity.username).first().waitFor();
    await checkScreen(page, "friends");
  });

  it("friend requests", async () => {
    const page = await readerAt("/friends");
    await page.getByRole("button", { name: /Requests/ }).click();
    await page.getByRole("region", { name: "Incoming Requests" }).getByText(askerIdentity.username).waitFor();
    await checkScreen(page, "friend-requests");
  });

  it("a group chat", async () => {
    const page = await readerAt(`/group-chat/${ids.chat}`);
    await page.getByText("Yes, at eight.").waitFor();
    await checkScreen(page, "group-chat");
  });

  it("Statistics", async () => {
    const page = await readerAt("/stats");
    await page.getByRole("tab", { name: "All Time" }).waitFor();
    await page.locator("dl").first().waitFor();
    await checkScreen(page, "statistics");
  });

  for (const tab of ["account", "appearance", "notifications", "security", "capture"]) {
    it(`Settings: ${tab}`, async () => {
      const page = await readerAt(`/settings?tab=${tab}`);
      await page.getByRole("tab", { selected: true }).waitFor();
      await page.getByRole("tabpanel").waitFor();
      await checkScreen(page, `settings-${tab}`);
    });
  }

  it("Points", async () => {
    const page = await readerAt("/home");
    await page.getByTestId("points-badge").click();
    await page.getByRole("heading", { name: "Recent points" }).waitFor();
    await checkScreen(page, "points");
    await page.getByRole("button", { name: "View insights" }).click();
    await page
      .getByRole("dialog", { name: "Knowledge Contribution Insights" })
      .getByRole("tab")
      .first()
      .waitFor();
    await checkScreen(page, "points-insights");
  });

  it("a profile", async () => {
    const page = await readerAt(`/users/${api.friend.uid}`);
    await page.getByRole("region", { name: `Profile of ${friendIdentity.username}` }).waitFor();
    await checkScreen(page, "profile");
  });

  it("the 404 page", async () => {
    await reader.page.goto("about:blank");
    await reader.page.goto(`${BASE_URL}/#/no-such-page`);
    await waitForRoute(reader.page, "/no-such-page");
    await reader.page.getByRole("heading", { level: 1 }).waitFor();
    await checkScreen(reader.page, "not-found");
  });
});
