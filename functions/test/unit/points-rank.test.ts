// The rank percentile the points summary shows, from the ranking job's bucketed distribution.
import { describe, expect, it } from "vitest";
import { POINTS_BUCKET_MINS, percentileBelow, pointsBucket, type PointsDistribution } from "../../src/shared";

const distribution = (counts: Record<number, number>): PointsDistribution => {
  const buckets = POINTS_BUCKET_MINS.map((min) => ({ min, count: counts[min] ?? 0 }));
  return { buckets, total: buckets.reduce((sum, b) => sum + b.count, 0) };
};

describe("pointsBucket", () => {
  it("when points sit on a bucket's least value, then they fall in that bucket, and one less in the one below", () => {
    expect(pointsBucket(0)).toBe(0);
    expect(pointsBucket(1)).toBe(1);
    expect(pointsBucket(9)).toBe(1);
    expect(pointsBucket(10)).toBe(2);
    expect(pointsBucket(99)).toBe(POINTS_BUCKET_MINS.indexOf(50));
    expect(pointsBucket(100)).toBe(POINTS_BUCKET_MINS.indexOf(100));
  });

  it("when points are negative or beyond the top, then they fall in the first or the last bucket", () => {
    expect(pointsBucket(-20)).toBe(0);
    expect(pointsBucket(10_000_000)).toBe(POINTS_BUCKET_MINS.length - 1);
  });
});

describe("percentileBelow", () => {
  it("when nobody is counted yet, then it is 0", () => {
    expect(percentileBelow({ buckets: [], total: 0 }, 500)).toBe(0);
  });

  it("when the lower buckets hold half the users, then a total at the next bucket's start is the 50th percentile", () => {
    expect(percentileBelow(distribution({ 0: 5, 100: 5 }), 100)).toBe(50);
  });

  it("when a total is inside its bucket, then the share below it is interpolated", () => {
    // 4 users between 100 and 200: 150 is above half of them.
    expect(percentileBelow(distribution({ 0: 6, 100: 4 }), 150)).toBe(80);
  });

  it("when a user has the fewest points, then nobody is below them; the most, then everyone else is", () => {
    const spread = distribution({ 0: 1, 50: 2, 1000: 1 });
    expect(percentileBelow(spread, 0)).toBe(0);
    expect(percentileBelow(spread, 1400)).toBe(95);
    expect(percentileBelow(spread, 1500)).toBe(100);
  });

  it("when the total is in the top bucket, then it is interpolated over a bucket as wide as its least value", () => {
    expect(percentileBelow(distribution({ 0: 1, 100_000: 2 }), 150_000)).toBe(67);
  });
});
