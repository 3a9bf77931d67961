import { describe, expect, it } from "vitest";
import { USERNAME_MAX, USERNAME_MIN } from "@shared";
import { USERNAME_RULE } from "./username-rule";

describe("the username rule stated beside the field", () => {
  it("when the contract's username limits change, then the stated ones follow", () => {
    expect(USERNAME_RULE).toEqual({ min: USERNAME_MIN, max: USERNAME_MAX });
  });
});
