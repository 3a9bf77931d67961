// The bottom bar on small screens: Home, Articles, Notifications, Friends. Notifications' red dot
// shows only while there are unread incoming spurqs, as the sidebar's does: a dot over an empty
// Notifications page tells a newcomer something is waiting when nothing is. The dot is hidden from
// screen readers: the link's accessible name says the count instead.
import { NavLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import clsx from "clsx";
import { bottomBarItems, notificationsName } from "./nav-items";

/** `unreadCount` is the live unread-spurq count; until it is known there is no dot. */
export function BottomBar({ unreadCount }: { unreadCount?: number }) {
  const { t } = useTranslation("common");
  return (
    <nav
      aria-label={t("nav.bottom")}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex h-16 items-stretch justify-around border-t border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-900"
    >
      {bottomBarItems.map((item) => {
        const Icon = item.icon;
        // The visible word stays short; the name a screen reader says carries the unread count.
        const name = item.labelKey === "notifications" ? notificationsName(t, unreadCount) : undefined;
        return (
          <NavLink
            key={item.to}
            to={item.to}
            {...(name ? { "aria-label": name } : {})}
            className={({ isActive }) =>
              clsx(
                "flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium",
                isActive ? "text-indigo-600 dark:text-indigo-400" : "text-slate-500 dark:text-slate-400",
              )
            }
          >
            <span className="relative">
              <Icon className="h-5 w-5" aria-hidden />
              {item.labelKey === "notifications" && (unreadCount ?? 0) > 0 && (
                <span className="absolute -top-0.5 -right-0.5 h-2 w-2 rounded-full bg-red-500" aria-hidden />
              )}
            </span>
            {t(`nav.${item.labelKey}`)}
          </NavLink>
        );
      })}
    </nav>
  );
}
