// The toolbar button's popup: connect or disconnect, and save the page in the current tab. The
// popup holds no state: it asks the background, which keeps the session.
import { askBackground, type SaveOutcome, type SessionState } from "../shared/messages";

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const signedOut = byId<HTMLElement>("signed-out");
const signedIn = byId<HTMLElement>("signed-in");
const account = byId<HTMLElement>("account");
const status = byId<HTMLElement>("status");
const saveButton = byId<HTMLButtonElement>("save");

function showSession(state: SessionState): void {
  signedOut.hidden = state.connected;
  signedIn.hidden = !state.connected;
  account.textContent = state.connected ? (state.email ?? "your Spurq account") : "";
}

function showOutcome(outcome: SaveOutcome | null): void {
  status.replaceChildren();
  if (!outcome) return;
  if (outcome.status === "saving") status.textContent = "Saving…";
  else if (outcome.status === "failed") status.textContent = outcome.error;
  else {
    status.append(outcome.existing ? "Already in your library. " : "Saved. ");
    const link = document.createElement("a");
    link.href = outcome.articleUrl;
    link.target = "_blank";
    link.textContent = "Open in Spurq";
    status.append(link);
  }
}

// The popup closes by itself when the connect tab takes the focus.
byId("connect").addEventListener("click", () => {
  void askBackground({ type: "session/connect" });
});

byId("disconnect").addEventListener("click", () => {
  void askBackground({ type: "session/disconnect" }).then((state) => {
    showSession(state);
    status.textContent = "Disconnected.";
  });
});

saveButton.addEventListener("click", async () => {
  const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  if (tab?.id === undefined) return;
  saveButton.disabled = true;
  showOutcome({ status: "saving", url: tab.url ?? "" });
  const outcome = await askBackground({ type: "page/save", tabId: tab.id });
  saveButton.disabled = false;
  showOutcome(outcome);
  if (outcome.status === "failed") void askBackground({ type: "session/get" }).then(showSession);
});

void Promise.all([askBackground({ type: "session/get" }), askBackground({ type: "save/last" })]).then(
  ([state, last]) => {
    showSession(state);
    showOutcome(last);
  },
);
