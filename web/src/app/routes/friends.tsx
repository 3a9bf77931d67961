// Friends (spec 2): the left panel (friends and group chats, or requests), and beside it the
// articles exchanged with the selected friend and the selected article's annotations.
import { useState } from "react";
import { MessagesSquare } from "lucide-react";
import type { FriendLink } from "@shared";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { FriendsSidePanel } from "@/features/friends/components/friends-side-panel";

export default function Friends() {
  const [selectedFriend, setSelectedFriend] = useState<FriendLink | null>(null);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Friends" />
      <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
        <FriendsSidePanel
          selectedFriendId={selectedFriend?.id ?? null}
          onSelectFriend={setSelectedFriend}
          // Slot for the group chats slice's list and 'New group chat' action.
          groupChats={
            <>
              <h2 className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-50">Group Chats</h2>
              <EmptyState icon={MessagesSquare} title="No group chats" />
            </>
          }
        />
        {/* Slot for the spurqs slice: the articles exchanged with `selectedFriend` (middle panel)
            and the selected article's highlights and comments (right panel). */}
        <div data-testid="friend-articles-slot" />
      </div>
    </div>
  );
}
