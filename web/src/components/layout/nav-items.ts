// The shell's navigation (docs/product-spec.md §2, Page shell). Labels are keys of the `common`
// namespace's `nav` group, so the sidebar and the bottom bar say them in the interface language.
import { Bell, BookOpen, Home, Settings, Users, type LucideIcon } from "lucide-react";
import { paths } from "@/config/paths";

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
