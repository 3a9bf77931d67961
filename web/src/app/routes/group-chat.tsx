// Group chat: /group-chat/{id}, composed from the group chats slice.
import { useParams } from "react-router-dom";
import { GroupChatScreen } from "@/features/group-chats/components/group-chat-screen";

export default function GroupChat() {
  const { id = "" } = useParams();
  return (
    <div className="mx-auto max-w-4xl">
      <GroupChatScreen key={id} chatId={id} />
    </div>
  );
}
