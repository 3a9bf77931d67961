import { describe, expect, it } from "vitest";
import { HIGHLIGHT_COLORS } from "../../../src/shared";
import { nearestHighlightColor } from "../../../src/modules/library-import/colour-map";

const named = (value: string) => HIGHLIGHT_COLORS.find((c) => c.value === value)?.name;

describe("nearestHighlightColor", () => {
  it("when a source names one of the eight (Kindle's and Readwise's names), then that one", () => {
    expect(
      ["yellow", "Blue", "PINK", "orange", "purple", "green"].map((c) => named(nearestHighlightColor(c))),
    ).toEqual(["Yellow", "Blue", "Pink", "Orange", "Purple", "Green"]);
  });

  it("when a source names another colour, then the nearest by hue or the grey", () => {
    expect(["red", "violet", "grey", "cyan"].map((c) => named(nearestHighlightColor(c)))).toEqual([
      "Pink",
      "Purple",
      "Stone",
      "Sky",
    ]);
  });

  it("when a source gives hex, then the nearest hue, greys to Stone, the eight to themselves", () => {
    expect(named(nearestHighlightColor("#ffcc00"))).toBe("Yellow");
    expect(named(nearestHighlightColor("#f0a030"))).toBe("Orange");
    expect(named(nearestHighlightColor("#7a5cff"))).toBe("Purple");
    expect(named(nearestHighlightColor("#808080"))).toBe("Stone");
    for (const colour of HIGHLIGHT_COLORS) expect(nearestHighlightColor(colour.value)).toBe(colour.value);
  });

  it("when the colour is missing or unknown, then the default", () => {
    expect(named(nearestHighlightColor(undefined))).toBe("Yellow");
    expect(named(nearestHighlightColor("chartreuse-ish"))).toBe("Yellow");
  });
});
