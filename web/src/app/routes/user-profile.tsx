// A user or contributor profile (spec 2: its content is not shown).
import { PageHeader } from "@/components/ui/page";

export default function UserProfile() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Profile" />
    </div>
  );
}
