// The shell around every protected screen: the top bar's search, points badge and achievement
// badges, the achievement toasts, and the time-spent heartbeat and daily check-in; the
// invitation dialog. This chunk loads only once signed in, so none of it weighs on the
// landing page.
import { Suspense, useMemo } from "react";
import { Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { AppShell } from "@/components/layout/app-shell";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/auth-context";
import { useDailyCheckIn } from "@/features/auth/use-daily-check-in";
import { InviteFriendButton } from "@/features/invitations/components/invite-buttons";
import { SearchBox } from "@/features/search/components/search-box";
import { useUnreadSpurqCount } from "@/features/live/use-unread-spurq-count";
import { NewSpurqAnnouncer } from "@/features/live/components/new-spurq-announcer";
import { useRefreshIncomingOnRise } from "@/features/spurqs/use-refresh-incoming";
import { PointsBadge } from "@/features/progress/components/points-badge";
import { AchievementBadges } from "@/features/progress/components/achievement-badges";
import { useAchievementToast } from "@/features/progress/use-achievement-toast";
import { useHeartbeat } from "@/features/statistics/use-heartbeat";
import { i18n } from "@/lib/i18n";

// The screens' first requests travel with the shell's code: the protected route starts them from
// here once signed in, and the entry script, which every visitor downloads, stays without them.
export { prefetchScreenData } from "../screen-data";

/** The texts of the shell's own parts, fetched together (one wait, not one per part in turn). */
const SHELL_NAMESPACES = ["common", "search", "points", "invitations"];
// Asked as soon as this code is here: a restored session's shell first renders only once the
// session is signed in, and asking then put one more round trip before the screen could draw.
// (Not from the entry script's preloads: every visitor downloads that one.)
void i18n.loadNamespaces(SHELL_NAMESPACES);

export default function ProtectedLayout() {
  useTranslation(SHELL_NAMESPACES);
  const { firebaseUser } = useSession();
  // The badge's listener starts after this shell has rendered (an effect), so the Firestore SDK
  // loads after the first signed-in paint and never with the landing page.
  const unreadCount = useUnreadSpurqCount();
  // A rise means a new spurq: Home's and Notifications' incoming lists refetch it once.
  useRefreshIncomingOnRise(unreadCount);
  useAchievementToast(firebaseUser?.uid);
  useDailyCheckIn();
  useHeartbeat(firebaseUser !== null);
  const parts = useStableParts();
  return (
    <AppShell {...parts.bar} {...(unreadCount !== undefined ? { unreadCount } : {})}>
      <NewSpurqAnnouncer unreadCount={unreadCount} />
      {parts.screen}
    </AppShell>
  );
}

/**
 * The top bar's parts and the screen, made once: each reads what it shows itself (its queries, the
 * router, the session), so when the shell renders again (the unread count arrives, then changes)
 * React leaves them as they are instead of rendering the whole screen again with it, which took
 * about 90 ms at a phone's speed.
 */
function useStableParts() {
  return useMemo(
    () => ({
      bar: {
        search: <SearchBox />,
        points: <PointsBadge />,
        invite: <InviteFriendButton />,
        achievementBadges: <AchievementBadges />,
      },
      screen: (
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      ),
    }),
    [],
  );
}
