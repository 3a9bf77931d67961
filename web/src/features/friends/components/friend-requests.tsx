// Requests mode's Incoming Requests (Accept, Reject) and Outgoing Requests (cancel).
import { useTranslation } from "react-i18next";
import { Check, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { loadedItems } from "@/lib/paged-query";
import { useIncomingRequests, useOutgoingRequests } from "../api/get-friend-requests";
import { PersonRow } from "./person-row";
import { useFriendActions } from "./use-friend-actions";

function RequestSection({
  title,
  empty,
  more,
  children,
}: {
  title: string;
  empty: boolean;
  /** The list's query, for 'Load more'. */
  more: React.ComponentProps<typeof LoadMore>["query"];
  children: React.ReactNode;
}) {
  const { t } = useTranslation("friends");
  return (
    <section aria-label={title} className="mt-5 first:mt-0">
      <h3 className="mb-1 text-sm font-semibold text-slate-900 dark:text-slate-50">{title}</h3>
      {empty ? <p className="text-sm text-slate-500">{t("requests.none")}</p> : <ul>{children}</ul>}
      <LoadMore query={more} className="mt-2" />
    </section>
  );
}

export function FriendRequests() {
  const { t } = useTranslation("friends");
  const incoming = useIncomingRequests();
  const outgoing = useOutgoingRequests();
  const actions = useFriendActions();
  const received = loadedItems(incoming.data);
  const sent = loadedItems(outgoing.data);
  return (
    <>
      <RequestSection title={t("requests.incoming")} empty={!received.length} more={incoming}>
        {received.map((request) => (
          <PersonRow key={request.id} person={request.sender}>
            <Button
              size="sm"
              disabled={actions.pending}
              aria-label={t("requests.acceptLabel", { username: request.sender.username })}
              onClick={() => void actions.accept(request.id)}
            >
              <Check className="h-4 w-4" aria-hidden /> {t("requests.accept")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={actions.pending}
              aria-label={t("requests.rejectLabel", { username: request.sender.username })}
              onClick={() => void actions.reject(request.id)}
            >
              <X className="h-4 w-4" aria-hidden /> {t("requests.reject")}
            </Button>
          </PersonRow>
        ))}
      </RequestSection>
      <RequestSection title={t("requests.outgoing")} empty={!sent.length} more={outgoing}>
        {sent.map((request) => (
          <PersonRow key={request.id} person={request.receiver}>
            <Button
              size="icon"
              variant="ghost"
              disabled={actions.pending}
              aria-label={t("requests.cancelLabel", { username: request.receiver.username })}
              onClick={() => void actions.cancel(request.id)}
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </PersonRow>
        ))}
      </RequestSection>
    </>
  );
}
