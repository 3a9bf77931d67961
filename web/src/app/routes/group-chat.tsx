// Group chat (spec 2). Before the chats issue no chat exists, so this is the load-error view with
// its 'Back to Friends' button.
import { Link } from "react-router-dom";
import { MessagesSquare } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";

export default function GroupChat() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Group chat" />
      <EmptyState
        icon={MessagesSquare}
        title="Failed to load group chat. Please try again later."
        action={
          <Link to={paths.friends.to()} className={buttonClasses("outline")}>
            Back to Friends
          </Link>
        }
      />
    </div>
  );
}
