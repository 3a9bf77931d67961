// The Friends screen's friends (Main mode): each with a muted icon, selecting one shows
// the articles exchanged with them, and a menu to mute or unmute and to remove.
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import { BellOff, BellRing, MoreVertical, UserMinus, Users } from "lucide-react";
import clsx from "clsx";
import type { FriendLink } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { loadedItems } from "@/lib/paged-query";
import { useFriends } from "../api/get-friends";
import { useFriendActions } from "./use-friend-actions";
import { TOUCH_TARGET } from "@/components/ui/touch";

const itemClasses =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-slate-100 dark:text-slate-200 dark:data-[focus]:bg-slate-800";

export function FriendList({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (friend: FriendLink) => void;
}) {
  const { t } = useTranslation("friends");
  const friends = useFriends();
  const actions = useFriendActions();
  if (friends.isPending) return <Spinner label={t("list.loading")} className="py-6" />;
  if (friends.isError) return <p className="text-sm text-red-600">{t("list.loadFailed")}</p>;
  const links = loadedItems(friends.data);
  if (links.length === 0) return <EmptyState icon={Users} title={t("list.empty")} />;
  return (
    <>
      <ul aria-label={t("list.label")} className="space-y-1">
        {links.map((link) => (
          <li
            key={link.id}
            className={clsx(
              "flex items-center gap-1 rounded-md",
              selectedId === link.id && "bg-indigo-50 dark:bg-indigo-950",
            )}
          >
            <button
              type="button"
              aria-pressed={selectedId === link.id}
              onClick={() => onSelect(link)}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-md px-2 py-2 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <Avatar name={link.friend.username} src={link.friend.avatar} className="h-8 w-8 text-xs" />
              <span className="truncate text-sm font-medium text-slate-800 dark:text-slate-100">
                {link.friend.username}
              </span>
              {link.isMuted && (
                <BellOff
                  className="h-4 w-4 shrink-0 text-slate-500"
                  aria-label={t("list.muted")}
                  role="img"
                />
              )}
            </button>
            <Menu>
              <MenuButton
                aria-label={t("list.options", { username: link.friend.username })}
                className={`inline-flex items-center justify-center rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:bg-slate-800 ${TOUCH_TARGET}`}
              >
                <MoreVertical className="h-4 w-4" aria-hidden />
              </MenuButton>
              <MenuItems
                anchor="bottom end"
                className="z-40 mt-1 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
              >
                <MenuItem>
                  <button
                    type="button"
                    className={itemClasses}
                    onClick={() => void actions.setMuted(link.id, !link.isMuted)}
                  >
                    {link.isMuted ? (
                      <BellRing className="h-4 w-4" aria-hidden />
                    ) : (
                      <BellOff className="h-4 w-4" aria-hidden />
                    )}
                    {link.isMuted ? t("list.unmute") : t("list.mute")}
                  </button>
                </MenuItem>
                <MenuItem>
                  <button type="button" className={itemClasses} onClick={() => void actions.remove(link.id)}>
                    <UserMinus className="h-4 w-4" aria-hidden /> {t("list.remove")}
                  </button>
                </MenuItem>
              </MenuItems>
            </Menu>
          </li>
        ))}
      </ul>
      <LoadMore query={friends} className="mt-2" />
    </>
  );
}
