// The shell around every protected screen, with the top bar's search. Points and achievement
// badges are filled by their own issues; the invitation dialog is simulated for now (spec 2).
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { AppShell } from "@/components/layout/app-shell";
import { Spinner } from "@/components/ui/spinner";
import { InviteFriendButton } from "@/features/invitations/components/invite-dialog";
import { SearchBox } from "@/features/search/components/search-box";
import { useUnreadSpurqCount } from "@/features/live/use-unread-spurq-count";
import { useRefreshIncomingOnRise } from "@/features/spurqs/use-refresh-incoming";

export default function ProtectedLayout() {
  // The badge's listener starts after this shell has rendered (an effect), so the Firestore SDK
  // loads after the first signed-in paint and never with the landing page.
  const unreadCount = useUnreadSpurqCount();
  // A rise means a new spurq: Home's and Notifications' incoming lists refetch it once.
  useRefreshIncomingOnRise(unreadCount);
  return (
    <AppShell
      search={<SearchBox />}
      invite={<InviteFriendButton />}
      {...(unreadCount !== undefined ? { unreadCount } : {})}
    >
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
