// Query keys and cache refresh for spurqs. Every key starts with its URL (the query client fetches
// it), so a prefix refreshes a whole list.
import type { QueryClient } from "@tanstack/react-query";

export const SPURQS_URL = "/api/spurqs";
export const INCOMING_SPURQS_URL = "/api/spurqs/incoming";
export const SENT_SPURQS_URL = "/api/spurqs/sent";
export const UNREAD_SPURQ_COUNT_URL = "/api/spurqs/unread-count";
export const spurqUrl = (id: string) => `${SPURQS_URL}/${encodeURIComponent(id)}`;
export const spurqRepliesUrl = (id: string) => `${spurqUrl(id)}/replies`;
export const friendArticlesUrl = (friendUid: string) =>
  `/api/friends/${encodeURIComponent(friendUid)}/articles`;

/** After a spurq is sent, read or answered: both lists and the unread count. */
export function refreshSpurqs(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [INCOMING_SPURQS_URL] }),
    queryClient.invalidateQueries({ queryKey: [SENT_SPURQS_URL] }),
    queryClient.invalidateQueries({ queryKey: [UNREAD_SPURQ_COUNT_URL] }),
  ]);
}
