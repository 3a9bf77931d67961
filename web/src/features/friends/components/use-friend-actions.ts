// The friends screen's actions with the spec's toasts (spec 8, Social) around each call.
import { toast } from "@/components/ui/toast-store";
import { serverErrorField } from "@/lib/server-message";
import { useAnswerFriendRequest } from "../api/answer-friend-request";
import { useCancelFriendRequest } from "../api/cancel-friend-request";
import { useMuteFriend } from "../api/mute-friend";
import { useRemoveFriend } from "../api/remove-friend";
import { useSendFriendRequest } from "../api/send-friend-request";

const TRY_LATER = "Please try again later";
const failed = (title: string, description = TRY_LATER) =>
  toast({ title, description, variant: "destructive" });

export function useFriendActions() {
  const answer = useAnswerFriendRequest();
  const send = useSendFriendRequest();
  const cancel = useCancelFriendRequest();
  const mute = useMuteFriend();
  const remove = useRemoveFriend();

  return {
    pending: answer.isPending || send.isPending || cancel.isPending || mute.isPending || remove.isPending,
    accept: (id: string) =>
      answer.mutateAsync({ id, status: "accepted" }).then(
        () => toast({ title: "Friend request accepted" }),
        () => failed("Error accepting request"),
      ),
    reject: (id: string) =>
      answer.mutateAsync({ id, status: "rejected" }).then(
        () => toast({ title: "Friend request rejected" }),
        () => failed("Error rejecting request"),
      ),
    /** When they had already asked the caller, the server accepts theirs: say so. */
    send: (userId: string) =>
      send.mutateAsync(userId).then(
        (sent) =>
          toast({ title: sent.status === "accepted" ? "Friend request accepted" : "Friend request sent" }),
        (error: unknown) => failed("Error sending friend request", serverErrorField(error) ?? TRY_LATER),
      ),
    cancel: (id: string) =>
      cancel.mutateAsync(id).then(
        () => undefined,
        (error: unknown) => failed("Error", serverErrorField(error) ?? TRY_LATER),
      ),
    setMuted: (id: string, isMuted: boolean) =>
      mute.mutateAsync({ id, isMuted }).then(
        () => undefined,
        (error: unknown) => failed("Error", serverErrorField(error) ?? TRY_LATER),
      ),
    remove: (id: string) =>
      remove.mutateAsync(id).then(
        () => toast({ title: "Friend removed" }),
        () => failed("Error removing friend"),
      ),
  };
}
