// Every message the extension's parts exchange, in one place: the popup and the content script
// talk to the background service worker with chrome.runtime messages, the background asks the
// content script of a tab with chrome.tabs messages, and Spurq's web app (the one origin allowed by
// the manifest's externally_connectable) sends the connect credential. Each part checks what it
// receives with the guards below before acting on it.

/** The reader's session as the popup shows it. */
export type SessionState = { connected: false } | { connected: true; uid: string; email: string | null };

/** The last save, for the popup to show (a save from the menu or the shortcut has no other UI). */
export type SaveOutcome =
  | { status: "saving"; url: string }
  | { status: "saved"; url: string; articleId: string; existing: boolean; articleUrl: string }
  | { status: "failed"; url: string; error: string };

/** Popup (or another extension page) → background. */
export type BackgroundRequest =
  | { type: "session/get" }
  | { type: "session/connect" }
  | { type: "session/disconnect" }
  | { type: "page/save"; tabId: number }
  | { type: "save/last" };

export interface BackgroundResponses {
  "session/get": SessionState;
  "session/connect": { opened: true };
  "session/disconnect": SessionState;
  "page/save": SaveOutcome;
  "save/last": SaveOutcome | null;
}

/** Background → the content script of one tab. */
export type ContentRequest = { type: "page/capture" };

/** The page as the reader's browser rendered it. */
export interface CapturedPage {
  url: string;
  html: string;
}

export interface ContentResponses {
  "page/capture": CapturedPage;
}

/**
 * Spurq's web app → background, through externally_connectable: the one-time credential the
 * signed-in app minted, with the `state` the extension put in the connect page's address (so only
 * a connect the extension itself started is accepted).
 */
export interface ConnectMessage {
  type: "spurq/connect";
  state: string;
  customToken: string;
}

export type ConnectReply = { ok: true; email: string | null } | { ok: false; error: string };

/** A ping from the web app, to learn whether this extension is installed and connected. */
export interface PingMessage {
  type: "spurq/ping";
}

export type PingReply = { installed: true; connected: boolean };

export type ExternalMessage = ConnectMessage | PingMessage;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

export function isBackgroundRequest(value: unknown): value is BackgroundRequest {
  if (!isObject(value) || typeof value.type !== "string") return false;
  switch (value.type) {
    case "session/get":
    case "session/connect":
    case "session/disconnect":
    case "save/last":
      return true;
    case "page/save":
      return Number.isInteger(value.tabId);
    default:
      return false;
  }
}

export function isContentRequest(value: unknown): value is ContentRequest {
  return isObject(value) && value.type === "page/capture";
}

export function isExternalMessage(value: unknown): value is ExternalMessage {
  if (!isObject(value)) return false;
  if (value.type === "spurq/ping") return true;
  return (
    value.type === "spurq/connect" &&
    typeof value.state === "string" &&
    value.state.length > 0 &&
    value.state.length <= 200 &&
    typeof value.customToken === "string" &&
    value.customToken.length > 0 &&
    value.customToken.length <= 8192
  );
}

/** Sends a request to the background and returns its typed answer. */
export function askBackground<T extends BackgroundRequest>(
  request: T,
): Promise<BackgroundResponses[T["type"]]> {
  return chrome.runtime.sendMessage(request);
}

/** Asks the content script of `tabId`. */
export function askTab<T extends ContentRequest>(
  tabId: number,
  request: T,
): Promise<ContentResponses[T["type"]]> {
  return chrome.tabs.sendMessage(tabId, request);
}
