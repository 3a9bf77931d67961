import { describe, expect, it } from "vitest";
import { shortDate, viewedText } from "./dates";

const now = new Date(2025, 2, 10, 9, 0); // 10 March 2025, 09:00 local time

describe("article card dates", () => {
  it("when viewed earlier the same day, then 'Viewed today'", () => {
    expect(viewedText(new Date(2025, 2, 10, 0, 5).toISOString(), now)).toBe("Viewed today");
  });

  it("when viewed late the previous evening, then 'Viewed yesterday' (calendar days, not 24 hours)", () => {
    expect(viewedText(new Date(2025, 2, 9, 23, 50).toISOString(), now)).toBe("Viewed yesterday");
  });

  it("when viewed days before, then 'N days ago'", () => {
    expect(viewedText(new Date(2025, 2, 7, 12).toISOString(), now)).toBe("3 days ago");
    expect(viewedText(new Date(2025, 1, 8, 12).toISOString(), now)).toBe("30 days ago");
  });

  it("when never viewed or the date is bad, then nothing", () => {
    expect(viewedText(null, now)).toBeNull();
    expect(viewedText("not a date", now)).toBeNull();
  });

  it("when showing the created date, then it is short", () => {
    expect(shortDate(new Date(2025, 2, 5, 12).toISOString())).toBe("Mar 5, 2025");
  });
});
