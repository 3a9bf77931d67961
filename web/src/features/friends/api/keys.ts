// Query keys of the friends slice: every list is keyed under its URL, so one change refreshes all
// the lists and people it touches.
import type { QueryClient } from "@tanstack/react-query";

export const FRIENDS_URL = "/api/friends";
export const INCOMING_REQUESTS_URL = "/api/friends/requests/incoming";
export const OUTGOING_REQUESTS_URL = "/api/friends/requests/outgoing";
export const FRIEND_REQUESTS_URL = "/api/friends/requests";
export const USERS_URL = "/api/users";

/** After any change to a friendship or a request: friends, both request lists, search and profiles. */
export function refreshFriends(queryClient: QueryClient) {
  return Promise.all(
    [FRIENDS_URL, INCOMING_REQUESTS_URL, OUTGOING_REQUESTS_URL, USERS_URL].map((url) =>
      queryClient.invalidateQueries({ queryKey: [url] }),
    ),
  );
}
