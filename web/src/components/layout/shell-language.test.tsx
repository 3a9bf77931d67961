// The shell speaks the interface language: a key missing from the common bundle, or a text left
// literal, would show here as a key or as English.
import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { CONSENT_REQUIRED } from "@/lib/sms-consent";
import jaCommon from "@/locales/ja/common.json";
import { BottomBar } from "./bottom-bar";
import { Sidebar } from "./sidebar";

beforeAll(() => {
  i18n.addResourceBundle("ja", "common", jaCommon);
});

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

describe("the shell in another language", () => {
  it("when the language is Japanese, then the sidebar and the bottom bar name their links in Japanese", async () => {
    await act(() => i18n.changeLanguage("ja"));
    render(
      <MemoryRouter>
        <Sidebar unreadCount={3} />
        <BottomBar />
      </MemoryRouter>,
    );
    const main = screen.getByRole("navigation", { name: "メインナビゲーション" });
    // Notifications is named with its unread count (unread-name.test.tsx has every language).
    for (const name of ["ホーム", "マイ記事", "通知（未読 3 件）", "友達"]) {
      expect(within(main).getByRole("link", { name })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "設定" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Spurq ホーム" })).toBeInTheDocument();
    const bottom = screen.getByRole("navigation", { name: "下部ナビゲーション" });
    expect(within(bottom).getByRole("link", { name: "記事" })).toHaveTextContent("記事");
    expect(document.body).not.toHaveTextContent(/Home|Friends|nav\./);
  });

  it("when the language changes, then the SMS consent refusal reads in the new language", async () => {
    expect(CONSENT_REQUIRED.title).toBe("Consent required");
    await act(() => i18n.changeLanguage("ja"));
    expect(CONSENT_REQUIRED.title).toBe("同意が必要です");
    expect({ ...CONSENT_REQUIRED }.description).toBe(
      "この番号にメッセージを送信する許可を得ていることを確認してください",
    );
  });
});
