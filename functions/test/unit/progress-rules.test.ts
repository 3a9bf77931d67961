// The pure rules behind points (shared/progress.ts), at their boundaries: levels, streaks in the
// user's own calendar (either side of the date line, across daylight-saving changes, with a day
// missed), weekly growth, expertise levels and the achievement thresholds an action crosses.
import { describe, expect, it } from "vitest";
import {
  NO_STREAK,
  currentStreak,
  dayKey,
  describeAchievement,
  expertiseLevel,
  extendStreak,
  levelFor,
  levelProgressPercent,
  nextLevelPoints,
  thresholdsCrossed,
  weeklyGrowth,
  type StreakState,
} from "../../src/shared";

describe("levels", () => {
  it("when totals sit on either side of a level's start, then the level and the next level's points change there", () => {
    const cases: Array<[number, number, number]> = [
      // [total, level, next level's points]
      [0, 1, 100],
      [99, 1, 100],
      [100, 2, 400],
      [399, 2, 400],
      [400, 3, 900],
      [899, 3, 900],
      [900, 4, 1600],
    ];
    for (const [total, level, next] of cases) {
      expect([total, levelFor(total), nextLevelPoints(total)]).toEqual([total, level, next]);
    }
  });

  it("when the total is huge, then the level is exact at its boundary (no rounding of the square root)", () => {
    const start = 100 * 100_000 ** 2; // level 100,001 starts here
    expect(levelFor(start)).toBe(100_001);
    expect(levelFor(start - 1)).toBe(100_000);
    expect(nextLevelPoints(start)).toBe(100 * 100_001 ** 2);
  });

  it("when the total is negative, then it counts as none", () => {
    expect(levelFor(-5)).toBe(1);
    expect(nextLevelPoints(-5)).toBe(100);
    expect(levelProgressPercent(-5)).toBe(0);
  });

  // docs/product-spec.md §9 (Business constants and limits, "Level progress").
  it("when progress is shown, then it is the total over the next level's points, in percent", () => {
    expect(levelProgressPercent(0)).toBe(0);
    expect(levelProgressPercent(50)).toBe(50);
    expect(levelProgressPercent(99)).toBe(99);
    expect(levelProgressPercent(100)).toBe(25);
    expect(levelProgressPercent(399)).toBe(100);
  });
});

/** The streak after actions at these instants, counted in `timeZone`. */
const streakOf = (timeZone: string, ...instants: string[]): StreakState =>
  instants.reduce((streak, at) => extendStreak(streak, dayKey(new Date(at), timeZone)), NO_STREAK);

describe("streaks in the user's time zone", () => {
  it("when two actions straddle local midnight east of the date line (Kiritimati, UTC+14), then they make two days", () => {
    const late = "2026-03-10T09:59:00Z"; // 23:59 on the 10th there
    const early = "2026-03-10T10:01:00Z"; // 00:01 on the 11th there
    expect(streakOf("Pacific/Kiritimati", late, early)).toEqual({
      days: 2,
      lastDay: "2026-03-11",
      longest: 2,
    });
    // The same two instants are one day in UTC.
    expect(streakOf("UTC", late, early).days).toBe(1);
  });

  it("when two actions straddle local midnight west of it (Pago Pago, UTC−11; Etc/GMT+12, UTC−12), then they make two days", () => {
    expect(streakOf("Pacific/Pago_Pago", "2026-03-10T10:59:00Z", "2026-03-10T11:01:00Z")).toMatchObject({
      days: 2,
      lastDay: "2026-03-10",
    });
    expect(streakOf("Etc/GMT+12", "2026-03-10T11:59:00Z", "2026-03-10T12:01:00Z")).toMatchObject({
      days: 2,
      lastDay: "2026-03-10",
    });
  });

  it("when the same instant is a different date on each side of the date line, then each user's day is their own", () => {
    const at = new Date("2026-03-10T23:30:00Z");
    expect(dayKey(at, "Pacific/Kiritimati")).toBe("2026-03-11");
    expect(dayKey(at, "Etc/GMT+12")).toBe("2026-03-10");
    expect(dayKey(at, "UTC")).toBe("2026-03-10");
  });

  it("when a day has no activity, then the streak starts again; today counts once active, yesterday's is kept until today ends", () => {
    const streak = streakOf("UTC", "2026-03-10T12:00:00Z", "2026-03-11T12:00:00Z", "2026-03-13T12:00:00Z");
    expect(streak).toEqual({ days: 1, lastDay: "2026-03-13", longest: 2 });
    const twoDays = streakOf("UTC", "2026-03-10T12:00:00Z", "2026-03-11T12:00:00Z");
    expect(currentStreak(twoDays, "2026-03-11")).toBe(2);
    expect(currentStreak(twoDays, "2026-03-12")).toBe(2);
    expect(currentStreak(twoDays, "2026-03-13")).toBe(0);
    expect(currentStreak(NO_STREAK, "2026-03-13")).toBe(0);
  });

  it("when an action is repeated the same day or reported for an earlier one, then the streak does not change", () => {
    const streak = streakOf("UTC", "2026-03-10T08:00:00Z", "2026-03-11T08:00:00Z");
    expect(extendStreak(streak, "2026-03-11")).toBe(streak);
    expect(extendStreak(streak, "2026-03-09")).toBe(streak);
  });

  it("when Berlin springs forward (a 23-hour day), then evenings 23 hours apart are still consecutive days", () => {
    // 23:30 CET on 28 March, 23:30 CEST on 29 March (clocks went forward at 02:00), 23:30 on the 30th.
    const streak = streakOf(
      "Europe/Berlin",
      "2026-03-28T22:30:00Z",
      "2026-03-29T21:30:00Z",
      "2026-03-30T21:30:00Z",
    );
    expect(streak).toEqual({ days: 3, lastDay: "2026-03-30", longest: 3 });
  });

  it("when New York falls back (a 25-hour day), then two actions 24 hours apart can be the same day", () => {
    // 00:30 EDT and 23:30 EST on 1 November 2026: 24 hours apart, one local day.
    expect(streakOf("America/New_York", "2026-11-01T04:30:00Z", "2026-11-02T04:30:00Z")).toEqual({
      days: 1,
      lastDay: "2026-11-01",
      longest: 1,
    });
  });

  it("when New York springs forward, then 00:30 and 23:30 local on the short day are one day, and the next morning extends it", () => {
    // 8 March 2026: 00:30 EST (05:30Z), 23:30 EDT (03:30Z next day), 00:30 EDT on the 9th (04:30Z).
    expect(
      streakOf("America/New_York", "2026-03-08T05:30:00Z", "2026-03-09T03:30:00Z", "2026-03-09T04:30:00Z"),
    ).toEqual({ days: 2, lastDay: "2026-03-09", longest: 2 });
  });
});

