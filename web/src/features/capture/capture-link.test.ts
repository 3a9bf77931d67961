import { describe, expect, it } from "vitest";
import {
  captureRoute,
  clipQuote,
  QUOTE_MAX,
  readCaptureRequest,
  sharedAddress,
  sharedFileRoute,
  shareRoute,
} from "./capture-link";
import { HIGHLIGHT_TEXT_MAX } from "@shared";

const query = (route: string) => new URLSearchParams(route.split("?")[1] ?? "");

describe("sharedAddress", () => {
  it("when the url field holds an address, then it wins over the text", () => {
    expect(sharedAddress({ url: "https://a.example/x", text: "see https://b.example/y" })).toBe(
      "https://a.example/x",
    );
  });

  it("when only the text holds one, then it is taken without the sentence's punctuation", () => {
    expect(sharedAddress({ text: "Worth reading (https://a.example/p?q=1&r=2).", url: "" })).toBe(
      "https://a.example/p?q=1&r=2",
    );
  });

  it("when the title holds it, then it is found there last", () => {
    expect(sharedAddress({ title: "https://a.example/t", text: "no link here" })).toBe("https://a.example/t");
  });

  it("when nothing is an http address, then null", () => {
    expect(sharedAddress({ url: "javascript:alert(1)", text: "ftp://a.example/f", title: "x" })).toBeNull();
    expect(sharedAddress({})).toBeNull();
  });
});

describe("clipQuote", () => {
  it("when the quote is long, then it is cut to the limit without splitting an emoji", () => {
    const quote = `${"a".repeat(QUOTE_MAX - 1)}😀tail`;
    const clipped = clipQuote(quote);
    expect(clipped).toBe("a".repeat(QUOTE_MAX - 1));
    expect(() => encodeURIComponent(clipped)).not.toThrow();
  });

  it("when the text holds lone surrogates, then they become replacement characters", () => {
    expect(clipQuote("a\uD800b\uDC00c 😀")).toBe("a\uFFFDb\uFFFDc 😀");
  });

  it("keeps the quote within a highlight's limit", () => {
    expect(QUOTE_MAX).toBeLessThanOrEqual(HIGHLIGHT_TEXT_MAX);
  });
});

describe("the create screen's capture query", () => {
  it("when an address and a quote with odd characters go in, then the same come out", () => {
    const url = "https://a.example/p?q=1&r=%20x#frag";
    const quote = `He said "50% & more" — #1 + 'ok'?\n\nZweiter Absatz: 日本語 😀 <b>`;
    expect(readCaptureRequest(query(captureRoute(url, quote)))).toEqual({ kind: "url", url, quote });
  });

  it("when there is no quote, then the request has none", () => {
    expect(readCaptureRequest(query(captureRoute("https://a.example/", "  ")))).toEqual({
      kind: "url",
      url: "https://a.example/",
      quote: null,
    });
  });

  it("when the address is not http(s), then nothing is imported", () => {
    expect(readCaptureRequest(new URLSearchParams({ url: "javascript:alert(1)" }))).toEqual({
      kind: "empty",
    });
    expect(readCaptureRequest(new URLSearchParams({ url: "" }))).toEqual({ kind: "empty" });
  });

  it("when a shared file is named, then its id comes out", () => {
    expect(readCaptureRequest(query(sharedFileRoute("f-1")))).toEqual({ kind: "file", id: "f-1" });
  });

  it("when the query has nothing to capture, then null", () => {
    expect(readCaptureRequest(new URLSearchParams("tab=pdf"))).toBeNull();
  });
});

describe("shareRoute", () => {
  it("when a share holds an address, then it leads to the create screen with it", () => {
    expect(shareRoute({ title: "T", text: "Read https://a.example/x", url: "" })).toBe(
      captureRoute("https://a.example/x"),
    );
  });

  it("when the share has no address, then the create screen says so", () => {
    expect(readCaptureRequest(query(shareRoute({ text: "hello" })))).toEqual({ kind: "empty" });
  });
});
