// The toolbar button's popup: connect or disconnect, and save the page in the current tab. The
// popup holds no state: it asks the background, which keeps the session.
import { t, translatePage, withElement } from "../shared/i18n";
import { askBackground, type SaveOutcome, type SessionState } from "../shared/messages";

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const signedOut = byId<HTMLElement>("signed-out");
const signedIn = byId<HTMLElement>("signed-in");
const connectedAs = byId<HTMLElement>("connected-as");
const hint = byId<HTMLElement>("hint");
const status = byId<HTMLElement>("status");
const saveButton = byId<HTMLButtonElement>("save");

function showSession(state: SessionState): void {
  signedOut.hidden = state.connected;
  signedIn.hidden = !state.connected;
  const account = document.createElement("strong");
  account.id = "account";
  account.textContent = state.connected ? (state.email ?? t("popupYourAccount")) : "";
  connectedAs.replaceChildren(...withElement("popupConnectedAs", account));
}

function showOutcome(outcome: SaveOutcome | null): void {
  status.replaceChildren();
  if (!outcome) return;
  if (outcome.status === "saving") status.textContent = t("popupSaving");
  else if (outcome.status === "failed") status.textContent = outcome.error;
  else {
    status.append(t(outcome.existing ? "popupAlreadySaved" : "popupSaved"), " ");
    const link = document.createElement("a");
    link.href = outcome.articleUrl;
    link.target = "_blank";
    link.textContent = t("openInSpurq");
    status.append(link);
  }
}

translatePage();

/** The save shortcut as the reader set it (chrome://extensions/shortcuts), or none. */
async function showHint(): Promise<void> {
  const commands = await chrome.commands.getAll().catch(() => []);
  const shortcut = commands.find((command) => command.name === "save-page")?.shortcut;
  hint.textContent = shortcut ? t("popupHint", shortcut) : t("popupHintMenuOnly");
}
void showHint();

// The popup closes by itself when the connect tab takes the focus.
byId("connect").addEventListener("click", () => {
  void askBackground({ type: "session/connect" });
});

byId("disconnect").addEventListener("click", () => {
  void askBackground({ type: "session/disconnect" }).then((state) => {
    showSession(state);
    status.textContent = t("popupDisconnected");
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
