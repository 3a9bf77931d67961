// The friends screen's actions with their toasts around each call (docs/product-spec.md §8, Social,
// sharing, settings).
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { translateMessage } from "@/lib/i18n";
import { serverErrorField } from "@/lib/server-message";
import { useAnswerFriendRequest } from "../api/answer-friend-request";
import { useCancelFriendRequest } from "../api/cancel-friend-request";
import { useMuteFriend } from "../api/mute-friend";
import { useRemoveFriend } from "../api/remove-friend";
import { useSendFriendRequest } from "../api/send-friend-request";

export function useFriendActions() {
  const { t } = useTranslation("friends");
  const failed = (title: string, error?: unknown) => {
    // The server's reason where it gave one, in the interface language when it is a known one.
    const reason = error === undefined ? null : serverErrorField(error);
    toast({
      title,
      description: reason ? translateMessage(reason) : t("toasts.tryLater"),
      variant: "destructive",
    });
  };
  const answer = useAnswerFriendRequest();
  const send = useSendFriendRequest();
  const cancel = useCancelFriendRequest();
  const mute = useMuteFriend();
  const remove = useRemoveFriend();

  return {
    pending: answer.isPending || send.isPending || cancel.isPending || mute.isPending || remove.isPending,
    accept: (id: string) =>
      answer.mutateAsync({ id, status: "accepted" }).then(
        () => toast({ title: t("toasts.accepted") }),
        () => failed(t("toasts.acceptFailed")),
      ),
    reject: (id: string) =>
      answer.mutateAsync({ id, status: "rejected" }).then(
        () => toast({ title: t("toasts.rejected") }),
        () => failed(t("toasts.rejectFailed")),
      ),
    /** When they had already asked the caller, the server accepts theirs: say so. */
    send: (userId: string) =>
      send.mutateAsync(userId).then(
        (sent) => toast({ title: sent.status === "accepted" ? t("toasts.accepted") : t("toasts.sent") }),
        (error: unknown) => failed(t("toasts.sendFailed"), error),
      ),
    cancel: (id: string) =>
      cancel.mutateAsync(id).then(
        () => undefined,
        (error: unknown) => failed(t("toasts.error"), error),
      ),
    setMuted: (id: string, isMuted: boolean) =>
      mute.mutateAsync({ id, isMuted }).then(
        () => undefined,
        (error: unknown) => failed(t("toasts.error"), error),
      ),
    remove: (id: string) =>
      remove.mutateAsync(id).then(
        () => toast({ title: t("toasts.removed") }),
        () => failed(t("toasts.removeFailed")),
      ),
  };
}
