// The canonical address: how two addresses of one page become the same string.
import { describe, expect, it } from "vitest";
import { canonicalUrl, normalizeUrl } from "../../src/shared/canonical-url";

describe("normalizeUrl", () => {
  it("when the host has capitals, a default port and a fragment, then they go", () => {
    expect(normalizeUrl("HTTPS://Example.COM:443/Story#comments")).toBe("https://example.com/Story");
    expect(normalizeUrl("http://example.com:80/a")).toBe("http://example.com/a");
  });

  it("when a port is not the default, then it stays", () => {
    expect(normalizeUrl("http://127.0.0.1:4100/page")).toBe("http://127.0.0.1:4100/page");
  });

  it("when the path ends with a slash, then it goes, except the root's", () => {
    expect(normalizeUrl("https://example.com/news/story/")).toBe("https://example.com/news/story");
    expect(normalizeUrl("https://example.com/")).toBe("https://example.com/");
    expect(normalizeUrl("https://example.com")).toBe("https://example.com/");
  });

  it("when tracking parameters are present, then only the others stay, in a stable order", () => {
    expect(
      normalizeUrl("https://example.com/a?utm_source=x&id=7&UTM_Medium=y&fbclid=1&gclid=2&b=2&mc_eid=3"),
    ).toBe("https://example.com/a?b=2&id=7");
    expect(normalizeUrl("https://example.com/a?utm_campaign=spring")).toBe("https://example.com/a");
  });

  it("when credentials are in the address, then they go", () => {
    expect(normalizeUrl("https://user:secret@example.com/a")).toBe("https://example.com/a");
  });

  it("when the address is not http(s) or not an address, then null", () => {
    expect(normalizeUrl("javascript:alert(1)")).toBeNull();
    expect(normalizeUrl("ftp://example.com/a")).toBeNull();
    expect(normalizeUrl("not a url")).toBeNull();
  });
});

describe("canonicalUrl", () => {
  const page = "https://m.example.com/story/?utm_source=feed#top";

  it("when there is no canonical link, then the page's own address, normalised", () => {
    expect(canonicalUrl(page)).toBe("https://m.example.com/story");
    expect(canonicalUrl(page, "  ")).toBe("https://m.example.com/story");
  });

  it("when the canonical link is on the same site, then it wins, resolved against the page", () => {
    expect(canonicalUrl(page, "https://www.example.com/story/")).toBe("https://www.example.com/story");
    expect(canonicalUrl("https://example.com/a?x=1", "/a")).toBe("https://example.com/a");
    expect(canonicalUrl("https://www.example.com/a", "https://example.com/a")).toBe("https://example.com/a");
  });

  it("when the canonical link names another site or is not http(s), then the page's address", () => {
    expect(canonicalUrl(page, "https://other.test/story")).toBe("https://m.example.com/story");
    expect(canonicalUrl("https://blog.example.com/a", "https://news.example.com/a")).toBe(
      "https://blog.example.com/a",
    );
    expect(canonicalUrl("https://example.com/a", "javascript:alert(1)")).toBe("https://example.com/a");
    expect(canonicalUrl("https://example.com/a", "http://[bad")).toBe("https://example.com/a");
  });

  it("when the page's address is not http(s), then null", () => {
    expect(canonicalUrl("file:///home/a.html", "https://example.com/a")).toBeNull();
  });
});
