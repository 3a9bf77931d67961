// The 'Invite a Friend' buttons of the top bar and the Friends screen, and Home's dialog. The
// dialog (tabs, consent, validation) downloads the first time it opens, not with the screen.
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { UserPlus } from "lucide-react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";

export const InviteDialog = lazyDialog(() => import("./invite-dialog").then((m) => m.InviteDialog));

/** An 'Invite a Friend' button that opens the dialog (the Friends screen's). */
export function InviteButton({ variant = "outline" }: { variant?: ButtonVariant }) {
  const { t } = useTranslation("invitations");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <UserPlus className="h-4 w-4" aria-hidden />
        {t("button.invite")}
      </Button>
      <InviteDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * The top bar's 'Invite a Friend' button with its dialog. It shows once the invitations texts have
 * loaded; the rest of the top bar (and the screen) does not wait for them.
 */
export function InviteFriendButton() {
  return (
    <Suspense fallback={null}>
      <TopBarInvite />
    </Suspense>
  );
}

function TopBarInvite() {
  const { t } = useTranslation("invitations");
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A wrapper carries the breakpoint: `hidden` on the button would fight its `inline-flex`. */}
      <span className="hidden sm:inline-flex">
        <Button variant="outline" onClick={() => setOpen(true)}>
          <UserPlus className="h-4 w-4" aria-hidden />
          {t("button.invite")}
        </Button>
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="sm:hidden"
        aria-label={t("button.invite")}
        onClick={() => setOpen(true)}
      >
        <UserPlus className="h-5 w-5" aria-hidden />
      </Button>
      <InviteDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
