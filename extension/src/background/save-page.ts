// Saving the page of a tab as the reader sees it: its content script reads the rendered HTML
// (injected first into a tab that was open before the extension was installed), the server
// extracts the article without fetching anything, and the article (new, or the one already saved
// from that page) opens in Spurq's reading screen next to the page.
import type { SavedPage } from "@shared";
import { appLinks } from "../config";
import { t } from "../shared/i18n";
import { askTab, type CapturedPage, type SaveOutcome } from "../shared/messages";
import { ApiError, apiRequest } from "./api";
import { translateServerMessage } from "./server-messages";
import { NotConnectedError } from "./session";

const LAST_SAVE_KEY = "lastSave";

export async function lastSave(): Promise<SaveOutcome | null> {
  return (
    ((await chrome.storage.session.get(LAST_SAVE_KEY))[LAST_SAVE_KEY] as SaveOutcome | undefined) ?? null
  );
}

async function record(outcome: SaveOutcome, tabId: number): Promise<SaveOutcome> {
  await chrome.storage.session.set({ [LAST_SAVE_KEY]: outcome });
  const badge = outcome.status === "saved" ? "✓" : outcome.status === "failed" ? "!" : "…";
  await chrome.action.setBadgeText({ tabId, text: badge }).catch(() => undefined);
  return outcome;
}

async function capture(tabId: number): Promise<CapturedPage> {
  try {
    return await askTab(tabId, { type: "page/capture" });
  } catch {
    // No content script in the tab yet (it was open before the extension arrived): inject it.
    await chrome.scripting.executeScript({ target: { tabId }, files: ["content.js"] });
    return askTab(tabId, { type: "page/capture" });
  }
}

/** A sentence for the reader from a failed save, in their language. */
async function failureText(error: unknown): Promise<string> {
  if (error instanceof NotConnectedError) return error.message;
  if (error instanceof ApiError) {
    const body = error.body as { error?: unknown } | undefined;
    if (error.status === 413) return t("errorPageTooLarge");
    if (typeof body?.error === "string") return translateServerMessage(body.error);
    return t("errorSaveStatus", error.status);
  }
  // fetch's own failure (offline, Spurq unreachable) words itself in English.
  if (error instanceof TypeError) return t("errorUnreachable");
  if (error instanceof Error && error.message) return error.message;
  return t("errorSave");
}

/**
 * Saves the page in `tabId`. The tab's address comes from its content script, which runs in
 * http(s) pages only: the extension has no permission to read the addresses of tabs (that would
 * be the whole browsing history), and the reader's gesture grants it for this tab alone.
 */
export async function savePage(tabId: number): Promise<SaveOutcome> {
  const tab = await chrome.tabs.get(tabId);
  let page: CapturedPage;
  try {
    page = await capture(tabId);
  } catch {
    return record({ status: "failed", url: "", error: t("errorNotWebPage") }, tabId);
  }
  const url = page.url;
  await record({ status: "saving", url }, tabId);
  try {
    const saved = await apiRequest<SavedPage>("POST", "/api/articles/from-page", {
      url: page.url,
      html: page.html,
    });
    const articleUrl = appLinks.article(saved.id);
    await chrome.tabs.create({ url: articleUrl, index: tab.index + 1, openerTabId: tabId });
    return record({ status: "saved", url, articleId: saved.id, existing: saved.existing, articleUrl }, tabId);
  } catch (error) {
    return record({ status: "failed", url, error: await failureText(error) }, tabId);
  }
}
