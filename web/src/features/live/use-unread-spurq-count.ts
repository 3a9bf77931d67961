// The number of unread incoming spurqs, live (docs/decisions.md, Live updates): a Firestore listener on the
// user's own badges/{uid} document, which the server changes in the same transaction as every
// change to it, so a new spurq lights the sidebar's dot without a reload and costs one read. If
// the listener fails, the count is polled from the API every 30 s instead. The listener starts once
// the first screen is interactive; until then the count is unknown and no dot shows.
import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/lib/auth-context";
import { firstScreenFirst, listenWithFallback, loadLiveFirestore } from "@/lib/firestore-loader";
import { backingOffInterval } from "@/lib/poll-backoff";
import { unreadCountQueryOptions } from "./api/get-unread-count";

export const BADGE_POLL_MS = 30_000;
export const BADGE_POLL_BACKOFF = { baseMs: BADGE_POLL_MS, maxMs: 5 * 60_000 };

/** The unread count, or undefined until it is known. */
export function useUnreadSpurqCount(): number | undefined {
  const uid = useSession().firebaseUser?.uid;
  const [live, setLive] = useState<{ uid: string; count: number } | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!uid) return undefined;
    return listenWithFallback(
      (firestore, onFirst, onError) =>
        firestore.watchDocument(
          ["badges", uid],
          (data) => {
            onFirst();
            const count = data?.unreadSpurqs;
            setLive({ uid, count: typeof count === "number" && count > 0 ? count : 0 });
          },
          onError,
        ),
      () => setFailedFor(uid),
      loadLiveFirestore,
      // The count is not what the first screen is for: its listener waits until that is interactive.
      firstScreenFirst,
    );
  }, [uid]);

  const polling = Boolean(uid) && failedFor === uid;
  const interval = useMemo(
    () => (uid && failedFor === uid ? backingOffInterval(BADGE_POLL_BACKOFF) : false),
    [uid, failedFor],
  );
  const polled = useQuery({ ...unreadCountQueryOptions(), enabled: polling, refetchInterval: interval });
  if (!uid) return undefined;
  if (polling) return polled.data?.count;
  return live?.uid === uid ? live.count : undefined;
}
