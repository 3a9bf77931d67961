import { beforeEach, describe, expect, it, vi } from "vitest";

// The fuzzy matcher is replaced here by one that answers as approx-string-match 1.x did for quotes
// whose length is a multiple of 32: a match with no errors and no length.
const matches = vi.hoisted(() => ({ next: [] as { start: number; end: number; errors: number }[] }));
vi.mock("approx-string-match", () => ({ default: () => matches.next }));

const { anchorHighlight, describeSelection } = await import("../../src/shared/anchoring");

const TEXT =
  "Lighthouses were lit by oil for a century, and their keepers trimmed the wicks every night " +
  "so that the beam reached ships far out at sea, whatever the weather.";

describe("anchoring when the fuzzy matcher gives an impossible answer", () => {
  const start = TEXT.indexOf("their keepers");
  const h = describeSelection(TEXT, start, start + 64)!;
  const edited = TEXT.replace("trimmed", "trimmes");

  beforeEach(() => {
    matches.next = [];
  });

  it("when it answers a zero-error, zero-length match, then the highlight is orphaned, not empty", () => {
    matches.next = [{ start: start + 10, end: start + 10, errors: 0 }];
    expect(anchorHighlight(edited, h)).toBeNull();
  });

  it("when it answers a match shorter than the quote minus its errors, then that match is refused", () => {
    matches.next = [{ start, end: start + 40, errors: 2 }];
    expect(anchorHighlight(edited, h)).toBeNull();
  });

  it("when it answers a match whose length fits its errors, then the highlight lands there", () => {
    matches.next = [
      { start, end: start, errors: 0 },
      { start, end: start + 64, errors: 1 },
    ];
    expect(anchorHighlight(edited, h)).toEqual({ startOffset: start, endOffset: start + 64 });
  });
});
