// The shell's navigation (spec 2, Page shell).
import { Bell, BookOpen, Home, Settings, Users, type LucideIcon } from "lucide-react";
import { paths } from "@/config/paths";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export const sidebarItems: NavItem[] = [
  { label: "Home", to: paths.home.to(), icon: Home },
  { label: "My Articles", to: paths.articles.to(), icon: BookOpen },
  { label: "Notifications", to: paths.notifications.to(), icon: Bell },
  { label: "Friends", to: paths.friends.to(), icon: Users },
];

export const sidebarBottomItem: NavItem = { label: "Settings", to: paths.settings.to(), icon: Settings };

export const bottomBarItems: NavItem[] = [
  { label: "Home", to: paths.home.to(), icon: Home },
  { label: "Articles", to: paths.articles.to(), icon: BookOpen },
  { label: "Notifications", to: paths.notifications.to(), icon: Bell },
  { label: "Friends", to: paths.friends.to(), icon: Users },
];

/** Spec 2: 'Notifications' followed by the unread count and the word unread. */
export function notificationsTooltip(unreadCount: number | undefined): string {
  return unreadCount === undefined ? "Notifications" : `Notifications ${unreadCount} unread`;
}
