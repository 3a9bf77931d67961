import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import zhStatistics from "@/locales/zh/statistics.json";
import {
  formatDuration,
  formatLongDay,
  formatShortDay,
  periodHeading,
  periodLabel,
  PERIOD_TABS,
  type StatisticsT,
} from "./format";

const english = () => i18n.getFixedT("en", "statistics") as StatisticsT;

describe("statistics wording", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("when time is shown, then it is floor(minutes / 60) hours and minutes mod 60", () => {
    const t = english();
    expect(formatDuration(t, 0)).toBe("0h 0m");
    expect(formatDuration(t, 59)).toBe("0h 59m");
    expect(formatDuration(t, 60)).toBe("1h 0m");
    expect(formatDuration(t, 135)).toBe("2h 15m");
    expect(formatDuration(t, 1501)).toBe("25h 1m");
  });

  it("when the tabs are listed, then they are the five with Today first", () => {
    expect(PERIOD_TABS.map((period) => periodLabel(english(), period))).toEqual([
      "Today",
      "This Week",
      "This Month",
      "This Year",
      "All Time",
    ]);
  });

  it("when a period is headed, then it reads as the screen's headings, on the user's own calendar day", () => {
    const t = english();
    expect(periodHeading(t, "daily", "2026-11-23")).toBe("Today (November 23, 2026)");
    expect(periodHeading(t, "weekly", "2026-11-23")).toBe("This Week (starting November 23, 2026)");
    expect(periodHeading(t, "monthly", "2026-11-01")).toBe("November 2026");
    expect(periodHeading(t, "yearly", "2026-01-01")).toBe("2026");
    expect(periodHeading(t, "total", null)).toBe("All Time");
    // The first of a month stays the first whatever the browser's zone (UTC formatting of a day key).
    expect(formatLongDay("2026-03-01")).toBe("March 1, 2026");
    expect(formatShortDay("2026-01-05")).toBe("Jan 5");
  });

  it("when the language is Chinese, then headings, durations and days are Chinese", async () => {
    i18n.addResourceBundle("zh", "statistics", zhStatistics);
    await i18n.changeLanguage("zh");
    const t = i18n.getFixedT("zh", "statistics") as StatisticsT;
    expect(periodHeading(t, "daily", "2026-11-23")).toBe("今天（2026年11月23日）");
    expect(periodHeading(t, "monthly", "2026-11-01")).toBe("2026年11月");
    expect(periodHeading(t, "yearly", "2026-01-01")).toBe("2026年");
    expect(periodHeading(t, "total", null)).toBe("全部时间");
    expect(formatDuration(t, 135)).toBe("2小时15分钟");
    expect(formatShortDay("2026-01-05")).toBe("1月5日");
  });
});
