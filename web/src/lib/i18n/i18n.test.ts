import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, i18n, matchBrowserLanguage, translateMessage } from "@/lib/i18n";

describe("interface language", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("takes the first of the browser's languages that is one of the six", () => {
    expect(matchBrowserLanguage(["pt-BR", "ja-JP", "en"])).toBe("ja");
    expect(matchBrowserLanguage(["zh-Hant-TW"])).toBe("zh");
    expect(matchBrowserLanguage(["pt-BR", "ko"])).toBeNull();
  });

  it("follows the language in <html lang> and remembers it on the device", async () => {
    await changeLanguage("german");
    expect(document.documentElement.lang).toBe("de");
    expect(localStorage.getItem("spurq.language")).toBe("de");
  });

  it("translates a message with numbers in it through its pattern", async () => {
    i18n.addResourceBundle("en", "messages", {
      "You can send at most {{n}} spurqs a day. Please try again tomorrow.":
        "You can send at most {{n}} spurqs a day. Please try again tomorrow.",
    });
    i18n.addResourceBundle("de", "messages", {
      "You can send at most {{n}} spurqs a day. Please try again tomorrow.":
        "Du kannst höchstens {{n}} Spurqs am Tag senden. Bitte versuche es morgen wieder.",
    });
    await i18n.changeLanguage("de");
    expect(translateMessage("You can send at most 100 spurqs a day. Please try again tomorrow.")).toBe(
      "Du kannst höchstens 100 Spurqs am Tag senden. Bitte versuche es morgen wieder.",
    );
  });

  it("translates the message after a field name the server puts first", async () => {
    i18n.addResourceBundle("fr", "messages", {
      "Please choose a username.": "Veuillez choisir un nom d’utilisateur.",
    });
    await i18n.changeLanguage("fr");
    expect(translateMessage("displayName: Please choose a username.")).toBe(
      "displayName: Veuillez choisir un nom d’utilisateur.",
    );
  });

  it("leaves a message it does not know as it came", () => {
    expect(translateMessage("Something the server said.")).toBe("Something the server said.");
  });
});
