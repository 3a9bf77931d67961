// A new spurq raises the live unread count (features/live) before any list knows of it: when the
// count rises, the incoming spurqs are refetched once, so Home and Notifications show the new card
// without a reload and without polling. A fall (marked read) needs nothing: the mutation that
// caused it already refreshed the lists.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { INCOMING_SPURQS_URL } from "./api/keys";

export function useRefreshIncomingOnRise(unreadCount: number | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(unreadCount);
  useEffect(() => {
    const before = previous.current;
    previous.current = unreadCount;
    if (before !== undefined && unreadCount !== undefined && unreadCount > before) {
      void queryClient.invalidateQueries({ queryKey: [INCOMING_SPURQS_URL] });
    }
  }, [unreadCount, queryClient]);
}
