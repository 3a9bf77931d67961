// Settings: 'Delete my account', behind a typed confirmation: the button works only once the
// username is typed exactly, and the server checks the same. The server answers with the deletion
// job; the dialog then shows its progress, live, until the job is done (or its document, which the
// job removes at its very end, has gone, or the API no longer knows the account): then the session
// ends and the visitor lands on the landing page. A failed job shows its reason and may be tried
// again. Opened while a deletion is at work (another device), the dialog shows that deletion.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isJobActive, type JobView } from "@shared";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { TextInput } from "@/components/ui/form";
import { JobProgress } from "@/components/ui/job-progress";
import { toast } from "@/components/ui/toast-store";
import { paths } from "@/config/paths";
import { expectAccountGone } from "@/lib/account-gone";
import { useSession } from "@/lib/auth-context";
import { translateMessage } from "@/lib/i18n";
import { useJob } from "@/lib/jobs/use-job";
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

/** A job the dialog shows instead of the form: one at work, or one that failed. */
const showsProgress = (job: JobView | null | undefined): job is JobView =>
  Boolean(job && (isJobActive(job) || job.state === "failed"));

function DeleteAccountDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation("settings-account");
  const { logout } = useSession();
  const remove = useDeleteAccount();
  const deletion = useJob("accountDeletion");
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === username;
  const finished = deletion.gone || deletion.job?.state === "done";
  // At the end the job's document goes: the bar shows the last it said, complete.
  const last = deletion.last;
  const job = finished && last ? { ...last, state: "done" as const, done: last.total } : deletion.job;
  const working = remove.isPending || finished || (job ? isJobActive(job) : false);
  const showing = working || showsProgress(job);

  // From the request on, the account is being deleted and the server refuses its writes (403
  // ACCOUNT_GONE), the screen's background ones too: expected here, where the dialog ends the
  // session itself when the deletion is done, so the session does not end early on them.
  useEffect(() => (showing ? expectAccountGone() : undefined), [showing]);

  // The job has removed the sign-in account too; this only forgets it in the browser, once.
  const signedOut = useRef(false);
  useEffect(() => {
    if (!finished || signedOut.current) return;
    signedOut.current = true;
    void (async () => {
      await logout({ to: paths.landing.to(), quiet: true });
      // The landing page starts at its top, not at the height the settings were scrolled to.
      window.scrollTo(0, 0);
      toast({ title: t("delete.deleted"), description: t("delete.deletedDescription") });
    })();
  }, [finished, logout, t]);

  const start = (confirm: string) =>
    remove.mutate(
      { confirm },
      {
        onSuccess: deletion.show,
        onError: (error) =>
          toast({
            title: t("delete.failed"),
            description: translateMessage(serverText(error)),
            variant: "destructive",
          }),
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || working) return;
    start(typed.trim());
  };

  if (job && (showsProgress(job) || finished)) {
    const failed = job.state === "failed";
    return (
      <Modal
        open
        onClose={failed && !remove.isPending ? onClose : () => undefined}
        title={t("delete.progressTitle")}
        description={t("delete.progressDescription")}
      >
        <DeletionProgress job={job}>
          {failed && (
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
                {t("delete.close")}
              </Button>
              <Button variant="danger" onClick={() => start(username)} disabled={remove.isPending}>
                {remove.isPending ? t("delete.deleting") : t("delete.tryAgain")}
              </Button>
            </div>
          )}
        </DeletionProgress>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onClose={working ? () => undefined : onClose}
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
          <Button variant="outline" onClick={onClose} disabled={working}>
            {t("delete.cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || working}>
            {working ? t("delete.deleting") : t("delete.confirm")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The job's progress in the dialog. It takes the focus when it replaces the form (whose button
 * had it), so the keyboard and the screen reader stay in the dialog.
 */
function DeletionProgress({ job, children }: { job: JobView; children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current?.contains(document.activeElement)) container.current?.focus();
  }, []);
  return (
    <div ref={container} tabIndex={-1} className="grid gap-4 outline-none">
      <JobProgress job={job} />
      {children}
    </div>
  );
}
