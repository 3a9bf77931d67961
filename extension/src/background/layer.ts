// The background's side of the live-page features: it answers the content scripts' requests
// (shared/layer-messages.ts) with the reader's session.
//
// Privacy: the extension keeps a list of the reader's library, each article known only by the
// SHA-256 of its source's canonical address (GET /api/articles/page-index, brought up to date
// with the changes since its version on each page open; page-index.ts). A page's candidate addresses are hashed here
// and compared with that list: no page address is sent anywhere, and Spurq is asked about a page
// (by its article's id, never its address) only when its hash is in the list.
import type {
  ArticleRecipients,
  Comment,
  FriendLink,
  Highlight,
  Page,
  PageIndex,
  PageLayer,
  PageLayerVersion,
  SavedPage,
  SentSpurq,
} from "@shared";
import { PAGE_HASH_HEX_LENGTH } from "@shared/schemas/page-layer";
import { APP_ORIGIN, appLinks } from "../config";
import { t } from "../shared/i18n";
import {
  isLayerRequest,
  type ArticleBody,
  type AskablePerson,
  type LayerMatch,
  type LayerRequest,
  type LayerResult,
} from "../shared/layer-messages";
import { ApiError, apiRequest } from "./api";
import { applyAnswer, isFresh, sinceOf, type KeptIndex } from "./page-index";
import { translateServerMessage } from "./server-messages";
import { NotConnectedError, sessionState } from "./session";

const LIST_KEY = "libraryHashes";

/** The address of the check: the changes since the kept version, or the whole list without one. */
const indexPath = (since: string | undefined) =>
  since ? `/api/articles/page-index?since=${encodeURIComponent(since)}` : "/api/articles/page-index";

/** The hex SHA-256 of an address, cut as the server cuts it. */
async function addressHash(address: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(address));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, PAGE_HASH_HEX_LENGTH);
}

// Kept in storage.session (memory, gone with the browser): the list of one's reading stays off
// the disk, and a browser restart costs one fetch.
async function readList(): Promise<KeptIndex | undefined> {
  return (await chrome.storage.session.get(LIST_KEY))[LIST_KEY] as KeptIndex | undefined;
}

/**
 * The reader's index, brought up to date: unless checked in the last CHECK_INTERVAL_MS, Spurq is
 * asked for the changes since the kept version (one read when none).
 */
async function libraryList(uid: string): Promise<KeptIndex> {
  const stored = await readList();
  if (stored && isFresh(stored, uid, Date.now())) return stored;
  try {
    const answer = await apiRequest<PageIndex>("GET", indexPath(sinceOf(stored, uid)));
    // Read again: a save may have added its article while the request was out.
    const list = applyAnswer(await readList(), uid, answer, Date.now());
    await chrome.storage.session.set({ [LIST_KEY]: list });
    return list;
  } catch (error) {
    // Rate-limited or offline: an older list of the same reader is better than none.
    if (stored && stored.uid === uid) return stored;
    throw error;
  }
}

const AVATARS_KEY = "avatars";
/** Pictures kept for the pages (each a small WebP of a few KB). */
const AVATARS_KEPT = 30;

/**
 * A person's picture as a data: URL: drawn from it, the page neither loads it (which would tell
 * Spurq's server the page's address as its referrer, and the page whose picture it shows) nor
 * needs its CSP to allow Spurq's origin. Kept for the browser session, the latest 30.
 */
async function avatar(path: string): Promise<{ dataUrl: string | null }> {
  const kept = ((await chrome.storage.session.get(AVATARS_KEY))[AVATARS_KEY] ?? {}) as Record<string, string>;
  if (kept[path]) return { dataUrl: kept[path] };
  const response = await fetch(`${APP_ORIGIN}${path}`, { credentials: "omit" });
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("image/")) return { dataUrl: null };
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > 200_000) return { dataUrl: null };
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const dataUrl = `data:${type.split(";")[0]};base64,${btoa(binary)}`;
  const entries = Object.entries({ ...kept, [path]: dataUrl }).slice(-AVATARS_KEPT);
  await chrome.storage.session.set({ [AVATARS_KEY]: Object.fromEntries(entries) });
  return { dataUrl };
}

/**
 * The reader opened an article in Spurq: one the list lacks is likely newly shared with them (a
 * friend's spurq), so the list is brought up to date unless it was just checked.
 */
async function seenInSpurq(articleId: string): Promise<{ known: boolean }> {
  const state = await sessionState();
  if (!state.connected) return { known: false };
  const list = await readList();
  if (list?.uid === state.uid && list.entries.some((entry) => entry.articleId === articleId))
    return { known: true };
  const fresh = await libraryList(state.uid);
  return { known: fresh.entries.some((entry) => entry.articleId === articleId) };
}

/** Adds an article the reader just saved from a page, so the page matches without a refetch. */
async function remember(uid: string, addresses: string[], match: LayerMatch): Promise<void> {
  const list = await readList();
  // No index yet (or another reader's): the first check fetches the whole list, this article in it.
  if (!list || list.uid !== uid) return;
  for (const address of addresses) {
    const hash = await addressHash(address);
    if (!list.entries.some((entry) => entry.hash === hash && entry.articleId === match.articleId))
      list.entries.unshift({ hash, ...match });
  }
  await chrome.storage.session.set({ [LIST_KEY]: list });
}

