// The fixed left sidebar (5rem wide, medium screens and up) with the current link highlighted.
import { Link, NavLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import clsx from "clsx";
import { Tooltip } from "@/components/ui/tooltip";
import { paths } from "@/config/paths";
import { Logo } from "./logo";
import { formatNumber } from "@/lib/i18n/format";
import { notificationsName, sidebarBottomItem, sidebarItems, type NavItem } from "./nav-items";

export const SIDEBAR_WIDTH = "5rem";

/** `name` is the link's accessible name when it differs from the bare label (an unread count in it). */
function SidebarLink({
  item,
  label,
  name,
  dot,
}: {
  item: NavItem;
  label: string;
  name?: string;
  dot?: boolean;
}) {
  const { t } = useTranslation("common");
  const Icon = item.icon;
  return (
    <Tooltip content={label} side="right">
      <NavLink
        to={item.to}
        aria-label={name ?? t(`nav.${item.labelKey}`)}
        className={({ isActive }) =>
          clsx(
            "relative flex h-11 w-11 items-center justify-center rounded-xl transition-colors",
            isActive
              ? "bg-indigo-600 text-white shadow"
              : "text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-50",
          )
        }
      >
        <Icon className="h-5 w-5" aria-hidden />
        {dot && <span className="absolute top-2 right-2 h-2 w-2 rounded-full bg-red-500" aria-hidden />}
      </NavLink>
    </Tooltip>
  );
}

/** `unreadCount` is the live unread-spurq count (features/live); until it is known the tooltip has no count. */
export function Sidebar({ unreadCount }: { unreadCount?: number }) {
  const { t } = useTranslation("common");
  // 'Notifications' followed by the unread count and the word unread, once the count is known.
  const notificationsLabel =
    unreadCount === undefined
      ? t("nav.notifications")
      : t("nav.notificationsUnread", { unread: formatNumber(unreadCount) });
  return (
    <aside
      style={{ width: SIDEBAR_WIDTH }}
      className="fixed inset-y-0 left-0 z-30 hidden flex-col items-center border-r border-slate-200 bg-white py-4 md:flex dark:border-slate-800 dark:bg-slate-900"
    >
      <Link to={paths.home.to()} aria-label={t("nav.brandHome")} className="mb-6">
        <Logo />
      </Link>
      <nav aria-label={t("nav.main")} className="flex flex-1 flex-col items-center gap-3">
        {sidebarItems.map((item) => {
          const notifications = item.labelKey === "notifications";
          const name = notifications ? notificationsName(t, unreadCount) : undefined;
          return (
            <SidebarLink
              key={item.to}
              item={item}
              label={notifications ? notificationsLabel : t(`nav.${item.labelKey}`)}
              {...(name ? { name } : {})}
              dot={notifications && (unreadCount ?? 0) > 0}
            />
          );
        })}
      </nav>
      <SidebarLink item={sidebarBottomItem} label={t(`nav.${sidebarBottomItem.labelKey}`)} />
    </aside>
  );
}
