// What a screen reader hears on Notifications: the red dot is hidden from it, so the link's
// accessible name carries the unread count, in the sidebar and in the phone's bottom bar, in each
// of the six interface languages; with nothing unread, or the count not known yet, the bare word.
import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import deCommon from "@/locales/de/common.json";
import esCommon from "@/locales/es/common.json";
import frCommon from "@/locales/fr/common.json";
import jaCommon from "@/locales/ja/common.json";
import zhCommon from "@/locales/zh/common.json";
import { BottomBar } from "./bottom-bar";
import { Sidebar } from "./sidebar";

beforeAll(() => {
  for (const [language, bundle] of Object.entries({
    de: deCommon,
    es: esCommon,
    fr: frCommon,
    ja: jaCommon,
    zh: zhCommon,
  })) {
    i18n.addResourceBundle(language, "common", bundle);
  }
});

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

function renderShell(unreadCount?: number) {
  const count = unreadCount === undefined ? {} : { unreadCount };
  render(
    <MemoryRouter>
      <Sidebar {...count} />
      <BottomBar {...count} />
    </MemoryRouter>,
  );
}

/** The Notifications link of a navigation, found by where it points. */
function notificationsLink(navigation: string): HTMLElement {
  const nav = screen.getByRole("navigation", { name: navigation });
  const link = within(nav)
    .getAllByRole("link")
    .find((element) => element.getAttribute("href") === "/notifications");
  if (!link) throw new Error(`no Notifications link in ${navigation}`);
  return link;
}

describe("the Notifications link's accessible name", () => {
  it.each([
    ["en", "Main navigation", "Bottom navigation", "Notifications 3 unread", "Notifications"],
    ["de", "Hauptnavigation", "Untere Navigation", "Benachrichtigungen: 3 ungelesen", "Benachrichtigungen"],
    ["es", "Navegación principal", "Navegación inferior", "Notificaciones: 3 sin leer", "Notificaciones"],
    ["fr", "Navigation principale", "Navigation du bas", "Notifications : 3 non lues", "Notifications"],
    ["ja", "メインナビゲーション", "下部ナビゲーション", "通知（未読 3 件）", "通知"],
    ["zh", "主导航", "底部导航", "通知（3 条未读）", "通知"],
  ])(
    "when three spurqs are unread in %s, then both navigations name the link with the count",
    async (language, main, bottom, withCount, bare) => {
      await act(() => i18n.changeLanguage(language));
      renderShell(3);
      expect(notificationsLink(main)).toHaveAccessibleName(withCount);
      expect(notificationsLink(bottom)).toHaveAccessibleName(withCount);
      // The phone still shows the short word under the icon.
      expect(notificationsLink(bottom)).toHaveTextContent(bare);
    },
  );

  it.each([
    ["nothing is unread", 0],
    ["the count is not known yet", undefined],
  ])("when %s, then the link is named by the bare word", (_, count) => {
    renderShell(count);
    expect(notificationsLink("Main navigation")).toHaveAccessibleName("Notifications");
    expect(notificationsLink("Bottom navigation")).toHaveAccessibleName("Notifications");
  });

  it("when the count is in the thousands, then the name says it as the language writes numbers", () => {
    renderShell(1234);
    expect(notificationsLink("Main navigation")).toHaveAccessibleName("Notifications 1,234 unread");
  });
});
