// Settings → Account: the interface language (a change sends `{ language }` at once). Each language is
// offered in its own name, so a reader who cannot read the current one still finds theirs. The
// interface switches before the toast, which then speaks the new language; LanguageSync keeps
// following the saved preference from there.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Preferences } from "@shared";
import { inputClasses } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { changeLanguage, codeOf, i18n } from "@/lib/i18n";
import { serverErrorField } from "@/lib/server-message";
import { serverText } from "./profile-errors";
import { usePreferences } from "../api/get-preferences";
import { useUpdatePreferences } from "../api/update-preferences";
import { settingsFailureMessage } from "../settings-failure";

type Language = Preferences["language"];

/** Each language's name for itself (not translated: that is the point). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  english: "English",
  spanish: "Español",
  french: "Français",
  german: "Deutsch",
  japanese: "日本語",
  chinese: "中文",
};

export function LanguageSelector() {
  const { t } = useTranslation("settings-account");
  const id = useId();
  const { data } = usePreferences(true);
  const update = useUpdatePreferences();
  const current = data?.language;

  const onChange = (language: Language) => {
    update.mutate(
      { language },
      {
        onSuccess: async (saved) => {
          await changeLanguage(saved.language);
          toast({ title: i18n.t("settings-account:language.updated") });
        },
        onError: (error) =>
          toast({
            title: t("language.failed", {
              message: settingsFailureMessage(error, (e) => (serverErrorField(e) ? serverText(e) : null)),
            }),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <div className="grid max-w-xs gap-1.5">
      {/* The card's title shows the same word; the label still names the field. */}
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        className={`${inputClasses} h-10`}
        value={current ?? ""}
        disabled={!current || update.isPending}
        onChange={(event) => onChange(event.target.value as Language)}
        aria-describedby={`${id}-hint`}
      >
        {!current && <option value="" disabled />}
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={codeOf(language)}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        {t("language.hint")}
      </p>
    </div>
  );
}
