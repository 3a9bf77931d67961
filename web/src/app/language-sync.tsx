// Follows the signed-in user's language preference: the whole interface switches
// without a reload as soon as the preference loads or changes. Signed out, the interface keeps
// the device's last choice, else the browser's language.
import { useEffect } from "react";
import { useSession } from "@/lib/auth-context";
import { changeLanguage } from "@/lib/i18n";
import { usePreferences } from "@/features/settings/api/get-preferences";

export function LanguageSync() {
  const { status } = useSession();
  const { data } = usePreferences(status === "signedIn");
  const language = status === "signedIn" ? data?.language : undefined;

  useEffect(() => {
    if (language) void changeLanguage(language);
  }, [language]);

  return null;
}
