// A user or contributor profile (/users/{id}), linked from search, contributors and friends.
import { useParams } from "react-router-dom";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { UserProfileCard } from "@/features/friends/components/user-profile-card";
import { useUserProfile } from "@/features/friends/api/get-user-profile";

export default function UserProfile() {
  const { id = "" } = useParams();
  const profile = useUserProfile(id);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Profile" />
      {profile.isPending ? (
        <Spinner label="Loading profile" className="py-12" />
      ) : profile.isError ? (
        <p role="alert" className="text-sm text-slate-600 dark:text-slate-300">
          This user could not be found.
        </p>
      ) : (
        <UserProfileCard profile={profile.data} />
      )}
    </div>
  );
}
