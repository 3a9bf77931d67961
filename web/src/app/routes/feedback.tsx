// Send Feedback (spec 2): the form comes with the feedback issue.
import { Link } from "react-router-dom";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";

export default function Feedback() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Send Feedback"
        actions={
          <Link to={paths.landing.to()} className={buttonClasses("outline")}>
            Back to Home
          </Link>
        }
      />
    </div>
  );
}
