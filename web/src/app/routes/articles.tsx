// My Articles (spec 2): title, 'Add Article', and the empty state until the articles issue lands.
import { Link } from "react-router-dom";
import { BookOpen, Plus } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";

export default function Articles() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="My Articles"
        actions={
          <Link to={paths.createArticle.to()} className={buttonClasses("primary")}>
            <Plus className="h-4 w-4" aria-hidden /> Add Article
          </Link>
        }
      />
      <EmptyState
        icon={BookOpen}
        title="No articles found"
        description="Add your first article to get started."
      />
    </div>
  );
}
