// Home (spec 2). The incoming spurqs section ('New Spurq' opens the Ask a friend dialog; with no
// spurqs, 'Invite friends to start sharing' opens the invite dialog) and 'My Recent Articles'.
// Question of the day and contributors fill in with their own issues.
import { useState } from "react";
import { Inbox, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageHeader, Section } from "@/components/ui/page";
import { FloatingActions } from "@/components/layout/floating-actions";
import { RecentArticles } from "@/features/articles/components/recent-articles";
import { InviteDialog } from "@/features/invitations/components/invite-dialog";
import { useIncomingSpurqs } from "@/features/spurqs/api/get-incoming-spurqs";
import { SpurqGrid } from "@/features/spurqs/components/spurq-grid";
import { useSession } from "@/lib/auth-context";
import { AskFriend } from "../ask-friend";

export default function Home() {
  const { user } = useSession();
  const incoming = useIncomingSpurqs();
  const [asking, setAsking] = useState(false);
  const [inviting, setInviting] = useState(false);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Home" description={user ? `Welcome, ${user.username}` : undefined} />
      <Section
        title="Incoming Spurqs"
        actions={
          <Button variant="outline" onClick={() => setAsking(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            New Spurq
          </Button>
        }
      >
        <SpurqGrid
          query={incoming}
          emptyIcon={Inbox}
          emptyTitle="No incoming spurqs right now."
          emptyAction={
            <Button variant="outline" onClick={() => setInviting(true)}>
              Invite friends to start sharing
            </Button>
          }
        />
      </Section>
      <RecentArticles />
      <FloatingActions />
      <AskFriend open={asking} onClose={() => setAsking(false)} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}
