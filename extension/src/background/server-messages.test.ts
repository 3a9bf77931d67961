// The server's English errors read in the extension's language from the web app's own `messages`
// files: the same text the web app would show.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";

// import.meta.url is not a file URL under jsdom; Vite gives the test file's folder here.
const webLocales = resolve(import.meta.dirname, "../../../web/src/locales");

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal("chrome", {
    runtime: { getURL: (path: string) => `chrome-extension://test/${path}` },
    i18n: { getMessage: () => "fr" },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const language = /server-messages\/(\w+)\.json$/.exec(url)?.[1];
      try {
        return new Response(readFileSync(`${webLocales}/${language}/messages.json`, "utf8"));
      } catch {
        return new Response("", { status: 404 });
      }
    }),
  );
});

const load = async () => (await import("./server-messages")).translateServerMessage;

describe("translateServerMessage", () => {
  it("when the server's text is a key of the web's messages, then the reader's language says it", async () => {
    const translate = await load();
    expect(await translate("Choose a friend to ask.")).toBe("Choisissez un ami à qui poser la question.");
    expect(await translate("Choose a friend to ask.", "de")).toBe(
      "Wähle einen Freund, den du fragen möchtest.",
    );
  });

  it("when the text carries values, then they go into the translation's placeholders", async () => {
    const translate = await load();
    expect(await translate("Content must be at most 5000 characters.")).toBe(
      "Le contenu doit comporter au plus 5000 caractères.",
    );
    expect(await translate("question: Questions are at most 500 characters.")).toBe(
      "question: Les questions comportent au plus 500 caractères.",
    );
  });

  it("when the text is unknown, English, or its language has no file, then it stays as it came", async () => {
    const translate = await load();
    expect(await translate("Something new went wrong.")).toBe("Something new went wrong.");
    expect(await translate("Choose a friend to ask.", "en")).toBe("Choose a friend to ask.");
    expect(await translate("Choose a friend to ask.", "it")).toBe("Choose a friend to ask.");
    // English needs no file: it is never fetched.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContain(
      "chrome-extension://test/server-messages/en.json",
    );
  });
});
