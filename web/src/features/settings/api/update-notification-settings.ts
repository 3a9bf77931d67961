// PATCH /api/user/notifications: the flags; the server answers with all seven, which
// become the notification settings query's data (Home reads two of them).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings, UpdateNotificationSettingsBody } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { NOTIFICATION_SETTINGS_URL } from "./get-notification-settings";

export function updateNotificationSettings(
  body: UpdateNotificationSettingsBody,
): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>("PATCH", NOTIFICATION_SETTINGS_URL, body);
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData([NOTIFICATION_SETTINGS_URL], settings),
  });
}
