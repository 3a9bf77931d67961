// A person's profile (/users/{id}): avatar, username, bio, joined date, friend count and the
// action that matches how the caller stands with them.
import { useTranslation } from "react-i18next";
import { Users } from "lucide-react";
import type { UserProfile } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { formatDate } from "@/lib/i18n/format";
import { RelationshipAction } from "./relationship-action";

/** "January 5, 2026" in English; the interface language's long date elsewhere. */
const joined = (iso: string) => formatDate(iso, { year: "numeric", month: "long", day: "numeric" });

export function UserProfileCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation("friends");
  return (
    <section
      aria-label={t("profile.label", { username: profile.username })}
      className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-8 text-center sm:flex-row sm:text-left dark:border-slate-700 dark:bg-slate-900"
    >
      <Avatar name={profile.username} src={profile.avatar} className="h-20 w-20 text-2xl" />
      <div className="min-w-0 flex-1">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-50">{profile.username}</h2>
        {profile.bio && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{profile.bio}</p>}
        <p className="mt-2 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-slate-500 sm:justify-start dark:text-slate-400">
          <span>{t("profile.joined", { date: joined(profile.createdAt) })}</span>
          <span className="inline-flex items-center gap-1">
            <Users className="h-4 w-4" aria-hidden />
            {t("profile.friendCount", { count: profile.friendCount })}
          </span>
        </p>
      </div>
      {profile.relationship !== "self" && (
        <RelationshipAction
          userId={profile.id}
          username={profile.username}
          relationship={profile.relationship}
          fullAddLabel
        />
      )}
    </section>
  );
}
