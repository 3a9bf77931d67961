// The bookmarklet's script, run as a browser would run it (the percent-decoded address) against a
// stand-in page: what it opens must carry the page's address and selection intact, whatever
// characters they hold.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { bookmarkletHref, bookmarkletSource } from "./bookmarklet";
import { QUOTE_MAX, readCaptureRequest } from "./capture-link";

const ORIGIN = "https://spurq.example";

/** Runs the bookmark's script on a page at `href` with `selection`; what it opened and where. */
function runOnPage(href: string, selection: string, { popupsBlocked = false } = {}) {
  const opened: string[] = [];
  const popup = { opener: {} as unknown };
  const window = {
    location: { href },
    getSelection: () => ({ toString: () => selection }),
    open: (url: string) => {
      opened.push(url);
      return popupsBlocked ? null : popup;
    },
  };
  const bookmark = bookmarkletHref(ORIGIN);
  expect(bookmark.startsWith("javascript:")).toBe(true);
  // Browsers percent-decode a javascript: address, then run it.
  runInNewContext(decodeURIComponent(bookmark.slice("javascript:".length)), { window });
  return { opened, popup, location: window.location };
}

function captured(address: string) {
  expect(address.startsWith(`${ORIGIN}/#/articles/create?`)).toBe(true);
  return readCaptureRequest(new URLSearchParams(address.split("?").slice(1).join("?")));
}

describe("the bookmarklet", () => {
  it("when run on a page with odd characters, then Spurq opens with its address and selection intact", () => {
    // As a browser's location.href writes it (quotes in the query come percent-encoded).
    const page = new URL("https://news.example/a b/café?x=1&y='\"&z=%25#top").href;
    const selection = ` 50% off & "quoted" #hash + plus = 'single' \\ back </script> 😀 日本語\n\nnext `;
    const { opened, popup } = runOnPage(page, selection);
    expect(opened).toHaveLength(1);
    expect(captured(opened[0]!)).toEqual({ kind: "url", url: page, quote: selection.trim() });
    expect(popup.opener).toBeNull();
  });

  it("when nothing is selected, then only the address goes", () => {
    const { opened } = runOnPage("https://a.example/", "   ");
    expect(opened[0]).toBe(`${ORIGIN}/#/articles/create?url=${encodeURIComponent("https://a.example/")}`);
  });

  it("when the selection is longer than the limit, then it is cut without splitting an emoji", () => {
    const selection = `${"é".repeat(QUOTE_MAX - 1)}😀 and more`;
    const request = captured(runOnPage("https://a.example/", selection).opened[0]!);
    expect(request).toEqual({ kind: "url", url: "https://a.example/", quote: "é".repeat(QUOTE_MAX - 1) });
  });

  it("when the page's text holds a lone surrogate, then it still opens Spurq", () => {
    const request = captured(runOnPage("https://a.example/", "broken \uD83D text").opened[0]!);
    expect(request).toEqual({ kind: "url", url: "https://a.example/", quote: "broken \uFFFD text" });
  });

  it("when the browser blocks the new tab, then the page itself goes to Spurq", () => {
    const { location } = runOnPage("https://a.example/x", "word", { popupsBlocked: true });
    expect(captured(location.href)).toEqual({ kind: "url", url: "https://a.example/x", quote: "word" });
  });

  it("has no bare % or line break in the bookmark's address", () => {
    const href = bookmarkletHref(ORIGIN);
    expect(href).not.toMatch(/%(?![0-9A-F]{2})/);
    expect(href).not.toMatch(/\s/);
    expect(bookmarkletSource(`${ORIGIN}/`)).toContain(`"${ORIGIN}/#/articles/create?url="`);
  });
});
