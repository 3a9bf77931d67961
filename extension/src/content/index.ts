// The content script, in every http(s) page: it reads nothing until the background asks (the
// reader chose to save the page). Features that draw on the page (highlights, the friends' layer)
// start from here, each answering its own messages from shared/messages.ts.
import { isContentRequest } from "../shared/messages";
import { capturePage } from "./capture";
import { startLayer } from "./layer";

// Injected again into a tab that already has it (save-page.ts injects when no answer came): one
// listener per page.
const MARK = "__spurqContentScript";
const scope = globalThis as typeof globalThis & { [MARK]?: true };

if (!scope[MARK]) {
  scope[MARK] = true;
  chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    if (sender.id !== chrome.runtime.id || !isContentRequest(message)) return false;
    sendResponse(capturePage());
    return false;
  });
  startLayer();
}
