// The reader-day regression check (npm run bench:day -- --check) fails on a count that grew past
// its margin, holds within it, ignores times and reports a scenario that is no longer measured.
import { describe, expect, it } from "vitest";
import { compareDayFigures } from "../../../scripts/lib/bench-day-check.mjs";

const figures = (reads: number, ms = 100, name = "typical") => ({
  scenarios: { [name]: { perReaderDay: { reads, writes: 30, ms } } },
});

describe("compareDayFigures", () => {
  it("when every count is within 10 %, then nothing is reported, whatever the times did", () => {
    expect(compareDayFigures(figures(200), figures(219, 5_000))).toEqual([]);
  });

  it("when reads grew by more than 10 %, then that count is reported", () => {
    expect(compareDayFigures(figures(200), figures(221))).toEqual([
      "  typical reads: 200.0 -> 221.0 (+11 %)",
    ]);
  });

  it("when a small count grows by one, then it holds (the margin is at least one)", () => {
    expect(compareDayFigures(figures(2), figures(3))).toEqual([]);
  });

  it("when a recorded scenario is missing, then it is reported", () => {
    expect(compareDayFigures(figures(200), figures(200, 100, "other"))).toEqual([
      "  typical: no longer measured",
    ]);
  });
});
