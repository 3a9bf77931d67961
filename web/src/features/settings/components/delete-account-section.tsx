// Settings: 'Delete my account', behind a typed confirmation: the button works
// only once the username is typed exactly, and the server checks the same. On success the session
// ends and the visitor lands on the landing page; the account can no longer sign in.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { TextInput } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { paths } from "@/config/paths";
import { useSession } from "@/lib/auth-context";
import { translateMessage } from "@/lib/i18n";
import { useDeleteAccount } from "../api/delete-account";
import { serverText } from "./profile-errors";

/** The button that opens the typed confirmation. */
export function DeleteAccountSection({ username }: { username: string }) {
  const { t } = useTranslation("settings-account");
  const [open, setOpen] = useState(false);

  return (
    <div>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t("delete.open")}
      </Button>
      {open && <DeleteAccountDialog username={username} onClose={() => setOpen(false)} />}
    </div>
  );
}

function DeleteAccountDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation("settings-account");
  const { logout } = useSession();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === username;
  const busy = remove.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || busy) return;
    remove.mutate(
      { confirm: typed.trim() },
      {
        onSuccess: async () => {
          // The server has removed the sign-in account too; this only forgets it in the browser.
          await logout({ to: paths.landing.to(), quiet: true });
          // The landing page starts at its top, not at the height the settings were scrolled to.
          window.scrollTo(0, 0);
          toast({ title: t("delete.deleted"), description: t("delete.deletedDescription") });
        },
        onError: (error) =>
          toast({
            title: t("delete.failed"),
            description: translateMessage(serverText(error)),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title={t("delete.dialogTitle")}
      description={t("delete.dialogDescription")}
    >
      <form className="grid gap-4" onSubmit={onSubmit}>
        <TextInput
          label={t("delete.confirmLabel", { username })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t("delete.cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || busy}>
            {busy ? t("delete.deleting") : t("delete.confirm")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
