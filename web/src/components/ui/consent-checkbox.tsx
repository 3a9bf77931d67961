// The SMS consent checkbox of the share and invite dialogs: the same words in both, and
// marked invalid, pointing at the dialog's message, when sending was refused for want of it.
import { useId } from "react";
import { useTranslation } from "react-i18next";

export function ConsentCheckbox({
  checked,
  onChange,
  errorId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of the message that says consent is missing, while it shows. */
  errorId?: string | undefined;
}) {
  const { t } = useTranslation("common");
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 rounded border-slate-300"
        checked={checked}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm">
        {t("smsConsent.confirm")}
      </label>
    </div>
  );
}
