// The extension's texts as the browser fills them in: the helpers with Chrome's placeholder rules
// over the real _locales files, and the toolbar and the side panel drawn with a language where
// every message is marked, so that any text drawn without a message shows up.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { PageLayer } from "@shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SelectionToolbar } from "./content/highlighter/toolbar";
import { FriendsPanel } from "./content/layer/panel";
import { attachSurface } from "./content/layer/ui";
import { plural, t, translatePage, withElement } from "./shared/i18n";

// import.meta.url is not a file URL under jsdom; Vite gives the test file's folder here.
const localesDir = resolve(import.meta.dirname, "../public/_locales");

type Catalog = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

/** chrome.i18n.getMessage as Chrome does it: $NAME$ → its content → $1…$9; $$ is a dollar sign. */
function chromeGetMessage(catalog: Catalog) {
  return (key: string, substitutions: string | string[] = []) => {
    const entry = catalog[key];
    if (!entry) return "";
    const values = Array.isArray(substitutions) ? substitutions : [substitutions];
    const placeholders = Object.fromEntries(
      Object.entries(entry.placeholders ?? {}).map(([name, { content }]) => [name.toLowerCase(), content]),
    );
    return entry.message
      .replace(/\$([A-Za-z0-9_]+)\$/g, (whole, name: string) => placeholders[name.toLowerCase()] ?? whole)
      .replace(/\$(\$|[1-9])/g, (_, which: string) =>
        which === "$" ? "$" : (values[Number(which) - 1] ?? ""),
      );
  };
}

function speak(folder: string): void {
  const catalog = JSON.parse(readFileSync(`${localesDir}/${folder}/messages.json`, "utf8")) as Catalog;
  vi.stubGlobal("chrome", { i18n: { getMessage: chromeGetMessage(catalog) } });
}

/** A language in which every message reads ⟦key …substitutions⟧, its code "fr" for plural rules. */
function speakMarked(): void {
  vi.stubGlobal("chrome", {
    i18n: {
      getMessage: (key: string, substitutions: string[] = []) =>
        key === "languageCode" ? "fr" : `⟦${[key, ...substitutions].join(" ")}⟧`,
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("the i18n helpers", () => {
  it("when a text has placeholders, then the values go where the translation puts them", () => {
    speak("fr");
    expect(t("asked", "ben")).toBe("Question envoyée à ben.");
    expect(t("highlightIn", t("colorYellow"))).toBe("Surligner en Jaune");
    speak("ja");
    expect(t("highlightIn", t("colorYellow"))).toBe("黄でハイライト");
  });

  it("when a text counts, then each language's plural rule picks the form", () => {
    speak("en");
    expect([0, 1, 2].map((n) => plural("toggle", n))).toEqual([
      "Spurq · 0 highlights",
      "Spurq · 1 highlight",
      "Spurq · 2 highlights",
    ]);
    speak("fr");
    // French counts zero as one.
    expect([0, 1, 2].map((n) => plural("toggle", n))).toEqual([
      "Spurq · 0 surlignage",
      "Spurq · 1 surlignage",
      "Spurq · 2 surlignages",
    ]);
    speak("zh_CN");
    expect(plural("toggle", 1)).toBe("Spurq · 1 处高亮");
  });

  it("when an element stands for a placeholder, then it keeps the translation's word order", () => {
    const account = document.createElement("strong");
    account.textContent = "ada@example.com";
    speak("en");
    expect(withElement("popupConnectedAs", account)).toEqual(["Connected as ", account, "."]);
    speak("ja");
    expect(withElement("popupConnectedAs", account)).toEqual([account, " として接続しています。"]);
  });

  it("when the popup's page loads, then each data-i18n element gets its text and the page its lang", () => {
    speak("de");
    document.body.innerHTML = '<button data-i18n="popupConnect"></button><p data-i18n="popupSave"></p>';
    translatePage();
    expect(document.body.textContent).toBe("VerbindenDiese Seite speichern");
    expect(document.documentElement.lang).toBe("de");
  });
});

/** Every text a reader or a screen reader gets from `root`: text nodes, names, titles, options. */
function shownTexts(root: ShadowRoot): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      if (node.parentElement?.tagName !== "STYLE") texts.push(node.data);
    } else if (node instanceof Element) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = node.getAttribute(name);
        if (value) texts.push(value);
      }
    }
  }
  return texts;
}

/** What is left of a text without its marked messages, the people's own words, and punctuation. */
function unmarked(text: string, own: string[]): string {
  let rest = text.replace(/⟦[^⟧]*⟧/g, "");
  for (const words of own) rest = rest.split(words).join("");
  return rest.replace(/[\s\p{P}\p{S}]/gu, "");
}

describe("the toolbar and the panel", () => {
  const layer = {
    article: { id: "a1", title: "The Second Boat", userId: "u1", own: true },
    version: "1",
    highlights: [
      {
        id: "h1",
        text: "the town council met twice",
        color: "#FEF9C3",
        user: { id: "u1", username: "ada", avatar: null },
      },
      {
        id: "h2",
        text: "the early ferry",
        color: "#123456",
        user: { id: "u2", username: "ben", avatar: null },
      },
    ],
    comments: [
      { id: "c1", highlightId: "h1", text: "Twice is not enough", user: { id: "u2", username: "ben" } },
    ],
    spurqs: [
      {
        id: "s1",
        sender: { id: "u1", username: "ada", avatar: null },
        recipient: { id: "u2", username: "ben", avatar: null },
        highlight: { id: "h1", text: "the town council met twice" },
        question: "Would you take it?",
        replies: [{ id: "r1", text: "Every day", user: { id: "u2", username: "ben" } }],
      },
    ],
  } as unknown as PageLayer;
  const own = [
    "ada",
    "ben",
    "the town council met twice",
    "the early ferry",
    "Twice is not enough",
    "Would you take it?",
    "Every day",
    "×",
    "A",
    "B",
  ];

  it("when they are drawn, then every text they show comes from a message", async () => {
    speakMarked();
    const { host, root } = attachSurface("spurq-ui");
    document.body.append(host);
    expect(host.getAttribute("lang")).toBe("fr");
    const toolbar = new SelectionToolbar(
      root,
      () => undefined,
      () => undefined,
    );
    const panel = new FriendsPanel(root, {
      comment: async () => undefined,
      ask: async () => undefined,
      recipients: async () => [],
      openInSpurq: () => undefined,
      showOnPage: () => undefined,
      picture: () => null,
    });
    panel.render(layer, new Set(["h1"]));
    await panel.openAsk("h1");
    panel.openComment("h1");
    panel.say(t("commentSaved"));

    expect(toolbar.element.getAttribute("aria-label")).toBe("⟦toolbarLabel⟧");
    expect(panel.toggle.textContent).toBe("⟦toggle_other 2⟧");
    const texts = shownTexts(root);
    expect(texts.length).toBeGreaterThan(30);
    expect(texts.filter((text) => unmarked(text, own) !== "")).toEqual([]);
  });
});
