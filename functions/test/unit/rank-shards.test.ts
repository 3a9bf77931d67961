// The ranking's ranges of uids and its bucket deltas: pure arithmetic, no emulator.
import { describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { RANK_SHARDS, RankDelta, isRankShard, rankShardOf } from "../../src/modules/progress/rank-shards";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

describe("the ranking's ranges of uids", () => {
  it("when uids are sorted, then their shards never go down, and every shard holds some first character", () => {
    const shards = [...ALPHABET].map((char) => rankShardOf(`${char}xyz`));
    expect(shards).toEqual([...shards].sort((a, b) => a - b));
    expect(new Set(shards)).toEqual(new Set(Array.from({ length: RANK_SHARDS }, (_, k) => k)));
    // Ids outside the alphabet still belong to a shard (the first or the last).
    expect(rankShardOf("")).toBe(0);
    expect(rankShardOf("-abc")).toBe(0);
    expect(rankShardOf("~abc")).toBe(RANK_SHARDS - 1);
  });

  it("when uids are drawn as Firebase Authentication draws them, then each shard gets about an eighth", () => {
    const counts = new Array<number>(RANK_SHARDS).fill(0);
    const draws = 40_000;
    for (let i = 0; i < draws; i++) counts[rankShardOf(ALPHABET[randomInt(ALPHABET.length)]!)]! += 1;
    for (const count of counts) expect(Math.abs(count / draws - 1 / RANK_SHARDS)).toBeLessThan(0.02);
  });

  it("when a task names something else than a shard's number, then it is no shard", () => {
    expect([0, RANK_SHARDS - 1].map(isRankShard)).toEqual([true, true]);
    expect([-1, RANK_SHARDS, 1.5, "2", null, undefined].map(isRankShard)).toEqual(new Array(6).fill(false));
  });
});

describe("a shard's bucket delta", () => {
  it("when users are counted, moved and taken out, then the total changes by those counted less those taken out", () => {
    const delta = new RankDelta();
    delta.move(null, 5); // counted for the first time, in the bucket from 1
    delta.move(5, 30); // from the bucket from 1 to the one from 25
    delta.move(30, null); // an account deleted
    expect(delta.total).toBe(0);
    expect(delta.empty).toBe(true);
    delta.move(null, 12);
    expect(delta.total).toBe(1);
    expect(delta.counts.get(10)).toBe(1);
    expect(delta.empty).toBe(false);
  });
});
