// User preferences and notification settings, with the defaults of docs/product-spec.md §3.
import { z } from "zod";

export const DISPLAY_DENSITIES = ["compact", "default", "comfortable"] as const;
export const FONT_SIZES = ["small", "medium", "default", "large", "x-large"] as const;
export const LANGUAGES = ["english", "spanish", "french", "german", "japanese", "chinese"] as const;

export const preferencesSchema = z.object({
  darkMode: z.boolean(),
  displayDensity: z.enum(DISPLAY_DENSITIES),
  fontSize: z.enum(FONT_SIZES),
  language: z.enum(LANGUAGES),
  /**
   * Home's first-run checklist was put away: kept with the reader, not the device, so it stays
   * gone on every device and after a reload.
   */
  firstRunDismissed: z.boolean(),
  /**
   * The sample article the checklist created in the reader's library, so a second click opens it
   * rather than saving another copy; null until then.
   */
  sampleArticleId: z.string().trim().min(1, "Give the sample article's id, or null.").max(128).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  darkMode: false,
  displayDensity: "default",
  fontSize: "default",
  language: "english",
  firstRunDismissed: false,
  sampleArticleId: null,
};

const atLeastOneField = (value: object) => Object.keys(value).length > 0;

/** PATCH /api/user/preferences: only the changed fields, at least one. */
export const updatePreferencesBodySchema = preferencesSchema
  .partial()
  .strict()
  .refine(atLeastOneField, "Send at least one preference to change.");
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

export const notificationSettingsSchema = z.object({
  notifyArticleComments: z.boolean(),
  notifyHighlights: z.boolean(),
  notifyFriendRequests: z.boolean(),
  notifySpurqs: z.boolean(),
  notifyNewsletter: z.boolean(),
  notifyDailyQuote: z.boolean(),
  notifyWeeklyContributors: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** notifyDailyQuote and notifyWeeklyContributors: true when absent, as in the reference client. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  notifyArticleComments: true,
  notifyHighlights: true,
  notifyFriendRequests: true,
  notifySpurqs: true,
  notifyNewsletter: false,
  notifyDailyQuote: true,
  notifyWeeklyContributors: true,
};

/** PATCH /api/user/notifications: only the changed flags, at least one. */
export const updateNotificationSettingsBodySchema = notificationSettingsSchema
  .partial()
  .strict()
  .refine(atLeastOneField, "Send at least one notification setting to change.");
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBodySchema>;
