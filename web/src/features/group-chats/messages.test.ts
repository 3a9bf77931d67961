import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import jaGroupChats from "@/locales/ja/groupChats.json";
import { messageTime } from "./messages";

describe("messageTime", () => {
  const now = new Date(2026, 10, 23, 15, 0);

  it("when the message is from today, then only its time shows", () => {
    const text = messageTime(new Date(2026, 10, 23, 9, 5).toISOString(), now);
    expect(text).toMatch(/09:05|9:05/);
    expect(text).not.toMatch(/Nov|23/);
  });

  it("when the message is from an earlier day, then the day shows with the time", () => {
    const text = messageTime(new Date(2026, 10, 22, 21, 36).toISOString(), now);
    expect(text).toMatch(/Nov/);
    expect(text).toMatch(/22/);
    expect(text).toMatch(/09:36|21:36/);
    expect(text).not.toMatch(/2026/);
  });

  it("when the message is from another year, then the year shows too", () => {
    expect(messageTime(new Date(2025, 11, 31, 8, 0).toISOString(), now)).toMatch(/2025/);
  });

  it("when the interface is in Japanese, then the day and time are written the Japanese way", async () => {
    // Formats follow the language i18next resolved, which needs a Japanese bundle to resolve to.
    i18n.addResourceBundle("ja", "groupChats", jaGroupChats);
    await i18n.changeLanguage("ja");
    try {
      const text = messageTime(new Date(2026, 10, 22, 21, 36).toISOString(), now);
      expect(text).toMatch(/11月22日/);
      expect(text).toMatch(/21:36/);
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
