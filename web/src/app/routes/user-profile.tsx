// A user or contributor profile (/users/{id}), linked from search, contributors and friends.
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { UserProfileCard } from "@/features/friends/components/user-profile-card";
import { useUserProfile } from "@/features/friends/api/get-user-profile";

export default function UserProfile() {
  const { t } = useTranslation("friends");
  const { id = "" } = useParams();
  const profile = useUserProfile(id);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t("profile.title")} />
      {profile.isPending ? (
        <Spinner label={t("profile.loading")} className="py-12" />
      ) : profile.isError ? (
        <p role="alert" className="text-sm text-slate-600 dark:text-slate-300">
          {t("profile.notFound")}
        </p>
      ) : (
        <UserProfileCard profile={profile.data} />
      )}
    </div>
  );
}
