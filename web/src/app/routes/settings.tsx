// Settings (spec 2): title and Back; its four tabs come with the settings issue.
import { Link } from "react-router-dom";
import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";

export default function Settings() {
  return (
    <div className="mx-auto max-w-4xl">
      <Link to={paths.articles.to()} className={buttonClasses("ghost", "mb-4 -ml-2")}>
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back
      </Link>
      <PageHeader title="Settings" />
    </div>
  );
}
