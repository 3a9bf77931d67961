// The background acts on a content script's request only when every field is well-formed: content
// scripts run inside pages that may be hostile.
import { describe, expect, it } from "vitest";
import { isLayerRequest } from "./layer-messages";

describe("isLayerRequest", () => {
  it("when a request is well-formed, then it is accepted", () => {
    expect(isLayerRequest({ type: "layer/match", addresses: ["https://example.com/a"] })).toBe(true);
    expect(isLayerRequest({ type: "layer/get", articleId: "abc_DEF-123" })).toBe(true);
    expect(
      isLayerRequest({
        type: "layer/highlight",
        articleId: "a1",
        color: "#FEF9C3",
        selector: { startOffset: 0, endOffset: 3, text: "abc", prefix: "", suffix: "" },
      }),
    ).toBe(true);
    expect(
      isLayerRequest({
        type: "layer/ask",
        articleId: "a1",
        highlightId: null,
        recipientId: "u2",
        question: "?",
      }),
    ).toBe(true);
  });

  it("when a field is missing, of the wrong type, too long or an id with a path in it, then it is refused", () => {
    for (const request of [
      null,
      "layer/get",
      { type: "layer/unknown" },
      { type: "layer/get", articleId: "../../user" },
      { type: "layer/get", articleId: "x".repeat(129) },
      { type: "layer/match", addresses: "https://example.com" },
      { type: "layer/match", addresses: ["a", "b", "c", "d", "e"] },
      { type: "layer/comment", highlightId: "h1", text: "x".repeat(2001) },
      { type: "layer/highlight", articleId: "a1", color: "#FEF9C3", selector: { startOffset: "0" } },
      { type: "layer/ask", articleId: "a1", recipientId: "u2", question: "?" },
    ]) {
      expect(isLayerRequest(request), JSON.stringify(request)).toBe(false);
    }
  });
});
