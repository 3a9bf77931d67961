// The first sign-in of a day earns points, but a returning user's session is restored without
// a sync (the server record is only fetched). So the signed-in shell syncs once a
// day, with the browser's time zone, when it opens or comes back into view on a new day; the
// server counts the day once however often it is told.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/lib/auth-context";
import { refreshProgress } from "@/lib/progress-refresh";
import { EFFECTIVE_USER_ID_KEY } from "@/lib/api-client";
import { syncUser } from "./api/sync-user";
import { browserTimeZone, checkedInToday, forgetCheckIn, markCheckedIn } from "./check-in";

/** An admin acting as someone else cannot sync (the server refuses): no check-in then. */
function actingAsSomeoneElse(): boolean {
  try {
    return sessionStorage.getItem(EFFECTIVE_USER_ID_KEY) !== null;
  } catch {
    return false;
  }
}

export function useDailyCheckIn(): void {
  const { firebaseUser } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!firebaseUser) return;
    const uid = firebaseUser.uid;
    const checkIn = () => {
      if (document.visibilityState !== "visible" || checkedInToday(uid) || actingAsSomeoneElse()) return;
      // Marked before the request, so a second trigger meanwhile does not send another.
      markCheckedIn(uid);
      const timeZone = browserTimeZone();
      syncUser({
        email: firebaseUser.email,
        displayName: firebaseUser.displayName,
        photoURL: firebaseUser.photoURL,
        isNewAccount: false,
        ...(timeZone ? { timeZone } : {}),
      }).then(
        () => refreshProgress(queryClient),
        // Try again on the next occasion (the tab shown again, the next load).
        () => forgetCheckIn(uid),
      );
    };
    checkIn();
    document.addEventListener("visibilitychange", checkIn);
    return () => document.removeEventListener("visibilitychange", checkIn);
  }, [firebaseUser, queryClient]);
}
