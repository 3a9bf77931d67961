// Applies the signed-in user's appearance preferences app-wide as soon as they load; back to the
// defaults when signed out.
import { useEffect } from "react";
import { useSession } from "@/lib/auth-context";
import { applyAppearance, cacheAppearance, DEFAULT_APPEARANCE } from "@/lib/appearance";
import { usePreferences } from "@/features/settings/api/get-preferences";

export function AppearanceSync() {
  const { status } = useSession();
  const { data } = usePreferences(status === "signedIn");

  useEffect(() => {
    if (status === "signedOut") {
      applyAppearance(DEFAULT_APPEARANCE);
      cacheAppearance(null);
    } else if (status === "signedIn" && data) {
      const appearance = {
        darkMode: data.darkMode,
        displayDensity: data.displayDensity,
        fontSize: data.fontSize,
      };
      applyAppearance(appearance);
      cacheAppearance(appearance);
    }
  }, [status, data]);

  return null;
}
