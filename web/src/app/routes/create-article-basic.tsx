// Add New Article, the older variant (spec 2): 'Back to Home' goes to /.
import { Link } from "react-router-dom";
import { FileText } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";

export default function CreateArticleBasic() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Add New Article"
        actions={
          <Link to={paths.landing.to()} className={buttonClasses("outline")}>
            Back to Home
          </Link>
        }
      />
      <EmptyState icon={FileText} title="Adding articles is not available yet." />
    </div>
  );
}
