// The shell's navigation (docs/product-spec.md §2, Page shell). Labels are keys of the `common`
// namespace's `nav` group, so the sidebar and the bottom bar say them in the interface language.
import type { TFunction } from "i18next";
import { Bell, BookOpen, Home, Settings, Users, type LucideIcon } from "lucide-react";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/i18n/format";

export type NavLabelKey = "home" | "myArticles" | "articles" | "notifications" | "friends" | "settings";

export interface NavItem {
  labelKey: NavLabelKey;
  to: string;
  icon: LucideIcon;
}

export const sidebarItems: NavItem[] = [
  { labelKey: "home", to: paths.home.to(), icon: Home },
  { labelKey: "myArticles", to: paths.articles.to(), icon: BookOpen },
  { labelKey: "notifications", to: paths.notifications.to(), icon: Bell },
  { labelKey: "friends", to: paths.friends.to(), icon: Users },
];

export const sidebarBottomItem: NavItem = { labelKey: "settings", to: paths.settings.to(), icon: Settings };

export const bottomBarItems: NavItem[] = [
  { labelKey: "home", to: paths.home.to(), icon: Home },
  { labelKey: "articles", to: paths.articles.to(), icon: BookOpen },
  { labelKey: "notifications", to: paths.notifications.to(), icon: Bell },
  { labelKey: "friends", to: paths.friends.to(), icon: Users },
];

/**
 * The Notifications link's accessible name: with the unread count while something is unread, so a
 * screen reader says what the red dot shows (the dot itself is decoration, hidden from it); the
 * bare word otherwise, or undefined when `unreadCount` is not known yet.
 */
export function notificationsName(
  t: TFunction<"common">,
  unreadCount: number | undefined,
): string | undefined {
  if (unreadCount === undefined) return undefined;
  return unreadCount > 0
    ? t("nav.notificationsUnread", { unread: formatNumber(unreadCount) })
    : t("nav.notifications");
}
