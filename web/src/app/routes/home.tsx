// Home (spec 2). Question of the day, contributors and spurqs fill in with their own issues; the
// spurqs section shows the spec's empty state until then.
import { Link } from "react-router-dom";
import { Inbox } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader, Section } from "@/components/ui/page";
import { FloatingActions } from "@/components/layout/floating-actions";
import { RecentArticles } from "@/features/articles/components/recent-articles";
import { useSession } from "@/lib/auth-context";
import { paths } from "@/config/paths";

export default function Home() {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Home" description={user ? `Welcome, ${user.username}` : undefined} />
      <Section title="Incoming Spurqs">
        <EmptyState
          icon={Inbox}
          title="No incoming spurqs right now."
          action={
            <Link to={paths.friends.to()} className={buttonClasses("outline")}>
              Invite friends to start sharing
            </Link>
          }
        />
      </Section>
      <RecentArticles />
      <FloatingActions />
    </div>
  );
}
