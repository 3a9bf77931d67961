// Friends (spec 2): the main panel's empty states until the friends issue lands.
import { MessagesSquare, Users } from "lucide-react";
import { EmptyState, PageHeader, Section } from "@/components/ui/page";

export default function Friends() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Friends" />
      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Friends">
          <EmptyState icon={Users} title="No friends yet" />
        </Section>
        <Section title="Group Chats">
          <EmptyState icon={MessagesSquare} title="No group chats" />
        </Section>
      </div>
    </div>
  );
}
