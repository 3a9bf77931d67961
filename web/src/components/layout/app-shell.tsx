// The page shell of signed-in screens: sidebar (md+), sticky top bar, content, bottom bar (small screens).
import type { ReactNode } from "react";
import { BottomBar } from "./bottom-bar";
import { Sidebar } from "./sidebar";
import { TopBar, type TopBarSlots } from "./top-bar";

export function AppShell({
  children,
  unreadCount,
  ...slots
}: TopBarSlots & { children: ReactNode; unreadCount?: number }) {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-50">
      <Sidebar {...(unreadCount !== undefined ? { unreadCount } : {})} />
      <div className="flex min-h-screen flex-col md:pl-20">
        <TopBar {...slots} />
        <main className="flex-1 px-4 pt-6 pb-24 md:px-8 md:pb-10">{children}</main>
      </div>
      <BottomBar {...(unreadCount !== undefined ? { unreadCount } : {})} />
    </div>
  );
}
