// The page shell of signed-in screens: a skip link, sidebar (md+), sticky top bar, content, bottom
// bar (small screens).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BottomBar } from "./bottom-bar";
import { Sidebar } from "./sidebar";
import { TopBar, type TopBarSlots } from "./top-bar";

/** The id of the signed-in screens' main content, the skip link's target. */
const MAIN_CONTENT_ID = "main-content";

export function AppShell({
  children,
  unreadCount,
  ...slots
}: TopBarSlots & { children: ReactNode; unreadCount?: number }) {
  const { t } = useTranslation("common");
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-50">
      {/* The first stop of the Tab key. Not a plain #main-content link: the hash is the router's,
          so following it would change the screen; the link moves the focus instead. */}
      <a
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
        className="sr-only rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        {t("nav.skipToContent")}
      </a>
      <Sidebar {...(unreadCount !== undefined ? { unreadCount } : {})} />
      <div className="flex min-h-screen flex-col md:pl-20">
        <TopBar {...slots} />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex-1 px-4 pt-6 pb-24 outline-none md:px-8 md:pb-10"
        >
          {children}
        </main>
      </div>
      <BottomBar {...(unreadCount !== undefined ? { unreadCount } : {})} />
    </div>
  );
}
