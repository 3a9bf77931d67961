import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PREFERENCES,
  updateNotificationSettingsBodySchema,
  updatePreferencesBodySchema,
} from "../../src/shared";
import { zodToAppError } from "../../src/middleware/zod-error";

describe("settings schemas", () => {
  it("when read, then the defaults are docs/product-spec.md §3's", () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      darkMode: false,
      displayDensity: "default",
      fontSize: "default",
      language: "english",
      firstRunDismissed: false,
      sampleArticleId: null,
    });
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({
      notifyArticleComments: true,
      notifyHighlights: true,
      notifyFriendRequests: true,
      notifySpurqs: true,
      notifyNewsletter: false,
      notifyDailyQuote: true,
      notifyWeeklyContributors: true,
    });
  });

  it("when a patch has one valid field, then it parses; empty or unknown fields do not", () => {
    expect(updatePreferencesBodySchema.parse({ fontSize: "x-large" })).toEqual({ fontSize: "x-large" });
    expect(updatePreferencesBodySchema.safeParse({}).success).toBe(false);
    expect(updatePreferencesBodySchema.safeParse({ fontSize: "x-large", colour: "red" }).success).toBe(false);
    expect(updateNotificationSettingsBodySchema.safeParse({ notifyDailyQuote: "no" }).success).toBe(false);
  });

  it("when validation fails, then the 400 message starts with the field name", () => {
    const result = updatePreferencesBodySchema.safeParse({ language: "klingon" });
    expect(result.success).toBe(false);
    const error = zodToAppError(result.error!);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^language: /);
    expect(error.extra.field).toBe("language");

    const unknown = zodToAppError(updatePreferencesBodySchema.safeParse({ theme: "x" }).error!);
    expect(unknown.message).toBe("Unknown field: theme");
  });
});
