// The Friends screen's group chats: each chat with its member count and last message,
// opening /group-chat/{id}; 'No group chats' when there are none.
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { MessagesSquare } from "lucide-react";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { loadedItems } from "@/lib/paged-query";
import { useGroupChats } from "../api/get-group-chats";

export function GroupChatList() {
  const { t } = useTranslation("groupChats");
  const chats = useGroupChats();
  if (chats.isPending) {
    return (
      // role=status: an aria-label on a plain div names nothing (axe: aria-prohibited-attr).
      <div
        role="status"
        className="h-16 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800"
        aria-label={t("list.loading")}
      />
    );
  }
  const items = loadedItems(chats.data);
  if (items.length === 0) return <EmptyState icon={MessagesSquare} title={t("list.empty")} />;
  return (
    <>
      <ul className="grid gap-1" aria-label={t("list.label")}>
        {items.map((chat) => (
          <li key={chat.id}>
            <Link
              to={paths.groupChat.to(chat.id)}
              className="block rounded-lg px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate text-sm font-medium text-slate-900 dark:text-slate-50">
                  {chat.name}
                </span>
                <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                  {t("memberCount", { count: chat.memberCount })}
                </span>
              </span>
              {chat.lastMessage && (
                <span className="block truncate text-xs text-slate-600 dark:text-slate-300">
                  {t("list.lastMessage", {
                    username: chat.lastMessage.sender.username,
                    content: chat.lastMessage.content,
                  })}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore query={chats} className="mt-2" />
    </>
  );
}