async function matchPage(addresses: string[]) {
  const state = await sessionState();
  if (!state.connected) return { connected: false, uid: null, matches: [] };
  const list = await libraryList(state.uid);
  const hashes = new Set(await Promise.all(addresses.map(addressHash)));
  const matches: LayerMatch[] = [];
  for (const entry of list.entries) {
    if (hashes.has(entry.hash) && !matches.some((m) => m.articleId === entry.articleId))
      matches.push({ articleId: entry.articleId, own: entry.own });
  }
  // The reader's own copy first: new highlights go there.
  matches.sort((a, b) => Number(b.own) - Number(a.own));
  return { connected: true, uid: state.uid, matches };
}

const articlePath = (id: string) => `/api/articles/${encodeURIComponent(id)}`;

/** Whom the reader may ask: the Ask a friend dialog's list (recipients, else all friends). */
async function recipients(articleId: string): Promise<AskablePerson[]> {
  const allowed = await apiRequest<ArticleRecipients>("GET", `${articlePath(articleId)}/recipients`);
  if (!allowed.anyFriend) return allowed.people.map(({ id, username }) => ({ id, username }));
  const people: AskablePerson[] = [];
  let cursor: string | null = null;
  // A few pages of friends at most: the panel's list is for choosing, not for browsing.
  for (let page = 0; page < 4; page++) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const friends: Page<FriendLink> = await apiRequest<Page<FriendLink>>(
      "GET",
      `/api/friends?limit=50${query}`,
    );
    people.push(...friends.items.map(({ friend }) => ({ id: friend.id, username: friend.username })));
    cursor = friends.nextCursor;
    if (!cursor) break;
  }
  return people;
}

async function answer(request: LayerRequest, tab: chrome.tabs.Tab): Promise<unknown> {
  switch (request.type) {
    case "layer/match":
      return matchPage(request.addresses);
    case "layer/get":
      return apiRequest<PageLayer>("GET", `${articlePath(request.articleId)}/layer`);
    case "layer/version":
      return apiRequest<PageLayerVersion>("GET", `${articlePath(request.articleId)}/layer/version`);
    case "layer/save": {
      const saved = await apiRequest<SavedPage>("POST", "/api/articles/from-page", request.page);
      const match = { articleId: saved.id, own: true };
      const state = await sessionState();
      if (state.connected) await remember(state.uid, request.addresses, match);
      return match;
    }
    case "layer/body": {
      const article = await apiRequest<ArticleBody>("GET", `${articlePath(request.articleId)}?preview=true`);
      return { content: article.content, contentType: article.contentType };
    }
    case "layer/highlight":
      return apiRequest<Highlight>("POST", "/api/highlights", {
        articleId: request.articleId,
        ...request.selector,
        color: request.color,
      });
    case "layer/comment":
      return apiRequest<Comment>("POST", "/api/comments", {
        highlightId: request.highlightId,
        text: request.text,
      });
    case "layer/recipients":
      return recipients(request.articleId);
    case "layer/ask":
      return apiRequest<SentSpurq>("POST", "/api/spurqs", {
        articleId: request.articleId,
        highlightId: request.highlightId,
        recipientId: request.recipientId,
        question: request.question,
      });
    case "layer/avatar":
      return avatar(request.path);
    case "layer/seen":
      return seenInSpurq(request.articleId);
    case "layer/open":
      await chrome.tabs.create({
        url: appLinks.article(request.articleId),
        index: tab.index + 1,
        openerTabId: tab.id,
      });
      return { opened: true };
  }
}

/** A sentence for the reader from a failed request, in their language. */
async function failureText(error: unknown): Promise<string> {
  if (error instanceof NotConnectedError) return error.message;
  if (error instanceof ApiError) {
    const body = error.body as { error?: unknown } | undefined;
    if (typeof body?.error === "string") return translateServerMessage(body.error);
    return t("errorActionStatus", error.status);
  }
  // fetch's own failure (offline, Spurq unreachable) words itself in English.
  if (error instanceof TypeError) return t("errorUnreachable");
  return error instanceof Error && error.message ? error.message : t("errorAction");
}

/**
 * Requests of content scripts only: from this extension, from a tab (the page's frame), never an
 * extension page (those have their own messages in background/index.ts).
 */
function fromContentScript(sender: chrome.runtime.MessageSender): sender is chrome.runtime.MessageSender & {
  tab: chrome.tabs.Tab;
} {
  return (
    sender.id === chrome.runtime.id &&
    sender.tab?.id !== undefined &&
    !(sender.url ?? "").startsWith(chrome.runtime.getURL(""))
  );
}

/** Registers the background's answers to the content scripts' live-page requests. */
export function listenForLayerRequests(): void {
  // The session ended (Disconnect, a refused refresh): the list goes with it.
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === "local" && changes.session && !changes.session.newValue)
      void chrome.storage.session.remove(LIST_KEY);
  });
  chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    if (!isLayerRequest(message) || !fromContentScript(sender)) return false;
    answer(message, sender.tab).then(
      (value) => sendResponse({ ok: true, value } satisfies LayerResult<unknown>),
      async (error: unknown) =>
        sendResponse({ ok: false, error: await failureText(error) } satisfies LayerResult<unknown>),
    );
    return true;
  });
}
