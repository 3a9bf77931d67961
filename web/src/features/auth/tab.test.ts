import { describe, expect, it } from "vitest";
import { parseAuthTab } from "./tab";

describe("the auth page's tab", () => {
  it.each([
    ["?tab=register", "", "register"],
    ["?tab=login", "", "login"],
    ["", "?tab=register", "register"],
    ["?tab=login", "?tab=register", "login"],
    ["?tab=signup", "", "login"],
    ["?tab=REGISTER", "", "login"],
    ["", "", "login"],
  ] as const)("when the hash query is %j and the search is %j, then the tab is %s", (hash, search, tab) => {
    expect(parseAuthTab(hash, search)).toBe(tab);
  });
});
