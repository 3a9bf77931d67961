// 'Invite a Friend': tabs Email and SMS, Cancel and Send Invite. Sent for real:
// POST /api/invitations sends a sign-up link whose newcomer becomes the sender's friend. The SMS
// tab asks for the same consent as the SMS share and records it before sending; a number whose
// owner opted out is refused in plain words. A friend already on Spurq is found by username
// instead: a link leads to Friends' people search. Its buttons: ./invite-buttons.
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import clsx from "clsx";
import { SMS_OPTED_OUT, type InvitationChannel } from "@shared";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { ConsentCheckbox } from "@/components/ui/consent-checkbox";
import { TextInput } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api-client";
import { translateMessage } from "@/lib/i18n";
import { serverErrorField } from "@/lib/server-message";
import { CONSENT_REQUIRED, recordSmsConsent } from "@/lib/sms-consent";
import { createInvitation } from "../api/create-invitation";
import {
  inviteProblem,
  inviteSentMessage,
  sendFailed,
  type InvitationsT,
  type InviteProblem,
} from "../invite-texts";

const CHANNELS: InvitationChannel[] = ["email", "sms"];

/** The toast for a refused or failed send: the server's reason where it gave one the person can act on. */
function failure(error: unknown, t: InvitationsT): InviteProblem {
  const reason = serverErrorField(error);
  if (!(error instanceof ApiError) || !reason || error.status >= 500) return sendFailed(t);
  if (error.status === 400) {
    return { title: t("problems.missing"), description: translateMessage(reason.replace(/^to: /, "")) };
  }
  return { title: t("problems.error"), description: translateMessage(reason) };
}

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("invitations");
  const [channelIndex, setChannelIndex] = useState(0);
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<InviteProblem | null>(null);
  const [sending, setSending] = useState(false);
  const problemId = useId();
  const channel = CHANNELS[channelIndex] ?? "email";

  const close = () => {
    setEmail("");
    setPhone("");
    setConsent(false);
    setProblem(null);
    setChannelIndex(0);
    onClose();
  };

  const refuse = (found: InviteProblem) => {
    setProblem(found);
    toast({ title: found.title, description: found.description, variant: "destructive" });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const to = (channel === "email" ? email : phone).trim();
    const found = inviteProblem(channel, to, consent, t);
    if (found) {
      refuse(found);
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      if (channel === "sms" && (await recordSmsConsent(to, "invite_dialog")).optedOut) {
        refuse({ title: t("problems.error"), description: translateMessage(SMS_OPTED_OUT) });
        return;
      }
      const result = await createInvitation({ channel, to });
      toast({ title: t("sent.title"), description: inviteSentMessage(result, t) });
      close();
    } catch (error) {
      refuse(failure(error, t));
    } finally {
      setSending(false);
    }
  };

  const tabClasses = ({ selected }: { selected: boolean }) =>
    clsx(
      "flex-1 rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none",
      selected
        ? "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-slate-50"
        : "text-slate-600 dark:text-slate-300",
    );

  return (
    <Modal open={open} onClose={close} title={t("dialog.title")}>
      <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4" noValidate>
        <TabGroup
          selectedIndex={channelIndex}
          onChange={(index) => {
            setChannelIndex(index);
            setProblem(null);
          }}
        >
          <TabList className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
            <Tab className={tabClasses}>{t("dialog.email")}</Tab>
            <Tab className={tabClasses}>{t("dialog.sms")}</Tab>
          </TabList>
          <TabPanels className="mt-4">
            <TabPanel>
              <TextInput
                label={t("dialog.emailLabel")}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder={t("dialog.emailPlaceholder")}
                hint={t("dialog.emailHint")}
              />
            </TabPanel>
            <TabPanel className="grid gap-4">
              <TextInput
                label={t("dialog.phoneLabel")}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                placeholder="+12025551234"
                hint={t("dialog.phoneHint")}
              />
              <ConsentCheckbox
                checked={consent}
                errorId={problem === CONSENT_REQUIRED ? problemId : undefined}
                onChange={(checked) => {
                  setConsent(checked);
                  setProblem(null);
                }}
              />
            </TabPanel>
          </TabPanels>
        </TabGroup>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("dialog.alreadyHere")}{" "}
          <Link
            to={paths.friends.to({ find: true })}
            onClick={close}
            className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {t("dialog.findPeople")}
          </Link>
        </p>
        {problem && (
          <p id={problemId} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {t("dialog.problem", { title: problem.title, description: problem.description })}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            {t("dialog.cancel")}
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? t("dialog.sending") : t("dialog.send")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
