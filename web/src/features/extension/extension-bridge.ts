// Talking to Spurq's browser extension from the page: the extension lists this app's origin in its
// externally_connectable, so the browser gives the page chrome.runtime.sendMessage towards it. The
// page names the extension by id, so it hands a credential only to an extension it knows: the ids
// in VITE_EXTENSION_IDS (the store's), and on the local emulators the development build's, whose
// id is fixed by the public key in its manifest.

/** The id of the extension built from extension/ for the local emulators. */
export const DEV_EXTENSION_ID = "ejebjlienjekpffemnjlngoihildamih";

/** Extension ids are 32 letters a to p. */
const EXTENSION_ID = /^[a-p]{32}$/;

/** The extension ids this build hands credentials to. */
export function allowedExtensionIds(
  env: Partial<Record<string, string | undefined>>,
  emulators: boolean,
): string[] {
  const configured = (env.VITE_EXTENSION_IDS ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => EXTENSION_ID.test(id));
  return emulators ? [...new Set([...configured, DEV_EXTENSION_ID])] : configured;
}

/** The connect message, as the extension's shared/messages.ts checks it. */
export interface ConnectMessage {
  type: "spurq/connect";
  state: string;
  customToken: string;
}

export type ConnectReply = { ok: true; email: string | null } | { ok: false; error: string };

interface ChromeRuntime {
  sendMessage: (extensionId: string, message: unknown, callback: (reply: unknown) => void) => void;
  lastError?: { message?: string };
}

function runtime(): ChromeRuntime | null {
  const chrome = (globalThis as { chrome?: { runtime?: ChromeRuntime } }).chrome;
  return typeof chrome?.runtime?.sendMessage === "function" ? chrome.runtime : null;
}

/** Whether the browser lets this page message an extension at all (one lists this origin). */
export const canMessageExtensions = () => runtime() !== null;

/** Sends the credential to the extension `extensionId`; its reply, or an error when none came. */
export function sendToExtension(extensionId: string, message: ConnectMessage): Promise<ConnectReply> {
  const chromeRuntime = runtime();
  if (!chromeRuntime) return Promise.reject(new Error("extension-unreachable"));
  return new Promise((resolve, reject) => {
    chromeRuntime.sendMessage(extensionId, message, (reply: unknown) => {
      if (chromeRuntime.lastError || typeof reply !== "object" || reply === null) {
        reject(new Error("extension-unreachable"));
        return;
      }
      resolve(reply as ConnectReply);
    });
  });
}
