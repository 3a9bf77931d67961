// GET /api/user/notifications: the notification flags. Home reads two of them: the
// question of the day hides when notifyDailyQuote is explicitly false, and the top contributors
// card shows only when notifyWeeklyContributors is true.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotificationSettings } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const NOTIFICATION_SETTINGS_URL = "/api/user/notifications";

export function getNotificationSettings(): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>("GET", NOTIFICATION_SETTINGS_URL);
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: [NOTIFICATION_SETTINGS_URL], queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
