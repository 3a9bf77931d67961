// The action that matches how the caller stands with someone (search results, profiles):
// Add friend, Pending, Friends, or Accept when they asked first (sending back accepts theirs).
import { Check, Clock, UserPlus } from "lucide-react";
import type { Relationship } from "@shared";
import { Button } from "@/components/ui/button";
import { useFriendActions } from "./use-friend-actions";

export function RelationshipAction({
  userId,
  username,
  relationship,
  addLabel = "Add",
}: {
  userId: string;
  username: string;
  relationship: Relationship;
  addLabel?: string;
}) {
  const actions = useFriendActions();
  if (relationship === "friend") {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
        <Check className="h-4 w-4" aria-hidden /> Friends
      </span>
    );
  }
  if (relationship === "outgoing") {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
        <Clock className="h-4 w-4" aria-hidden /> Pending
      </span>
    );
  }
  const label = relationship === "incoming" ? "Accept" : addLabel;
  return (
    <Button
      size="sm"
      variant={relationship === "incoming" ? "primary" : "outline"}
      disabled={actions.pending}
      aria-label={`${label} ${username}`}
      onClick={() => void actions.send(userId)}
    >
      <UserPlus className="h-4 w-4" aria-hidden /> {label}
    </Button>
  );
}
