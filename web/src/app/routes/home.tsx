// Home (spec 2). Its sections (question of the day, contributors, spurqs, recent articles) fill
// in with their own issues; until then the spurqs and articles sections show the spec's empty states.
import { Link } from "react-router-dom";
import { BookOpen, Inbox } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader, Section } from "@/components/ui/page";
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
      <Section title="My Recent Articles">
        <EmptyState
          icon={BookOpen}
          title="No articles saved yet."
          action={
            <Link to={paths.createArticle.to()} className={buttonClasses("primary")}>
              Add your first article
            </Link>
          }
        />
      </Section>
    </div>
  );
}
