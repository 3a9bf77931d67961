// Settings → Appearance: the Dark Mode switch saves { darkMode } at once; Display
// Density and Font Size are chosen here and saved with 'Save Appearance Settings', which sends all
// four preferences (the language as it stands). Saved preferences become the preferences query's
// data, and AppearanceSync applies them to the whole app.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DISPLAY_DENSITIES, FONT_SIZES, type Preferences } from "@shared";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { useSession } from "@/lib/auth-context";
import { usePreferences } from "../api/get-preferences";
import { useUpdatePreferences } from "../api/update-preferences";
import { settingsFailureMessage } from "../settings-failure";
import { ChoiceGroup } from "./choice-group";
import { LoadFailure } from "./load-failure";
import { SettingsCard } from "./settings-card";
import { SettingSwitch } from "./setting-switch";
import { useLoadFailureToast } from "./use-load-failure-toast";

/** Translation keys of the labels (Small, Medium, Default, Large, Extra Large). */
const FONT_SIZE_KEYS = {
  small: "small",
  medium: "medium",
  default: "default",
  large: "large",
  "x-large": "xLarge",
} as const satisfies Record<Preferences["fontSize"], string>;

function AppearanceForm({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation("settings");
  const update = useUpdatePreferences();
  const [darkMode, setDarkMode] = useState(preferences.darkMode);
  const [displayDensity, setDisplayDensity] = useState(preferences.displayDensity);
  const [fontSize, setFontSize] = useState(preferences.fontSize);

  const failed = (error: unknown) =>
    toast({
      title: t("toasts.preferencesFailed", { message: settingsFailureMessage(error) }),
      variant: "destructive",
    });
  const saved = () => toast({ title: t("toasts.preferencesUpdated") });

  const toggleDarkMode = (next: boolean) => {
    setDarkMode(next);
    update.mutate(
      { darkMode: next },
      {
        onSuccess: saved,
        onError: (error) => {
          setDarkMode(!next);
          failed(error);
        },
      },
    );
  };

  const save = () =>
    update.mutate(
      { darkMode, displayDensity, fontSize, language: preferences.language },
      { onSuccess: saved, onError: failed },
    );

  return (
    <SettingsCard
      title={t("appearance.title")}
      description={t("appearance.description")}
      footer={
        <Button onClick={save} disabled={update.isPending}>
          {update.isPending ? t("saving") : t("appearance.save")}
        </Button>
      }
    >
      <SettingSwitch
        label={t("appearance.darkMode")}
        description={t("appearance.darkModeDescription")}
        checked={darkMode}
        onChange={toggleDarkMode}
        disabled={update.isPending}
      />
      <ChoiceGroup
        label={t("appearance.displayDensity")}
        value={displayDensity}
        onChange={setDisplayDensity}
        choices={DISPLAY_DENSITIES.map((value) => ({ value, label: t(`appearance.densities.${value}`) }))}
      />
      <ChoiceGroup
        label={t("appearance.fontSize")}
        value={fontSize}
        onChange={setFontSize}
        choices={FONT_SIZES.map((value) => ({
          value,
          label: t(`appearance.fontSizes.${FONT_SIZE_KEYS[value]}`),
        }))}
      />
    </SettingsCard>
  );
}

export function AppearanceTab() {
  const { t } = useTranslation("settings");
  const { status } = useSession();
  const preferences = usePreferences(status === "signedIn");
  useLoadFailureToast(preferences.isError, preferences.errorUpdatedAt, t("appearance.loadFailed"));

  if (preferences.isError) {
    return <LoadFailure message={t("appearance.loadFailed")} onRetry={() => void preferences.refetch()} />;
  }
  if (!preferences.data) return <Spinner label={t("loading")} className="min-h-40" />;
  return <AppearanceForm preferences={preferences.data} />;
}
