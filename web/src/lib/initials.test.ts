import { describe, expect, it } from "vitest";
import { initials } from "@/lib/initials";

describe("avatar initials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["grace brewster hopper", "GB"],
    ["ada", "AD"],
    ["x", "X"],
    ["  ben   ", "BE"],
    ["élodie durand", "ÉD"],
    ["", "U"],
    ["   ", "U"],
    [null, "U"],
    [undefined, "U"],
  ])("when the name is %j, then the initials are %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
