// The background service worker: the extension's one place that holds the session and talks to
// Spurq's API. The popup and the content scripts ask it through the messages in
// shared/messages.ts; Spurq's web app hands it the connect credential (onMessageExternal, from
// Spurq's origin only). The service worker may stop between events, so every handler reads its
// state from chrome.storage.
import { APP_ORIGIN } from "../config";
import { t } from "../shared/i18n";
import {
  isBackgroundRequest,
  isExternalMessage,
  type BackgroundRequest,
  type ConnectReply,
  type PingReply,
} from "../shared/messages";
import { listenForLayerRequests } from "./layer";
import { savePage, lastSave } from "./save-page";
import { acceptCredential, endSession, sessionState, startConnect } from "./session";

const SAVE_MENU_ID = "spurq-save-page";
const SAVE_COMMAND = "save-page";

listenForLayerRequests();

chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.create({
    id: SAVE_MENU_ID,
    title: t("menuSavePage"),
    contexts: ["page"],
    documentUrlPatterns: ["http://*/*", "https://*/*"],
  });
});

// The browser keeps the menu item between sessions with the title it was given; its language may
// have changed since (it applies at a restart), so each start names it again.
chrome.runtime.onStartup.addListener(() => {
  chrome.contextMenus.update(SAVE_MENU_ID, { title: t("menuSavePage") }, () => void chrome.runtime.lastError);
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId === SAVE_MENU_ID && tab?.id !== undefined) void savePage(tab.id);
});

chrome.commands.onCommand.addListener((command, tab) => {
  if (command !== SAVE_COMMAND) return;
  if (tab?.id !== undefined) void savePage(tab.id);
});

/**
 * Requests from the extension's own pages (the popup, also when opened in a tab), never from
 * content scripts: theirs come with the web page's address.
 */
function fromExtensionPage(sender: chrome.runtime.MessageSender): boolean {
  return sender.id === chrome.runtime.id && (sender.url ?? "").startsWith(chrome.runtime.getURL(""));
}

async function answer(request: BackgroundRequest): Promise<unknown> {
  switch (request.type) {
    case "session/get":
      return sessionState();
    case "session/connect":
      await startConnect();
      return { opened: true };
    case "session/disconnect":
      await endSession();
      return sessionState();
    case "page/save":
      return savePage(request.tabId);
    case "save/last":
      return lastSave();
  }
}

chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
  if (!isBackgroundRequest(message) || !fromExtensionPage(sender)) return false;
  answer(message).then(sendResponse, (error: unknown) =>
    sendResponse({ error: error instanceof Error ? error.message : String(error) }),
  );
  return true;
});

// Only Spurq's own pages: the manifest's externally_connectable already limits who can send, and
// this checks the exact origin again (a port or scheme the match pattern might let through).
chrome.runtime.onMessageExternal.addListener((message: unknown, sender, sendResponse) => {
  if (sender.origin !== APP_ORIGIN || !isExternalMessage(message)) return false;
  if (message.type === "spurq/ping") {
    void sessionState().then((state) =>
      sendResponse({ installed: true, connected: state.connected } satisfies PingReply),
    );
    return true;
  }
  acceptCredential(message.state, message.customToken).then(
    ({ email }) => sendResponse({ ok: true, email } satisfies ConnectReply),
    (error: unknown) =>
      sendResponse({
        ok: false,
        error: error instanceof Error ? error.message : t("errorConnectFailed"),
      } satisfies ConnectReply),
  );
  return true;
});
