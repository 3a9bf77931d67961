// The guards every receiver applies before acting on a message.
import { describe, expect, it } from "vitest";
import { isBackgroundRequest, isContentRequest, isExternalMessage } from "./messages";

describe("message guards", () => {
  it("when the web app sends a connect message, then only a well-formed one passes", () => {
    expect(isExternalMessage({ type: "spurq/connect", state: "s", customToken: "t" })).toBe(true);
    expect(isExternalMessage({ type: "spurq/ping" })).toBe(true);
    expect(isExternalMessage({ type: "spurq/connect", state: "", customToken: "t" })).toBe(false);
    expect(isExternalMessage({ type: "spurq/connect", state: "s" })).toBe(false);
    expect(isExternalMessage({ type: "spurq/connect", state: "s", customToken: "t".repeat(9000) })).toBe(
      false,
    );
    expect(isExternalMessage({ type: "page/save", tabId: 1 })).toBe(false);
    expect(isExternalMessage(null)).toBe(false);
  });

  it("when an extension page asks the background, then only known requests with their fields pass", () => {
    expect(isBackgroundRequest({ type: "session/get" })).toBe(true);
    expect(isBackgroundRequest({ type: "page/save", tabId: 4 })).toBe(true);
    expect(isBackgroundRequest({ type: "page/save", tabId: "4" })).toBe(false);
    expect(isBackgroundRequest({ type: "spurq/connect", state: "s", customToken: "t" })).toBe(false);
    expect(isBackgroundRequest("session/get")).toBe(false);
  });

  it("when the background asks a tab, then only a capture request passes", () => {
    expect(isContentRequest({ type: "page/capture" })).toBe(true);
    expect(isContentRequest({ type: "session/get" })).toBe(false);
  });
});
