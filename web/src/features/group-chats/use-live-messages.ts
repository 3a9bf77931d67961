// An open chat's messages, live (docs/decisions.md, Live updates): loaded once from the API, then kept
// current by a Firestore listener on the chat's newest 50 messages, which the rules allow to its
// members only. If the listener fails (or stays silent), the screen polls the API every 5,000 ms.
// Messages are still sent through the API.
import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { GROUP_CHAT_POLL_MS, GROUP_MESSAGES_PAGE, type GroupMessagesPage } from "@shared";
import { listenWithFallback } from "@/lib/firestore-loader";
import { groupMessagesQueryOptions } from "./api/get-group-messages";
import { groupMessagesUrl } from "./api/keys";
import { mergeMessages, messageFromDoc } from "./messages";

export function useLiveMessages(chatId: string) {
  const queryClient = useQueryClient();
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const polling = failedFor === chatId;
  const messages = useQuery({
    ...groupMessagesQueryOptions(chatId),
    refetchInterval: polling ? GROUP_CHAT_POLL_MS : false,
  });
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
