import { describe, expect, it } from "vitest";
import { backingOffInterval, nextPollDelay } from "./poll-backoff";

const backoff = { baseMs: 5_000, maxMs: 60_000 };

function answered(dataUpdatedAt: number, data: unknown) {
  return { state: { dataUpdatedAt, data } };
}

describe("nextPollDelay", () => {
  it("when answers keep changing nothing, then the wait grows by half each time up to the ceiling", () => {
    const waits: number[] = [];
    let wait: number | undefined;
    for (let i = 0; i < 10; i++) {
      wait = nextPollDelay(backoff, wait, i === 0);
      waits.push(wait);
    }
    expect(waits).toEqual([5_000, 7_500, 11_250, 16_875, 25_313, 37_970, 56_955, 60_000, 60_000, 60_000]);
  });

  it("when an answer changes, then the wait is the base again", () => {
    expect(nextPollDelay(backoff, 60_000, true)).toBe(5_000);
  });
});

describe("backingOffInterval: a React Query refetchInterval", () => {
  it("when called several times for one answer, then it counts the answer once", () => {
    const interval = backingOffInterval(backoff);
    const data = { items: [] };
    expect(interval(answered(1, data))).toBe(5_000);
    expect(interval(answered(1, data))).toBe(5_000);
    // The same object again (structural sharing kept it): nothing changed.
    expect(interval(answered(2, data))).toBe(7_500);
    expect(interval(answered(2, data))).toBe(7_500);
    expect(interval(answered(3, data))).toBe(11_250);
    // A new object: a change, back to the base.
    expect(interval(answered(4, { items: [1] }))).toBe(5_000);
  });
});
