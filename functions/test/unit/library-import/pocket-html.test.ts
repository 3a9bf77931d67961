// Pocket's older HTML export. The fixture follows the ril_export.html shape that Readeck's Pocket
// importer and other public Pocket importers test against: the "So long and thanks for all the fish" comment,
// <title>Pocket Export</title>, <h1>Unread</h1> and <h1>Read Archive</h1> over lists of
// <a href time_added tags> links, tags comma-separated.
import { describe, expect, it } from "vitest";
import { pocketHtml } from "../../../src/modules/library-import/formats/pocket-html";
import { formatsSniffedBy, textFile, textFixture } from "./text-fixtures";

describe("pocket-html", () => {
  it("when the file is Pocket's HTML, then it alone is recognised as it (not as browser bookmarks)", () => {
    expect(formatsSniffedBy(pocketHtml)).toEqual(["pocket-html"]);
  });

  it("when links sit under Unread and Read Archive, then they are items, archived under the second", async () => {
    const library = await pocketHtml.parse(textFixture("pocket-html"));
    expect(library.format).toBe("pocket-html");
    expect(library.items).toEqual([
      {
        source: "line 11",
        url: "https://paulgraham.com/greatwork.html",
        title: "How to Do Great Work",
        savedAt: new Date("2023-07-01T12:00:00Z"),
        tags: ["essays", "work"],
        archived: false,
        read: false,
        highlights: [],
      },
      expect.objectContaining({
        source: "line 12",
        url: "https://example.com/search?q=a&page=2",
        title: "Search & rescue",
        tags: [],
        archived: false,
      }),
      expect.objectContaining({
        source: "line 17",
        url: "https://www.inkandswitch.com/local-first/",
        savedAt: new Date("2019-06-07T12:00:00Z"),
        tags: ["software", "sync"],
        archived: true,
        read: true,
      }),
      expect.objectContaining({
        source: "line 18",
        title: "No date here",
        savedAt: undefined,
        archived: true,
      }),
    ]);
  });

  it("when a link is not to a web page, then it is skipped with its line", async () => {
    const library = await pocketHtml.parse(textFixture("pocket-html"));
    expect(library.skipped).toEqual([
      { source: "line 13", reason: 'line 13: "ftp://files.example.com/notes.txt" is not a web address' },
    ]);
  });

  it("when an export has no title but Pocket's headings and attributes, then it is still recognised", () => {
    const head =
      '<h1>Unread</h1>\n<ul><li><a href="https://a.example/" time_added="1" tags="">A</a></li></ul>';
    expect(pocketHtml.sniff(textFile("export.html", head), head)).toBe(true);
  });
});
