// An open chat's messages, live (docs/decisions.md, Live updates): loaded once from the API, then kept
// current by a Firestore listener on the chat's newest 50 messages, which the rules allow to its
// members only. If the listener fails (or stays silent), the screen polls the API: every 5,000 ms
// while messages come, as the specification polls it, then slower while the chat is quiet, up to
// once a minute (lib/poll-backoff.ts). Messages are still sent through the API.
import { useEffect, useMemo, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { GROUP_CHAT_POLL_MS, GROUP_MESSAGES_PAGE, type GroupMessagesPage } from "@shared";
import { listenWithFallback } from "@/lib/firestore-loader";
import { backingOffInterval } from "@/lib/poll-backoff";
import { groupMessagesQueryOptions } from "./api/get-group-messages";
import { groupMessagesUrl } from "./api/keys";
import { mergeMessages, messageFromDoc } from "./messages";

/** The chat's fallback polling: the specification's 5 s while messages come, at most a minute apart. */
export const CHAT_POLL_BACKOFF = { baseMs: GROUP_CHAT_POLL_MS, maxMs: 60_000 };

export function useLiveMessages(chatId: string) {
  const queryClient = useQueryClient();
  const [failedFor, setFailedFor] = useState<string | null>(null);
  // A new pace for each chat that falls back: its quiet spells are its own.
  const interval = useMemo(
    () => (failedFor === chatId ? backingOffInterval(CHAT_POLL_BACKOFF) : false),
    [failedFor, chatId],
  );
  const messages = useQuery({ ...groupMessagesQueryOptions(chatId), refetchInterval: interval });
  const loaded = messages.isSuccess;

  useEffect(() => {
    // Start listening once the chat has loaded: a chat the caller may not see fails there first.
    if (!loaded) return undefined;
    return listenWithFallback(
      (firestore, onFirst, onError) =>
        firestore.watchNewest(
          ["groupChats", chatId, "messages"],
          "createdAt",
          GROUP_MESSAGES_PAGE,
          (docs) => {
            onFirst();
            const live = docs.map(messageFromDoc);
            queryClient.setQueryData<GroupMessagesPage>([groupMessagesUrl(chatId)], (page) =>
              page ? { ...page, items: mergeMessages(page.items, live) } : page,
            );
          },
          onError,
        ),
      () => setFailedFor(chatId),
    );
  }, [chatId, loaded, queryClient]);

  return messages;
}
