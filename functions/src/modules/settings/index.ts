// The settings module's public face: a reader's preferences and notification settings.
export { settingsRouter } from "./settings.routes";
export { getNotificationSettings } from "./settings.service";
