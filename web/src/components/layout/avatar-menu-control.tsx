// The avatar menu itself (Headless UI), loaded by ./avatar-menu: username and e-mail, the
// achievement badges slot, Settings, Statistics, Logout.
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { BarChart3, LogOut, Settings } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import type { DeferredTrigger } from "@/components/ui/deferred-control";
import { useSession } from "@/lib/auth-context";
import { paths } from "@/config/paths";
import { AVATAR_BUTTON, type AvatarMenuProps } from "./avatar-button";

const itemClasses =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 data-focus:bg-slate-100 dark:text-slate-200 dark:data-focus:bg-slate-800";

export default function AvatarMenuControl({ badges, triggerRef }: AvatarMenuProps & DeferredTrigger) {
  const { t } = useTranslation("common");
  const { user, firebaseUser, logout } = useSession();
  const name = user?.username ?? firebaseUser?.displayName ?? "";
  return (
    <Menu>
      {/* Named by its content, "AD Account menu" in English: the visible initials are part of the name (WCAG
          2.5.3, so speech input can say what it sees), an aria-label would hide them. */}
      <MenuButton
        ref={triggerRef}
        className={`${AVATAR_BUTTON} data-focus:ring-2 data-focus:ring-indigo-500`}
      >
        <Avatar name={name} src={user?.avatar ?? null} inName />
        <span className="sr-only"> {t("avatarMenu.label")}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="px-3 py-2">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-slate-50">{name}</p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">
            {user?.email ?? firebaseUser?.email}
          </p>
          {badges}
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <MenuItem>
          <Link to={paths.settings.to()} className={itemClasses}>
            <Settings className="h-4 w-4" aria-hidden /> {t("avatarMenu.settings")}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to={paths.stats.to()} className={itemClasses}>
            <BarChart3 className="h-4 w-4" aria-hidden /> {t("avatarMenu.statistics")}
          </Link>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <MenuItem>
          <button type="button" className={itemClasses} onClick={() => void logout()}>
            <LogOut className="h-4 w-4" aria-hidden /> {t("avatarMenu.logout")}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