describe("weekly growth", () => {
  const today = "2026-03-20";

  it("when this week's 7 days (today included) are set against the 7 before, then the change is in percent", () => {
    expect(weeklyGrowth({ "2026-03-20": 10, "2026-03-14": 10, "2026-03-13": 10 }, today)).toBe(100);
    expect(weeklyGrowth({ "2026-03-20": 5, "2026-03-07": 10 }, today)).toBe(-50);
    expect(weeklyGrowth({ "2026-03-15": 10, "2026-03-10": 10 }, today)).toBe(0);
  });

  it("when last week had nothing, then growth is 100 with points this week and 0 without", () => {
    expect(weeklyGrowth({ "2026-03-19": 3 }, today)).toBe(100);
    expect(weeklyGrowth({}, today)).toBe(0);
  });

  it("when days are older than two weeks or after today, then they do not count", () => {
    expect(
      weeklyGrowth({ "2026-03-06": 50, "2026-03-21": 50, "2026-03-20": 10, "2026-03-13": 10 }, today),
    ).toBe(0);
  });
});

describe("expertise levels", () => {
  it("when points reach each level's start, then the level rises, from 1 to at most 5", () => {
    const cases: Array<[number, number]> = [
      [0, 1],
      [1, 1],
      [49, 1],
      [50, 2],
      [149, 2],
      [150, 3],
      [399, 3],
      [400, 4],
      [999, 4],
      [1000, 5],
      [1_000_000, 5],
    ];
    expect(cases.map(([points]) => [points, expertiseLevel(points)])).toEqual(cases);
  });
});

describe("achievement thresholds", () => {
  it("when a count rises, then exactly the thresholds passed on the way are crossed", () => {
    expect(thresholdsCrossed("highlight", 0, 1)).toEqual([1]);
    expect(thresholdsCrossed("highlight", 9, 10)).toEqual([10]);
    expect(thresholdsCrossed("highlight", 0, 12)).toEqual([1, 10]);
    expect(thresholdsCrossed("highlight", 10, 11)).toEqual([]);
    expect(thresholdsCrossed("comment", 499, 500)).toEqual([500]);
    expect(thresholdsCrossed("streak", 2, 3)).toEqual([3]);
    expect(thresholdsCrossed("streak", 1, 2)).toEqual([]);
  });

  it("when a count falls (an undo), then nothing is crossed", () => {
    expect(thresholdsCrossed("highlight", 10, 9)).toEqual([]);
    expect(thresholdsCrossed("highlight", 11, 10)).toEqual([]);
  });

  it("when an achievement is described, then its texts, badge and xp follow its type and rank", () => {
    expect(describeAchievement("spurq", 1)).toMatchObject({
      title: "First Spurq",
      message: "You sent your first Spurq.",
      badgeName: "Bronze Spurqer",
      xp: 10,
    });
    expect(describeAchievement("streak", 7)).toMatchObject({
      title: "7 days in a row",
      message: "You have been active 7 days in a row.",
      badgeName: "Silver Regular",
    });
    expect(describeAchievement("connection", 10).message).toBe("You have reached 10 friends.");
  });
});
