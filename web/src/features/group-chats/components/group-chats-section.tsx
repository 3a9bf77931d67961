// The Friends screen's 'Group Chats' section: its heading, the 'New group chat' action and the list.
import { useTranslation } from "react-i18next";
import type { ChatUser } from "@shared";
import { GroupChatList } from "./group-chat-list";
import { NewGroupChatButton } from "./new-group-chat-dialog";

export function GroupChatsSection({ friends }: { friends: ChatUser[] }) {
  const { t } = useTranslation("groupChats");
  return (
    <section aria-labelledby="group-chats-heading">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="group-chats-heading" className="text-sm font-semibold text-slate-900 dark:text-slate-50">
          {t("section.title")}
        </h2>
        <NewGroupChatButton friends={friends} />
      </div>
      <GroupChatList />
    </section>
  );
}
