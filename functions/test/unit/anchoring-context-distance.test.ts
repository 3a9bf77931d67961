// The context distance anchoring scores every candidate by is computed with bit vectors; it must
// give exactly what the plain edit-distance table gives, or highlights would land differently.
import { describe, expect, it } from "vitest";
import { outwardDistance } from "../../src/shared/anchoring";

/** The table itself: edits from `stored` to the nearest-best outward stretch of `outward`. */
function byTable(stored: string, outward: string): number {
  let previous = Array.from({ length: outward.length + 1 }, (_, j) => j);
  for (let i = 1; i <= stored.length; i++) {
    const current = [i];
    for (let j = 1; j <= outward.length; j++)
      current[j] = Math.min(
        previous[j - 1]! + (stored[i - 1] === outward[j - 1] ? 0 : 1),
        previous[j]! + 1,
        current[j - 1]! + 1,
      );
    previous = current;
  }
  return Math.min(...previous);
}

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// By UTF-16 code units, as offsets and the anchoring count them.
const reversed = (s: string) => s.split("").reverse().join("");

describe("context distance", () => {
  it("when contexts of every length up to 40 meet edited text, then it equals the edit-distance table both ways", () => {
    const next = random(13);
    // Few letters, so that the strings share many characters and the table has real choices; one
    // letter outside Latin-1 and one astral character's halves.
    const letters = "abcab \u00e9\u4e2d\ud83d\ude00";
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join("");
    for (let run = 0; run < 3000; run++) {
      const stored = word(1 + Math.floor(next() * 40));
      const after = word(Math.floor(next() * (stored.length + 12)));
      const window = Math.min(after.length, stored.length + 8);
      const expected = byTable(stored, after.slice(0, window));
      // After the quote: read forwards from its end.
      const text = word(5) + after;
      expect(outwardDistance(stored, text, 5, 1, after.length)).toBe(expected);
      // Before the quote: the stored prefix and the text are both read backwards from the quote.
      const before = reversed(after);
      expect(outwardDistance(reversed(stored), before + word(3), before.length - 1, -1, before.length)).toBe(
        expected,
      );
    }
  });
});
