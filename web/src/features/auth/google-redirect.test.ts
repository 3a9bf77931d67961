import { describe, expect, it } from "vitest";
import {
  clearRedirectMarkers,
  markHandlerReturn,
  readRedirectMarkers,
  setRedirectMarkers,
  stuckCheck,
} from "./google-redirect";

describe("the Google redirect markers", () => {
  it("when a sign-up redirect starts, then the markers hold its mode, start, source and #/home", () => {
    setRedirectMarkers(localStorage, "signUp", "#/auth?tab=register", 1000);
    expect(readRedirectMarkers(localStorage)).toEqual({
      pending: true,
      isSignUp: true,
      startedAt: 1000,
      sourcePath: "#/auth?tab=register",
      isNewAccount: true,
      redirectPath: "#/home",
      fromHandler: false,
    });
  });

  it("when cleared, then nothing is pending, handler flag included", () => {
    setRedirectMarkers(localStorage, "signIn", "#/auth", 1000);
    markHandlerReturn(localStorage, "state=x");
    clearRedirectMarkers(localStorage);
    expect(readRedirectMarkers(localStorage)).toMatchObject({
      pending: false,
      fromHandler: false,
      startedAt: null,
    });
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe("the stuck check (every 5 s; 10 s and 30 s)", () => {
  it.each([
    [5_000, true, "wait"],
    [10_000, true, "wait"],
    [10_001, true, "goHome"],
    [29_000, false, "wait"],
    [30_000, false, "wait"],
    [30_001, false, "giveUp"],
    [45_000, true, "goHome"],
  ] as const)("when the start is %i ms old and signed in is %s, then %s", (age, signedIn, decision) => {
    expect(stuckCheck(1_000_000, 1_000_000 + age, signedIn)).toBe(decision);
  });
});
