// User preferences and notification settings: stored as partial maps on the user record and
// always returned whole, with the defaults of docs/product-spec.md §3 for anything never saved.
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PREFERENCES,
  type NotificationSettings,
  type Preferences,
  type UpdateNotificationSettingsBody,
  type UpdatePreferencesBody,
} from "../../shared";
import { notFound } from "../../lib/errors";
import { getUser, updateUserMap } from "../users";

const userNotFound = () => notFound("User not found");

export async function getPreferences(uid: string): Promise<Preferences> {
  const user = await getUser(uid);
  if (!user) throw userNotFound();
  return { ...DEFAULT_PREFERENCES, ...user.preferences };
}

export async function updatePreferences(uid: string, changes: UpdatePreferencesBody): Promise<Preferences> {
  const next = await updateUserMap(uid, "preferences", (current) => ({ ...current, ...changes }));
  if (!next) throw userNotFound();
  return { ...DEFAULT_PREFERENCES, ...next };
}

export async function getNotificationSettings(uid: string): Promise<NotificationSettings> {
  const user = await getUser(uid);
  if (!user) throw userNotFound();
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...user.notifications };
}

export async function updateNotificationSettings(
  uid: string,
  changes: UpdateNotificationSettingsBody,
): Promise<NotificationSettings> {
  const next = await updateUserMap(uid, "notifications", (current) => ({ ...current, ...changes }));
  if (!next) throw userNotFound();
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...next };
}
