// Live delivery in two browser contexts side by side: a group chat
// where a message from one member appears for the other without a reload, and the unread badge
// that lights within 2 s when a friend sends a spurq. Both through the Firestore listeners (no
// polling request is made meanwhile); the delivery times are printed. Then leaving a chat, by
// keyboard through its confirm: the one who left is back on Friends without it, and the other
// member sees the line that they left and the member count drop, live. Two new users per run, made
// friends through the real friends API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Request } from "playwright-core";
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

let browser: Browser;
let ada: TestPage;
let ben: TestPage;
const adaIdentity = newIdentity("chat_a");
const benIdentity = newIdentity("chat_b");
let api: { ada: ApiUser; ben: ApiUser };

/** Every API request a page makes to `path`, from now on. */
function recordRequests(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/** The accessible name (its text) of the focused element. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

beforeAll(async () => {
  browser = await launchBrowser();
  ({ ada, ben, api } = await friendsSideBySide(browser, adaIdentity, benIdentity));
});

afterAll(() => closeSideBySide(browser, [ada, ben]));

describe("a group chat, live", () => {
  it("when Ada creates a chat with Ben and writes, then Ben sees the message appear without a reload or a poll", async () => {
    await openFresh(ada.page, "/friends");
    await ada.page.getByRole("button", { name: "New group chat" }).click();
    const dialog = ada.page.getByRole("dialog", { name: "New group chat" });
    await dialog.getByLabel("Group name").fill("Harbour readers");
    await dialog.getByRole("checkbox", { name: benIdentity.username }).check();
    await dialog.getByRole("button", { name: "Create" }).click();
    await ada.page.waitForFunction(() => window.location.hash.startsWith("#/group-chat/"), undefined, {
      timeout: 30_000,
    });
    const chatPath = (await ada.page.evaluate(() => window.location.hash)).replace(/^#/, "");
    await ada.page.getByRole("heading", { name: "Harbour readers" }).waitFor();
    await ada.page.getByText("2 members").waitFor();

    await openFresh(ben.page, chatPath);
    await ben.page.getByRole("heading", { name: "Harbour readers" }).waitFor();
    await ben.page.getByText("No messages yet").waitFor();
    await ben.page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    const benPolls = recordRequests(
      ben.page,
      `/api${chatPath.replace("/group-chat/", "/group-chats/")}/messages`,
    );
    // Give Ben's listener its first snapshot before Ada writes.
    await ben.page.waitForTimeout(1500);

    const box = ada.page.getByRole("textbox", { name: "Message" });
    await box.fill("Chapter 3 tonight?");
    const sentAt = Date.now();
    await box.press("Enter");
    await ben.page.getByText("Chapter 3 tonight?").waitFor({ timeout: 10_000 });
    const deliveryMs = Date.now() - sentAt;
    console.info(`group chat: a message reached the other member in ${deliveryMs} ms (live listener)`);

    expect(await ben.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same page",
    );
    expect(benPolls).toEqual([]);
    expect(deliveryMs).toBeLessThan(5000);
    const row = ben.page.getByTestId("group-message").filter({ hasText: "Chapter 3 tonight?" });
    await row.getByText(adaIdentity.username).waitFor();
    await row.locator("time").waitFor();

    await screenshot(ben.page, "group-chat-live");
    await expectNoSeriousA11yViolations(ben.page, "group chat");
    await openFresh(ada.page, "/friends");
    await ada.page.getByRole("link", { name: /Harbour readers/ }).waitFor();
    await expectNoSeriousA11yViolations(ada.page, "friends with a group chat");
  });
});

describe("the unread badge, live", () => {
  it("when Ada sends Ben a spurq, then Ben's sidebar dot lights within 2 s without a reload", async () => {
    const listening = liveListenerConnected(ben.page);
    await openFresh(ben.page, "/home");
    const notifications = ben.page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Notifications" });
    const dot = notifications.locator(".bg-red-500");
    await notifications.waitFor();
    expect(await dot.count()).toBe(0);
    await ben.page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    const benPolls = recordRequests(ben.page, "/api/spurqs/unread-count");
    // Give the badge's listener, which starts once Home is interactive, its first snapshot.
    await listening;
    await ben.page.waitForTimeout(1500);

    const article = await api.ada.call("POST", "/api/articles", {
      title: "The Lighthouse Keeper's Ledger",
      content: "Every night the keeper wrote down the ships that passed, and the weather.",
    });
    const sentAt = Date.now();
    await api.ada.call("POST", "/api/spurqs", {
      recipientId: api.ben.uid,
      articleId: article.id,
      question: "Why did he write down the weather?",
    });
    await dot.waitFor({ state: "attached", timeout: 10_000 });
    const badgeMs = Date.now() - sentAt;
    console.info(`badge: the unread dot lit ${badgeMs} ms after the spurq was sent (live listener)`);

    expect(badgeMs).toBeLessThan(2000);
    expect(await ben.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same page",
    );
    expect(benPolls).toEqual([]);
    await notifications.hover();
    await expect(ben.page.getByRole("tooltip").innerText()).resolves.toBe("Notifications 1 unread");
    expect(ben.cspViolations).toEqual([]);
    expect(ada.cspViolations).toEqual([]);
  });
});

describe("leaving a group chat", () => {
  it("when Ben leaves by keyboard through the confirm, then he is back on Friends without the chat, and Ada sees the line that he left and the count drop, live", async () => {
    const chat = await api.ada.call("POST", "/api/group-chats", {
      name: "Lantern readers",
      memberIds: [api.ben.uid],
    });
    const chatId = String(chat.id);
    const chatPath = `/group-chat/${chatId}`;
    await api.ada.call("POST", `/api/group-chats/${chatId}/messages`, { content: "Who reads tonight?" });

    await openFresh(ada.page, chatPath);
    await ada.page.getByRole("heading", { name: "Lantern readers" }).waitFor();
    await ada.page.getByText("2 members").waitFor();
    await ada.page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    // Give Ada's listener its first snapshot before Ben leaves.
    await ada.page.waitForTimeout(1500);

    await openFresh(ben.page, chatPath);
    await ben.page.getByText("Who reads tonight?").waitFor();
    await ben.page.getByRole("button", { name: "Leave chat" }).focus();
    await ben.page.keyboard.press("Enter");
    const dialog = ben.page.getByRole("dialog", { name: "Leave this chat?" });
    await dialog
      .getByText("You will no longer see or send messages in Lantern readers.", { exact: false })
      .waitFor();
    await expectNoSeriousA11yViolations(ben.page, "the leave chat confirm");
    // Focus moves into the dialog; Tab goes through 'Cancel' to 'Leave chat', and Enter confirms.
    const seen: string[] = [];
    while (seen.length < 4 && (await focusedText(ben.page)) !== "Leave chat") {
      await ben.page.keyboard.press("Tab");
      seen.push(await focusedText(ben.page));
    }
    expect(seen.slice(-2)).toEqual(["Cancel", "Leave chat"]);
    expect(await ben.page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(
      true,
    );
    await ben.page.keyboard.press("Enter");
    await ben.page.waitForFunction(() => window.location.hash === "#/friends", undefined, {
      timeout: 30_000,
    });
    await waitForToast(ben.page, "You left the chat");
    await ben.page
      .getByRole("list", { name: "Group chats" })
      .or(ben.page.getByText("No group chats"))
      .waitFor();
    expect(await ben.page.getByRole("link", { name: /Lantern readers/ }).count()).toBe(0);
    await expect(api.ben.call("GET", `/api/group-chats/${chatId}/messages`)).rejects.toThrow(/404/);

    const line = ada.page.getByTestId("group-message-left");
    await line.filter({ hasText: `${benIdentity.username} left the chat` }).waitFor({ timeout: 10_000 });
    await ada.page.getByText("1 member", { exact: true }).waitFor({ timeout: 10_000 });
    expect(await ada.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same page",
    );
    await screenshot(ada.page, "group-chat-member-left");
    await expectNoSeriousA11yViolations(ada.page, "a group chat with the line that a member left");
    expect(ben.cspViolations).toEqual([]);
    expect(ada.cspViolations).toEqual([]);
  });
});
