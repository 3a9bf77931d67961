// Settings → Notifications: the seven flags as switches, saved together with
// 'Save Notification Settings' (a failure: 'Error updating notification settings', docs/product-spec.md §8). The
// server honours them: the e-mail digests of friend requests,
// comments, friends' highlights and spurqs go out only when on; Home shows the question of the day
// and the top contributors only when on; the newsletter flag records consent.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { NotificationSettings } from "@shared";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { useNotificationSettings } from "../api/get-notification-settings";
import { useUpdateNotificationSettings } from "../api/update-notification-settings";
import { settingsFailureMessage } from "../settings-failure";
import { LoadFailure } from "./load-failure";
import { SettingsCard } from "./settings-card";
import { SettingSwitch } from "./setting-switch";
import { useLoadFailureToast } from "./use-load-failure-toast";

type Flag = keyof NotificationSettings;

/** The order of the switches (docs/product-spec.md §2, Settings). */
const FLAGS: readonly Flag[] = [
  "notifyNewsletter",
  "notifyFriendRequests",
  "notifyArticleComments",
  "notifyHighlights",
  "notifySpurqs",
  "notifyDailyQuote",
  "notifyWeeklyContributors",
];

function UnderDevelopmentBadge() {
  const { t } = useTranslation("settings");
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">
      {t("notifications.underDevelopment")}
    </span>
  );
}

function NotificationsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation("settings");
  const update = useUpdateNotificationSettings();
  const [flags, setFlags] = useState<NotificationSettings>(settings);

  const save = () =>
    update.mutate(flags, {
      onSuccess: () => toast({ title: t("toasts.notificationsUpdated") }),
      onError: (error) =>
        toast({
          title: t("toasts.notificationsError"),
          description: t("toasts.notificationsFailed", { message: settingsFailureMessage(error) }),
          variant: "destructive",
        }),
    });

  return (
    <SettingsCard
      title={t("notifications.title")}
      description={t("notifications.description")}
      footer={
        <Button onClick={save} disabled={update.isPending}>
          {update.isPending ? t("saving") : t("notifications.save")}
        </Button>
      }
    >
      {FLAGS.map((flag) => (
        <div key={flag} className="grid gap-3">
          <SettingSwitch
            label={t(`notifications.flags.${flag}.label`)}
            description={t(`notifications.flags.${flag}.description`)}
            badge={flag === "notifyWeeklyContributors" ? <UnderDevelopmentBadge /> : undefined}
            checked={flags[flag]}
            onChange={(checked) => setFlags((current) => ({ ...current, [flag]: checked }))}
          />
          {flag === "notifyWeeklyContributors" && flags[flag] && (
            <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
              {t("notifications.weeklyNotice")}
            </p>
          )}
        </div>
      ))}
    </SettingsCard>
  );
}

export function NotificationsTab() {
  const { t } = useTranslation("settings");
  const settings = useNotificationSettings();
  useLoadFailureToast(settings.isError, settings.errorUpdatedAt, t("notifications.loadFailed"));

  if (settings.isError) {
    return <LoadFailure message={t("notifications.loadFailed")} onRetry={() => void settings.refetch()} />;
  }
  if (!settings.data) return <Spinner label={t("loading")} className="min-h-40" />;
  return <NotificationsForm settings={settings.data} />;
}
