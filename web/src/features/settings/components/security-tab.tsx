// Settings → Security: 'Send Password Reset Email' really sends one through Firebase
// Authentication to the signed-in account's address (the reference client only pretended); two-factor
// authentication is not offered yet; deactivation goes through support. Deleting the account lives
// in the Account tab.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useSession } from "@/lib/auth-context";
import { loadFirebase } from "@/lib/firebase-loader";
import { SettingsCard } from "./settings-card";

export function SecurityTab() {
  const { t } = useTranslation("settings");
  const { firebaseUser, user } = useSession();
  const [sending, setSending] = useState(false);

  const sendReset = async () => {
    // The reset goes to the address Authentication signs the user in with.
    const email = firebaseUser?.email ?? user?.email;
    if (!email) {
      toast({ title: t("security.noEmail"), variant: "destructive" });
      return;
    }
    setSending(true);
    try {
      const { auth, sendPasswordResetEmail } = await loadFirebase();
      await sendPasswordResetEmail(auth, email);
      toast({ title: t("security.resetSent"), description: t("security.resetSentDescription", { email }) });
    } catch {
      toast({ title: t("security.resetFailed"), variant: "destructive" });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="grid gap-6">
      <SettingsCard title={t("security.password.title")} description={t("security.password.description")}>
        <div>
          <Button variant="outline" onClick={() => void sendReset()} disabled={sending}>
            {sending ? t("security.sending") : t("security.password.send")}
          </Button>
        </div>
      </SettingsCard>
      <SettingsCard title={t("security.twoFactor.title")} description={t("security.twoFactor.description")}>
        <div>
          <Button variant="outline" onClick={() => toast({ title: t("security.twoFactor.comingSoon") })}>
            {t("security.twoFactor.enable")}
          </Button>
        </div>
      </SettingsCard>
      <SettingsCard title={t("security.deactivate.title")} description={t("security.deactivate.description")}>
        <div>
          <Button
            variant="danger"
            onClick={() =>
              toast({
                title: t("security.deactivate.toastTitle"),
                description: t("security.deactivate.toastDescription"),
              })
            }
          >
            {t("security.deactivate.button")}
          </Button>
        </div>
      </SettingsCard>
    </div>
  );
}
