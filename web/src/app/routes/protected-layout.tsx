// The shell around every protected screen, with the top bar's search. Points and achievement
// badges are filled by their own issues; the invitation dialog is simulated for now (spec 2).
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { AppShell } from "@/components/layout/app-shell";
import { Spinner } from "@/components/ui/spinner";
import { InviteFriendButton } from "@/features/invitations/components/invite-dialog";
import { SearchBox } from "@/features/search/components/search-box";

export default function ProtectedLayout() {
  return (
    <AppShell search={<SearchBox />} invite={<InviteFriendButton />}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
