// Statistics (spec 2): 'Your Statistics'; the period tabs and cards come with the statistics issue.
import { PageHeader } from "@/components/ui/page";

export default function Stats() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Your Statistics" />
    </div>
  );
}
