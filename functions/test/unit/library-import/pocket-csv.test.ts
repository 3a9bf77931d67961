// Pocket's CSV export. The fixture follows the shape of the exports Pocket gave out in its last
// year, as the public importers built for them read it (Readeck's and Karakeep's Pocket importers
// and several migration scripts): the header title,url,time_added,tags,status, Unix seconds,
// "|"-separated tags, the address standing in for a missing title.
import { describe, expect, it } from "vitest";
import { pocketCsv } from "../../../src/modules/library-import/formats/pocket-csv";
import { LibraryFileError } from "../../../src/modules/library-import/parsed-library";
import { formatsSniffedBy, textFile, textFixture } from "./text-fixtures";

describe("pocket-csv", () => {
  it("when the file is Pocket's CSV, then it alone is recognised as it", () => {
    expect(formatsSniffedBy(pocketCsv)).toEqual(["pocket-csv"]);
  });

  it("when rows have addresses, then each becomes an item with its title, date, tags and state", async () => {
    const library = await pocketCsv.parse(textFixture("pocket-csv"));
    expect(library.format).toBe("pocket-csv");
    expect(library.items).toHaveLength(4);
    const [greatWork, localFirst, untitled, karpathy] = library.items;
    expect(greatWork).toEqual({
      source: "line 2",
      url: "https://paulgraham.com/greatwork.html",
      title: "How to Do Great Work",
      savedAt: new Date("2023-07-01T12:00:00Z"),
      tags: ["essays", "work"],
      archived: false,
      read: false,
      highlights: [],
    });
    expect(localFirst).toMatchObject({
      source: "line 3",
      title: "Local-first software: you own your data, in spite of the cloud",
      url: "https://www.inkandswitch.com/local-first/",
      savedAt: new Date("2019-06-07T12:00:00Z"),
      tags: ["software", "sync"],
      archived: true,
      read: true,
    });
    expect(untitled?.title).toBeUndefined();
    expect(untitled?.url).toBe("https://example.com/untitled-page");
    expect(karpathy?.title).toBe('The "Unreasonable" Effectiveness');
    expect(karpathy?.savedAt).toBeUndefined();
  });

  it("when a row has no web address, then it is skipped with its line and the reason", async () => {
    const library = await pocketCsv.parse(textFixture("pocket-csv"));
    expect(library.skipped).toEqual([
      { source: "line 5", reason: "line 5: no address" },
      { source: "line 6", reason: 'line 6: "javascript:alert(1)" is not a web address' },
    ]);
  });

  it("when the file starts with a byte-order mark and has CRLF lines, then it reads the same", async () => {
    const text = "\uFEFFtitle,url,time_added,tags,status\r\nA,https://a.example/,1700000000,x|y,unread\r\n";
    const file = textFile("part_000001.csv", text);
    expect(pocketCsv.sniff(file, text.slice(1))).toBe(true);
    const library = await pocketCsv.parse(file);
    expect(library.items.map((item) => [item.url, item.tags])).toEqual([["https://a.example/", ["x", "y"]]]);
  });

  it("when the columns are quoted and in another order, then they are found by name", async () => {
    const text =
      '"title","url","time_added","status","favorite","tags"\n"Deep Read","https://deep.example/1","1484250667","archive","0","ai|ml"\n';
    const file = textFile("part_000000.csv", text);
    expect(pocketCsv.sniff(file, text)).toBe(true);
    const library = await pocketCsv.parse(file);
    expect(library.items).toEqual([
      expect.objectContaining({
        title: "Deep Read",
        tags: ["ai", "ml"],
        archived: true,
        savedAt: new Date(1484250667000),
      }),
    ]);
  });

  it("when a quoted title is never closed, then the file is refused naming the line", async () => {
    const file = textFile(
      "part_000000.csv",
      'title,url,time_added,tags,status\nA,https://a.example/,1,,unread\n"Broken,https://b.example/,2,,unread\n',
    );
    await expect(pocketCsv.parse(file)).rejects.toThrow(LibraryFileError);
    await expect(pocketCsv.parse(file)).rejects.toThrow(/^line 3: a quoted field is never closed/);
  });
});
