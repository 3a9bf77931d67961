// The web app words achievements itself; in English it must say exactly what the server's
// describeAchievement says, for every type and threshold, and the action labels must be ACTIONS'.
import { afterEach, describe, expect, it } from "vitest";
import {
  ACHIEVEMENT_THRESHOLDS,
  ACHIEVEMENT_TYPES,
  ACTIONS,
  ACTION_TYPES,
  describeAchievement,
} from "@shared";
import { i18n } from "@/lib/i18n";
import dePoints from "@/locales/de/points.json";
import { achievementTexts, translateBadgeName } from "./achievement-texts";

const english = () => i18n.getFixedT("en", "points");

describe("achievement texts", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("when in English, then every achievement reads as the server's description", () => {
    for (const type of ACHIEVEMENT_TYPES) {
      for (const threshold of ACHIEVEMENT_THRESHOLDS[type]) {
        const { title, message, badgeName } = describeAchievement(type, threshold);
        expect(achievementTexts(english(), type, threshold), `${type} ${threshold}`).toEqual({
          title,
          message,
          badgeName,
        });
        expect(translateBadgeName(english(), badgeName)).toBe(badgeName);
      }
    }
  });

  it("when in English, then every action reads as the server's label", () => {
    for (const type of ACTION_TYPES) expect(english()(`actions.${type}`)).toBe(ACTIONS[type].label);
  });

  it("when in German, then titles, messages and badge names are German with their plurals", async () => {
    i18n.addResourceBundle("de", "points", dePoints);
    await i18n.changeLanguage("de");
    const t = i18n.getFixedT("de", "points");
    expect(achievementTexts(t, "highlight", 1)).toEqual({
      title: "Erste Markierung",
      message: "Du hast deine erste Markierung gesetzt.",
      badgeName: "Bronze-Markierer",
    });
    expect(achievementTexts(t, "connection", 50)).toEqual({
      title: "50 Freunde",
      message: "Du hast jetzt 50 Freunde.",
      badgeName: "Gold-Netzwerker",
    });
    expect(achievementTexts(t, "streak", 365).title).toBe("365 Tage in Folge");
    expect(translateBadgeName(t, "Diamond Regular")).toBe("Diamant-Stammgast");
  });

  it("when a badge is not an achievement's, then it is not taken for one", () => {
    expect(translateBadgeName(english(), "3-day streak")).toBeNull();
    expect(translateBadgeName(english(), "Wood Highlighter")).toBeNull();
  });
});
