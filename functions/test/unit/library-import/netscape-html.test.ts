// The Netscape bookmark file. The fixture follows the shape browsers and services write, as public
// bookmark importers test it (Firefox's header with its Content-Security-Policy meta, ICON and
// LAST_MODIFIED; Pinboard's PRIVATE, TOREAD and TAGS with a <DD> description; Raindrop's
// DATA-COVER; Safari's FOLDED BookmarksBar and com.apple.ReadingList folders), with <DT> and <p>
// left unclosed as every writer leaves them.
import { describe, expect, it } from "vitest";
import { netscapeHtml } from "../../../src/modules/library-import/formats/netscape-html";
import { formatsSniffedBy, textFile, textFixture } from "./text-fixtures";

describe("netscape-html", () => {
  it("when the file is a bookmark file, then it alone is recognised as it (not Pocket's HTML)", () => {
    expect(formatsSniffedBy(netscapeHtml)).toEqual(["netscape-html"]);
  });

  it("when links sit in nested folders, then each item's folder is the innermost one", async () => {
    const library = await netscapeHtml.parse(textFixture("netscape-html"));
    expect(library.format).toBe("netscape-html");
    expect(library.items.map((item) => [item.source, item.title, item.folder])).toEqual([
      ["line 12", "Get Firefox", undefined],
      ["line 15", "HTML: HyperText Markup Language", "Bookmarks Toolbar"],
      ["line 19", "How to Do Great Work", "Reading"],
      ["line 21", "Local-first software & you", "Reading"],
      ["line 27", "Apple", "BookmarksBar"],
      ["line 31", "Saved in Safari", "Reading List"],
      ["line 34", undefined, undefined],
    ]);
  });

  it("when a link has a date, tags, a to-read flag and a description, then they are read", async () => {
    const library = await netscapeHtml.parse(textFixture("netscape-html"));
    const [firefox, , pinboard, raindrop, safari] = library.items;
    expect(firefox).toEqual({
      source: "line 12",
      url: "https://www.mozilla.org/en-US/firefox/",
      title: "Get Firefox",
      savedAt: new Date(1650000000 * 1000),
      tags: ["browser", "mozilla"],
      folder: undefined,
      read: undefined,
      highlights: [],
    });
    expect(pinboard).toMatchObject({
      url: "https://paulgraham.com/greatwork.html",
      savedAt: new Date("2023-07-01T12:00:00Z"),
      tags: ["essays", "work"],
      read: false,
      notes: ["Pinboard keeps the description here."],
    });
    expect(raindrop).toMatchObject({ tags: ["software"], savedAt: new Date("2019-06-07T12:00:00Z") });
    expect(raindrop?.notes).toBeUndefined();
    expect(raindrop?.read).toBeUndefined();
    expect(safari?.savedAt).toBeUndefined();
  });

  it("when a link is not to a web page, then it is skipped with its line", async () => {
    const library = await netscapeHtml.parse(textFixture("netscape-html"));
    expect(library.skipped).toEqual([
      { source: "line 23", reason: 'line 23: "place:sort=8&maxResults=10" is not a web address' },
      { source: "line 33", reason: 'line 33: "javascript:void(0)" is not a web address' },
    ]);
  });

  it("when a file has no doctype but bookmark lists, then it is recognised, with dates in milliseconds read", async () => {
    const text = '<DL><p>\n<DT><A HREF="https://a.example/" ADD_DATE="1700000000000">A</A>\n</DL><p>\n';
    const file = textFile("bookmarks.html", text);
    expect(netscapeHtml.sniff(file, text)).toBe(true);
    const library = await netscapeHtml.parse(file);
    expect(library.items[0]?.savedAt).toEqual(new Date(1700000000000));
  });
});
