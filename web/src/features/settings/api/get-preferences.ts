// GET /api/user/preferences: dark mode, display density, font size and language.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Preferences } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const PREFERENCES_URL = "/api/user/preferences";

/** Fetches the signed-in user's preferences. */
export function getPreferences(): Promise<Preferences> {
  return apiRequest<Preferences>("GET", PREFERENCES_URL);
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: [PREFERENCES_URL], queryFn: getPreferences });

/** The preferences once signed in (`enabled` false while signed out). */
export function usePreferences(enabled: boolean) {
  return useQuery({ ...preferencesQueryOptions(), enabled });
}
