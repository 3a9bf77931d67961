import { describe, expect, it } from "vitest";
import { dayLabel, formatAmount, formatGrowth, formatNumber, timeAgo } from "./format";

describe("points wording", () => {
  it("when numbers are shown, then thousands are grouped and amounts and growth carry their sign", () => {
    expect(formatNumber(12345)).toBe("12,345");
    expect(formatAmount(5)).toBe("+5");
    expect(formatAmount(-5)).toBe("−5");
    expect(formatAmount(0)).toBe("0");
    expect(formatGrowth(20)).toBe("+20%");
    expect(formatGrowth(-15)).toBe("−15%");
    expect(formatGrowth(0)).toBe("0%");
  });

  it("when an entry is recent or old, then its time reads naturally", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(timeAgo("2026-11-23T11:59:40Z", now)).toBe("just now");
    expect(timeAgo("2026-11-23T11:55:00Z", now)).toBe("5 minutes ago");
    expect(timeAgo("2026-11-22T12:00:00Z", now)).toBe("yesterday");
    expect(timeAgo("2026-11-02T12:00:00Z", now)).toBe("3 weeks ago");
    expect(timeAgo("not a date", now)).toBe("");
  });

  it("when a day key is labelled, then it is that calendar day whatever the browser's zone", () => {
    expect(dayLabel("2026-11-23")).toBe("Mon, Nov 23");
    expect(dayLabel("2026-03-29")).toBe("Sun, Mar 29");
  });
});
