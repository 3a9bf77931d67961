// The Send Feedback form: type (default feedback), subject, description and an
// optional e-mail prefilled from the account; checked with the server's schema before sending.
// States: form, sending, sent (a thank-you panel) and error (the form again, with the failure
// message above it, so nothing typed is lost).
import { useCallback, useId, useState, type ChangeEvent, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { CheckCircle2 } from "lucide-react";
import { FEEDBACK_TYPES, type FeedbackBody } from "@shared";
import { Button, buttonClasses } from "@/components/ui/button";
import { inputClasses, TextArea, TextInput } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { APP_VERSION } from "@/config/app-version";
import { paths } from "@/config/paths";
import { translateMessage } from "@/lib/i18n";
import { serverErrorField } from "@/lib/server-message";
import { useSendFeedback } from "../api/send-feedback";
import { validateFeedback, type FeedbackErrors, type FeedbackInput } from "../validation";

type FormState = "form" | "sending" | "sent" | "error";

function ThankYou() {
  const { t } = useTranslation("feedback");
  // The form (and the button that had focus) is gone: focus moves to the panel's heading.
  const focusHeading = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);
  return (
    <section className="grid justify-items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-12 text-center dark:border-slate-800 dark:bg-slate-900">
      <CheckCircle2 className="h-12 w-12 text-green-600 dark:text-green-400" aria-hidden />
      <h2
        ref={focusHeading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none dark:text-slate-50"
      >
        {t("sent.title")}
      </h2>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{t("sent.description")}</p>
      <Link to={paths.landing.to()} className={buttonClasses("primary", "mt-2")}>
        {t("sent.returnHome")}
      </Link>
    </section>
  );
}

export function FeedbackForm({ defaultEmail, page }: { defaultEmail: string; page?: string | undefined }) {
  const { t } = useTranslation("feedback");
  const send = useSendFeedback();
  const typeId = useId();
  const [state, setState] = useState<FormState>("form");
  const [input, setInput] = useState<FeedbackInput>({
    type: "feedback",
    subject: "",
    description: "",
    email: defaultEmail,
  });
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const change = (field: keyof FeedbackInput, value: string) => {
    const next = { ...input, [field]: value };
    setInput(next);
    // After a first attempt, messages follow the typing (and go once a field is right).
    if (checked) setErrors(validateFeedback(next, { appVersion: APP_VERSION, page }).errors ?? {});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state === "sending") return;
    setChecked(true);
    const result = validateFeedback(input, { appVersion: APP_VERSION, page });
    if (!result.body) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setState("sending");
    send.mutate(result.body, {
      onSuccess: () => {
        setState("sent");
        toast({ title: t("toasts.sent"), description: t("toasts.sentDescription") });
      },
      onError: (error) => {
        setState("error");
        setServerError(serverErrorField(error));
        toast({ title: t("error.title"), description: t("error.description"), variant: "destructive" });
      },
    });
  };

  if (state === "sent") return <ThankYou />;

  const sending = state === "sending";
  /** A text field's value, change handler, translated message and disabled state. */
  const bind = (field: "subject" | "description" | "email") => ({
    value: input[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(field, event.target.value),
    error: errors[field] ? translateMessage(errors[field]) : undefined,
    disabled: sending,
  });
  const subject = bind("subject");
  const description = bind("description");
  const email = bind("email");

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={sending}
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {state === "error" && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <p className="font-medium">{t("error.title")}</p>
          <p>{t("error.description")}</p>
          {serverError && <p className="mt-1">{translateMessage(serverError)}</p>}
        </div>
      )}
      <div className="grid gap-1.5">
        <label htmlFor={typeId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t("form.type")}
        </label>
        <select
          id={typeId}
          value={input.type}
          onChange={(event) => change("type", event.target.value as FeedbackBody["type"])}
          disabled={sending}
          className={`${inputClasses} h-10`}
        >
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <TextInput label={t("form.subject")} placeholder={t("form.subjectPlaceholder")} {...subject} />
      <TextArea
        label={t("form.description")}
        placeholder={t("form.descriptionPlaceholder")}
        rows={6}
        {...description}
        hint={t("form.descriptionHint")}
      />
      <TextInput
        type="email"
        autoComplete="email"
        label={t("form.email")}
        {...email}
        hint={t("form.emailHint")}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={sending}>
          {sending ? t("form.sending") : t("form.submit")}
        </Button>
      </div>
    </form>
  );
}
