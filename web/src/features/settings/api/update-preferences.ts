// PATCH /api/user/preferences: the changed fields; on success the preferences query
// refreshes (and with it the appearance and the interface language, app-wide).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Preferences, UpdatePreferencesBody } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { PREFERENCES_URL } from "./get-preferences";

export function updatePreferences(body: UpdatePreferencesBody): Promise<Preferences> {
  return apiRequest<Preferences>("PATCH", PREFERENCES_URL, body);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData([PREFERENCES_URL], preferences),
  });
}
