// Create New Article (spec 2); the import and create forms come with the articles issue.
import { Link } from "react-router-dom";
import { FileText } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";

export default function CreateArticle() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Create New Article" />
      <EmptyState
        icon={FileText}
        title="Adding articles is not available yet."
        action={
          <Link to={paths.myArticles.to()} className={buttonClasses("outline")}>
            Cancel
          </Link>
        }
      />
    </div>
  );
}
