import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import frPoints from "@/locales/fr/points.json";
import { dayLabel, formatAmount, formatGrowth, formatNumber, formatPercent, timeAgo } from "./format";

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
    // Under a minute the list says 'just now' in its own words.
    expect(timeAgo("2026-11-23T11:59:40Z", now)).toBeNull();
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

describe("points wording in another language", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("when the language is French, then numbers, percentages, days and times are French", async () => {
    i18n.addResourceBundle("fr", "points", frPoints);
    await i18n.changeLanguage("fr");
    // French groups thousands with a narrow no-break space and puts a space before '%'.
    expect(formatNumber(12345)).toBe("12\u202f345");
    expect(formatAmount(-1500)).toBe("−1\u202f500");
    expect(formatPercent(63)).toBe("63\u00a0%");
    expect(formatGrowth(20)).toBe("+20\u00a0%");
    expect(dayLabel("2026-11-23")).toBe("lun. 23 nov.");
    expect(timeAgo("2026-11-22T12:00:00Z", new Date("2026-11-23T12:00:00Z"))).toBe("hier");
  });
});
