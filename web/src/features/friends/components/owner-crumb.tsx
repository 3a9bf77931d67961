// The breadcrumb step for an article someone else owns: whose articles it is among, linking to
// their profile, instead of the reader's own 'My Articles'.
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { useUserProfile } from "../api/get-user-profile";

export function OwnerCrumb({ userId }: { userId: string }) {
  const { t } = useTranslation("friends");
  const profile = useUserProfile(userId);
  // Until the name arrives (or if it cannot), the step still says it is someone else's.
  if (!profile.data) return <span className="whitespace-nowrap">{t("ownerCrumb.unknown")}</span>;
  return (
    <Link
      to={paths.user.to(userId)}
      className="inline-flex min-h-11 items-center whitespace-nowrap hover:text-slate-900 sm:min-h-0 dark:hover:text-white"
    >
      {t("ownerCrumb.articles", { username: profile.data.username })}
    </Link>
  );
}
