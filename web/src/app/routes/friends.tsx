// Friends: the left panel (friends and group chats, or requests), and beside it the
// articles exchanged with the selected friend and the selected article's annotations.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FriendLink } from "@shared";
import { PageHeader } from "@/components/ui/page";
import { FriendsSidePanel } from "@/features/friends/components/friends-side-panel";
import { useFriends } from "@/features/friends/api/get-friends";
import { GroupChatsSection } from "@/features/group-chats/components/group-chats-section";
import { InviteButton } from "@/features/invitations/components/invite-buttons";
import { loadedItems, useLoadAllPages } from "@/lib/paged-query";
import { FriendArticlesPanel } from "@/features/spurqs/components/friend-articles-panel";

export default function Friends() {
  const { t } = useTranslation("friends");
  const [selectedFriend, setSelectedFriend] = useState<FriendLink | null>(null);
  // The new group chat dialog picks members among all the caller's friends.
  const friends = useFriends();
  useLoadAllPages(friends);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("page.title")} actions={<InviteButton />} />
      <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
        <FriendsSidePanel
          selectedFriendId={selectedFriend?.id ?? null}
          onSelectFriend={setSelectedFriend}
          groupChats={<GroupChatsSection friends={loadedItems(friends.data).map((link) => link.friend)} />}
        />
        {/* The articles exchanged with the selected friend, and the selected one's annotations. */}
        <FriendArticlesPanel
          key={selectedFriend?.id ?? "none"}
          friend={selectedFriend ? selectedFriend.friend : null}
        />
      </div>
    </div>
  );
}
