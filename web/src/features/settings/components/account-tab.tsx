// Settings → Account (spec 2; issue 12, points 2, 3, 4, 7 and 9): the avatar and the profile
// form, the interface language, the data export and the account deletion. The Settings route
// renders it in its Account tab.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/lib/auth-context";
import { AvatarPicker } from "./avatar-picker";
import { DeleteAccountSection } from "./delete-account-section";
import { ExportDataSection } from "./export-data-section";
import { LanguageSelector } from "./language-selector";
import { ProfileForm } from "./profile-form";

const SECTION =
  "grid gap-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900";

export function AccountTab() {
  const { t } = useTranslation("settings-account");
  const { user } = useSession();
  const profileHeading = useId();
  // Protected screens render only with a signed-in record.
  if (!user) return null;

  return (
    <div className="grid gap-6">
      <section aria-labelledby={profileHeading} className={SECTION}>
        <h2 id={profileHeading} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {t("profile.heading")}
        </h2>
        <AvatarPicker />
        <ProfileForm key={user.id} user={user} />
        <LanguageSelector />
      </section>
      <div className={SECTION}>
        <ExportDataSection />
      </div>
      <div className={SECTION}>
        <DeleteAccountSection username={user.username} />
      </div>
    </div>
  );
}
