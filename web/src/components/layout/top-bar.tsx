// The sticky top bar: brand, then the slots later features fill (search, points badge), the
// 'Invite a Friend' button and the avatar menu (with its achievement badges slot).
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import { AvatarMenu } from "./avatar-menu";
import { Logo } from "./logo";
import { TOUCH_TARGET } from "@/components/ui/touch";

export interface TopBarSlots {
  search?: ReactNode;
  points?: ReactNode;
  invite?: ReactNode;
  achievementBadges?: ReactNode;
}

export function TopBar({ search, points, invite, achievementBadges }: TopBarSlots) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:gap-3 sm:px-4 md:px-6 dark:border-slate-800 dark:bg-slate-900/90">
      <Link
        to={paths.home.to()}
        className={`flex items-center justify-center gap-2 font-bold text-slate-900 dark:text-slate-50 ${TOUCH_TARGET}`}
      >
        <Logo className="h-8 w-8 text-base md:hidden" />
        {/* On a phone the logo stands for the name: the bar's room goes to search and points. */}
        <span className="sr-only text-xl tracking-tight sm:not-sr-only">Spurq</span>
      </Link>
      <div className="flex min-w-0 flex-1 justify-center" data-slot="search">
        {search}
      </div>
      <div className="flex shrink-0 items-center gap-2" data-slot="points">
        {points}
      </div>
      {invite}
      <AvatarMenu badges={achievementBadges} />
    </header>
  );
}
