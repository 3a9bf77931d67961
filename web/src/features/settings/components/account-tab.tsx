// Settings → Account: the avatar and the profile
// form, the interface language, the data import and export and the account deletion, as cards
// like the other tabs'. The Settings route renders it in its Account tab and gives it the import's
// entry (another feature's, which this one cannot import itself).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/lib/auth-context";
import { AvatarPicker } from "./avatar-picker";
import { DeleteAccountSection } from "./delete-account-section";
import { ExportDataSection } from "./export-data-section";
import { LanguageSelector } from "./language-selector";
import { ProfileForm } from "./profile-form";
import { SettingsCard } from "./settings-card";

export function AccountTab({ importEntry }: { importEntry?: ReactNode } = {}) {
  // The jobs namespace too: the export and the deletion show a job's progress (components/ui).
  const { t } = useTranslation(["settings-account", "jobs"]);
  const { user } = useSession();
  // Protected screens render only with a signed-in record.
  if (!user) return null;

  return (
    <div className="grid gap-6">
      <SettingsCard title={t("profile.heading")}>
        <AvatarPicker />
        <ProfileForm key={user.id} user={user} />
      </SettingsCard>
      <SettingsCard title={t("language.label")}>
        <LanguageSelector />
      </SettingsCard>
      {importEntry && (
        <SettingsCard title={t("import.heading")} description={t("import.description")}>
          <div>{importEntry}</div>
        </SettingsCard>
      )}
      <SettingsCard title={t("export.heading")} description={t("export.description")}>
        <ExportDataSection />
      </SettingsCard>
      <SettingsCard title={t("delete.heading")} description={t("delete.description")}>
        <DeleteAccountSection username={user.username} />
      </SettingsCard>
    </div>
  );
}
