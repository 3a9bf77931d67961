// Send Feedback: the form, and a 'Back to Home' button to /. The page the user came from
// (the floating button passes it in the link's state) goes with the feedback.
import { Link, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { useSession } from "@/lib/auth-context";
import { FeedbackForm } from "@/features/feedback/components/feedback-form";

function cameFrom(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" ? from : undefined;
}

export default function Feedback() {
  const { t } = useTranslation("feedback");
  const { user, firebaseUser } = useSession();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Link to={paths.landing.to()} className={buttonClasses("outline")}>
            {t("backToHome")}
          </Link>
        }
      />
      <FeedbackForm defaultEmail={user?.email ?? firebaseUser?.email ?? ""} page={cameFrom(location.state)} />
    </div>
  );
}
