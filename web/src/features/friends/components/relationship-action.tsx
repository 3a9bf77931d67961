// The action that matches how the caller stands with someone (search results, profiles):
// Add friend, Pending, Friends, or Accept when they asked first (sending back accepts theirs).
// The add button says 'Add' in a list of results and 'Add friend' on a profile.
import { useTranslation } from "react-i18next";
import { Check, Clock, UserPlus } from "lucide-react";
import type { Relationship } from "@shared";
import { Button } from "@/components/ui/button";
import { useFriendActions } from "./use-friend-actions";

export function RelationshipAction({
  userId,
  username,
  relationship,
  fullAddLabel = false,
}: {
  userId: string;
  username: string;
  relationship: Relationship;
  /** 'Add friend' instead of 'Add' (a profile, where the button stands alone). */
  fullAddLabel?: boolean;
}) {
  const { t } = useTranslation("friends");
  const actions = useFriendActions();
  if (relationship === "friend") {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
        <Check className="h-4 w-4" aria-hidden /> {t("relationship.friends")}
      </span>
    );
  }
  if (relationship === "outgoing") {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
        <Clock className="h-4 w-4" aria-hidden /> {t("relationship.pending")}
      </span>
    );
  }
  const action = relationship === "incoming" ? "accept" : fullAddLabel ? "addFriend" : "add";
  return (
    <Button
      size="sm"
      variant={relationship === "incoming" ? "primary" : "outline"}
      disabled={actions.pending}
      aria-label={t(`relationship.${action}Label`, { username })}
      onClick={() => void actions.send(userId)}
    >
      <UserPlus className="h-4 w-4" aria-hidden /> {t(`relationship.${action}`)}
    </Button>
  );
}
