// The article reading screen (spec 2). No articles exist before the articles issue, so every id
// shows the spec's not-found view.
import { Link } from "react-router-dom";
import { FileQuestion } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/page";
import { paths } from "@/config/paths";

export default function Article() {
  return (
    <div className="mx-auto max-w-3xl pt-10">
      <EmptyState
        icon={FileQuestion}
        title="Article Not Found"
        description="The article you're looking for doesn't exist or has been removed."
        action={
          <Link to={paths.home.to()} className={buttonClasses("primary")}>
            Return to Home
          </Link>
        }
      />
    </div>
  );
}
