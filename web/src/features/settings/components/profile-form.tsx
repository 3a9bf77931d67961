// Settings → Account: username, e-mail and bio. Only the changed
// fields are sent, checked first with the schema the server uses, its messages under the fields.
// A new e-mail is accepted by the server, then changed through Firebase Authentication's
// verify-before-update flow: the address changes once its owner opens the link. The form says the
// same for an address that already has an account (the server sends that one a notice instead),
// so it tells no one which addresses do.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { updateProfileBodySchema, type UpdateProfileBody, type UserRecord } from "@shared";
import { Button } from "@/components/ui/button";
import { TextArea, TextInput } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { useSession } from "@/lib/auth-context";
import { translateMessage } from "@/lib/i18n";
import { useUpdateProfile } from "../api/update-profile";
import { profileErrorOf, startEmailChange, type ProfileField } from "./profile-errors";

type FieldErrors = Partial<Record<ProfileField, string>>;

/** The fields that differ from the record (an e-mail differing only in letter case is the same address). */
function changedFields(user: UserRecord, values: { username: string; email: string; bio: string }) {
  const changes: UpdateProfileBody = {};
  if (values.username.trim() !== user.username) changes.username = values.username;
  if (values.email.trim().toLowerCase() !== user.email.toLowerCase()) changes.email = values.email;
  if (values.bio !== (user.bio ?? "")) changes.bio = values.bio;
  return changes;
}

export function ProfileForm({ user }: { user: UserRecord }) {
  const { t } = useTranslation("settings-account");
  const { refreshUser } = useSession();
  const update = useUpdateProfile();
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [bio, setBio] = useState(user.bio ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const changes = changedFields(user, { username, email, bio });
  const unchanged = Object.keys(changes).length === 0;

  const failed = (description = t("profile.errorDescription")) =>
    toast({ title: t("profile.errorTitle"), description, variant: "destructive" });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || saving) return;
    const parsed = updateProfileBodySchema.safeParse(changes);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ProfileField;
        next[field] ??= translateMessage(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      let record: UserRecord;
      try {
        record = await update.mutateAsync(parsed.data);
      } catch (error) {
        const known = profileErrorOf(error);
        if (known.field) setErrors({ [known.field]: translateMessage(known.message) });
        failed(known.toastMessage ? translateMessage(known.toastMessage) : undefined);
        return;
      }
      await refreshUser(record);
      setUsername(record.username);
      setBio(record.bio ?? "");
      setEmail(record.email);
      const { email: newEmail, ...others } = parsed.data;
      if (Object.keys(others).length > 0) {
        toast({ title: t("profile.updated"), description: t("profile.updatedDescription") });
      }
      if (newEmail !== undefined) {
        const outcome = await startEmailChange(newEmail);
        if (outcome === "sent") {
          setPendingEmail(newEmail);
          toast({
            title: t("profile.verifySent"),
            description: t("profile.verifySentDescription", { email: newEmail }),
            duration: 15_000,
          });
        } else if (outcome === "noUser") {
          // docs/product-spec.md §8: the identity provider's profile update without a user.
          toast({ title: t("profile.noUser"), variant: "destructive" });
        } else if (outcome === "signInAgain") {
          toast({
            title: t("profile.verifyFailed"),
            description: t("profile.signInAgain"),
            variant: "destructive",
          });
        } else {
          // docs/product-spec.md §8: the identity provider's profile update failed.
          toast({
            title: t("profile.updateFailed"),
            description: t("profile.verifyFailedDescription"),
            variant: "destructive",
          });
        }
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextInput
        label={t("profile.username")}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
      />
      <TextInput
        label={t("profile.email")}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        hint={pendingEmail ? t("profile.emailPending", { email: pendingEmail }) : undefined}
      />
      <TextArea
        label={t("profile.bio")}
        name="bio"
        rows={3}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        error={errors.bio}
        hint={t("profile.bioHint")}
      />
      <div>
        <Button type="submit" disabled={unchanged || saving}>
          {saving ? t("profile.saving") : t("profile.save")}
        </Button>
      </div>
    </form>
  );
}
