// Share by SMS: an SMS tab and a disabled 'Email (Coming Soon)' tab; the number in
// international format, an optional message (sent only when not blank) and the consent checkbox.
// Consent is recorded first (POST /api/sms-consent), then the message is sent, unless the answer
// says the number opted out (its owner replied STOP): then the dialog says so and sends nothing.
// Where no SMS provider is configured (the emulators) the server simulates the send and the toast
// says so.
import { useId, useState, type FormEvent } from "react";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import clsx from "clsx";
import { SMS_CUSTOM_MESSAGE_MAX, SMS_OPTED_OUT, type SmsShareResult } from "@shared";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { ConsentCheckbox } from "@/components/ui/consent-checkbox";
import { TextArea, TextInput } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { translateMessage } from "@/lib/i18n";
import { serverErrorField, serverMessage } from "@/lib/server-message";
import { recordSmsConsent } from "@/lib/sms-consent";
import { shareArticleSms } from "../api/share-article-sms";
import { shareHighlightSms } from "../api/share-highlight-sms";
import { smsPreview, type ShareTarget } from "../share-content";
import { optedOutProblem, smsProblem, type SharingT, type SmsProblem } from "../sms";

const tabClasses = ({ selected, disabled }: { selected: boolean; disabled: boolean }) =>
  clsx(
    "flex-1 rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none",
    selected && "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-slate-50",
    !selected && !disabled && "text-slate-600 dark:text-slate-300",
    disabled && "cursor-not-allowed text-slate-400 dark:text-slate-500",
  );

export function sentDescription(result: SmsShareResult, phone: string, t: SharingT): string {
  return result.simulated ? t("sms.simulated", { phone }) : t("sms.sentDescription", { phone });
}

export function SmsDialog({
  open,
  onClose,
  target,
}: {
  open: boolean;
  onClose: () => void;
  target: ShareTarget;
}) {
  const { t } = useTranslation("sharing");
  const [phone, setPhone] = useState("");
  const [message, setMessage] = useState("");
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<SmsProblem | null>(null);
  const [sending, setSending] = useState(false);
  const errorId = useId();

  const close = () => {
    setPhone("");
    setMessage("");
    setConsent(false);
    setProblem(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = smsProblem(phone, consent, t);
    setProblem(found);
    if (found) {
      toast({ title: found.title, description: found.description, variant: "destructive" });
      return;
    }
    const number = phone.trim();
    const custom = message.trim() || undefined;
    setSending(true);
    const optedOut = () => {
      setProblem(optedOutProblem(t));
      toast({
        title: t("sms.sendFailed"),
        description: translateMessage(SMS_OPTED_OUT),
        variant: "destructive",
      });
    };
    try {
      const recorded = await recordSmsConsent(number, "sharing_dialog").catch(() => null);
      if (!recorded) {
        toast({
          title: t("sms.sendFailed"),
          description: t("sms.consentFailed"),
          variant: "destructive",
        });
        return;
      }
      if (recorded.optedOut) {
        optedOut();
        return;
      }
      const result =
        target.kind === "article"
          ? await shareArticleSms(target.articleId, number, custom)
          : await shareHighlightSms(target.highlightId, number, custom);
      toast({ title: t("sms.sent"), description: sentDescription(result, number, t) });
      close();
    } catch (error) {
      // The first send after the owner replied STOP: the server learns it from Twilio.
      if (serverErrorField(error) === SMS_OPTED_OUT) optedOut();
      else
        toast({
          title: t("sms.sendFailed"),
          description: translateMessage(serverMessage(error)),
          variant: "destructive",
        });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={target.kind === "article" ? t("sms.shareArticle") : t("sms.shareHighlight")}
    >
      <TabGroup defaultIndex={0}>
        <TabList className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          <Tab className={tabClasses}>{t("sms.tab")}</Tab>
          <Tab disabled className={tabClasses}>
            {t("sms.emailTab")}
          </Tab>
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
              <TextInput
                label={t("sms.phone")}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+12025551234"
                value={phone}
                aria-invalid={problem?.field === "phone" ? true : undefined}
                aria-describedby={problem?.field === "phone" ? errorId : undefined}
                onChange={(event) => {
                  setPhone(event.target.value);
                  setProblem(null);
                }}
              />
              <TextArea
                label={t("sms.message")}
                rows={3}
                maxLength={SMS_CUSTOM_MESSAGE_MAX}
                value={message}
                placeholder={t("sms.messagePlaceholder")}
                onChange={(event) => setMessage(event.target.value)}
                hint={
                  <>
                    {target.kind === "article" ? t("sms.sharingArticle") : t("sms.sharingHighlight")}{" "}
                    <span className="italic" data-testid="sms-preview">
                      {smsPreview(target)}
                    </span>
                  </>
                }
              />
              <ConsentCheckbox
                checked={consent}
                errorId={problem?.field === "consent" ? errorId : undefined}
                onChange={(checked) => {
                  setConsent(checked);
                  setProblem(null);
                }}
              />
              {problem && (
                <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
                  {t("sms.problem", { title: problem.title, description: problem.description })}
                </p>
              )}
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={close}>
                  {t("sms.cancel")}
                </Button>
                <Button type="submit" disabled={sending}>
                  {sending ? t("sms.sending") : t("sms.send")}
                </Button>
              </div>
            </form>
          </TabPanel>
          <TabPanel />
        </TabPanels>
      </TabGroup>
    </Modal>
  );
}
