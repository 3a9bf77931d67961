import { describe, expect, it } from "vitest";
import { UNKNOWN_LIBRARY_FORMAT } from "@shared";
import { ApiError } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { libraryImportErrorText } from "./errors";

const messages = import.meta.glob<Record<string, string>>("../../locales/*/messages.json", {
  eager: true,
  import: "default",
});

describe("library import refusals in the reader's words", () => {
  it("when the server lists the formats it reads, then every language has that sentence (so a change of the list is noticed)", () => {
    const languages = Object.entries(messages);
    expect(languages).toHaveLength(6);
    for (const [path, bundle] of languages) expect(bundle[UNKNOWN_LIBRARY_FORMAT], path).toBeTruthy();
  });

  it("when the server sends a sentence, then it is shown; without one, the status says what happened", () => {
    expect(
      libraryImportErrorText(new ApiError(400, "", { error: "line 3: the CSV has an unclosed quote." })),
    ).toBe("line 3: the CSV has an unclosed quote.");
    expect(libraryImportErrorText(new ApiError(400, "", { error: UNKNOWN_LIBRARY_FORMAT }))).toBe(
      UNKNOWN_LIBRARY_FORMAT,
    );
    expect(libraryImportErrorText(new ApiError(413, "Payload Too Large", undefined))).toBe(
      "This file is too large to import.",
    );
    expect(libraryImportErrorText(new ApiError(500, "", undefined))).toBe(
      "Something went wrong. Please try again.",
    );
    expect(libraryImportErrorText(new TypeError("Failed to fetch"))).toBe(
      "The file could not be sent. Check your connection and try again.",
    );
  });

  it("when the interface is in German, then the server's refusal with a number in it reads in German", async () => {
    const german = messages["../../locales/de/messages.json"]!;
    i18n.addResourceBundle("de", "messages", german, true, true);
    await i18n.changeLanguage("de");
    try {
      const refusal = new ApiError(429, "", {
        error: "You can import at most 10 library files a day. Please try again tomorrow.",
      });
      expect(libraryImportErrorText(refusal)).toBe(
        "Du kannst höchstens 10 Bibliotheksdateien am Tag importieren. Bitte versuche es morgen wieder.",
      );
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
