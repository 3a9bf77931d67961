import { describe, expect, it } from "vitest";
import { formatDuration, formatLongDay, formatShortDay, periodHeading, PERIOD_TABS } from "./format";

describe("statistics wording", () => {
  it("when time is shown, then it is floor(minutes / 60) hours and minutes mod 60", () => {
    expect(formatDuration(0)).toBe("0h 0m");
    expect(formatDuration(59)).toBe("0h 59m");
    expect(formatDuration(60)).toBe("1h 0m");
    expect(formatDuration(135)).toBe("2h 15m");
    expect(formatDuration(1501)).toBe("25h 1m");
  });

  it("when the tabs are listed, then they are the spec's five with Today first", () => {
    expect(PERIOD_TABS.map((tab) => tab.label)).toEqual([
      "Today",
      "This Week",
      "This Month",
      "This Year",
      "All Time",
    ]);
  });

  it("when a period is headed, then it reads as the spec's headings, on the user's own calendar day", () => {
    expect(periodHeading("daily", "2026-11-23")).toBe("Today (November 23, 2026)");
    expect(periodHeading("weekly", "2026-11-23")).toBe("This Week (starting November 23, 2026)");
    expect(periodHeading("monthly", "2026-11-01")).toBe("November 2026");
    expect(periodHeading("yearly", "2026-01-01")).toBe("2026");
    expect(periodHeading("total", null)).toBe("All Time");
    // The first of a month stays the first whatever the browser's zone (UTC formatting of a day key).
    expect(formatLongDay("2026-03-01")).toBe("March 1, 2026");
    expect(formatShortDay("2026-01-05")).toBe("Jan 5");
  });
});
