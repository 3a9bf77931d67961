// /api/user/preferences and /api/user/notifications: thin handlers over settings.service.
import { Router } from "express";
import { updateNotificationSettingsBodySchema, updatePreferencesBodySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import * as settings from "./settings.service";

export const settingsRouter = Router();

settingsRouter.get(
  "/preferences",
  handle({}, ({ caller }) => settings.getPreferences(caller.uid)),
);

settingsRouter.patch(
  "/preferences",
  handle({ body: updatePreferencesBodySchema }, ({ caller, body }) =>
    settings.updatePreferences(caller.uid, body),
  ),
);

settingsRouter.get(
  "/notifications",
  handle({}, ({ caller }) => settings.getNotificationSettings(caller.uid)),
);

settingsRouter.patch(
  "/notifications",
  handle({ body: updateNotificationSettingsBodySchema }, ({ caller, body }) =>
    settings.updateNotificationSettings(caller.uid, body),
  ),
);
