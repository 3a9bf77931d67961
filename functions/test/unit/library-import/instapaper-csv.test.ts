// Instapaper's CSV export. The fixture follows the shape of real exports as public importers show
// them (a media-tracker's README quoting an instapaper_list.csv, and an Instapaper importer whose
// test copies a 2026 export's row verbatim): URL,Title,Selection,Folder,Timestamp with the newer
// Tags column, whose JSON array arrives as a quoted cell with doubled quotes ("[""coding""]").
import { describe, expect, it } from "vitest";
import { instapaperCsv } from "../../../src/modules/library-import/formats/instapaper-csv";
import { formatsSniffedBy, textFile, textFixture } from "./text-fixtures";

describe("instapaper-csv", () => {
  it("when the file is Instapaper's CSV, then it alone is recognised as it", () => {
    expect(formatsSniffedBy(instapaperCsv)).toEqual(["instapaper-csv"]);
  });

  it("when rows have addresses, then each is an item with its folder, state, date and tags", async () => {
    const library = await instapaperCsv.parse(textFixture("instapaper-csv"));
    expect(library.format).toBe("instapaper-csv");
    const [pessoa, knightmare, unread, bread] = library.items;
    expect(library.items).toHaveLength(4);
    expect(pessoa).toEqual({
      source: "line 2",
      url: "https://www.newyorker.com/magazine/2017/09/04/fernando-pessoas-disappearing-act",
      title: "Fernando Pessoa’s Disappearing Act",
      savedAt: new Date(1679174385 * 1000),
      tags: ["poetry", "portugal"],
      folder: "Starred",
      highlights: [],
    });
    expect(knightmare).toMatchObject({ archived: true, read: true, tags: [] });
    expect(knightmare?.folder).toBeUndefined();
    expect(unread).toMatchObject({
      archived: false,
      read: false,
      tags: ["later"],
      savedAt: new Date(1700000000000),
    });
    expect(bread).toMatchObject({
      title: "Bread, the slow way",
      folder: "Cooking",
      savedAt: undefined,
      tags: [],
    });
  });

  it("when a row has a Selection, then it is the item's highlight, dated as the save", async () => {
    const library = await instapaperCsv.parse(textFixture("instapaper-csv"));
    expect(library.items[1]?.highlights).toEqual([
      {
        quote: "In laymen’s terms, Knight Capital Group realized a $460 million loss in 45-minutes.",
        createdAt: new Date(1694613937 * 1000),
      },
    ]);
  });

  it("when a row's address is missing or not a web page's, then it is skipped with its line", async () => {
    const library = await instapaperCsv.parse(textFixture("instapaper-csv"));
    expect(library.skipped).toEqual([
      { source: "line 6", reason: "line 6: no address" },
      { source: "line 7", reason: 'line 7: "instapaper-private://email/abc123" is not a web address' },
    ]);
  });

  it("when an older export has no Tags column, then items have no tags", async () => {
    const text = "URL,Title,Selection,Folder,Timestamp\nhttps://a.example/,A,,Unread,1600000000\n";
    const library = await instapaperCsv.parse(textFile("instapaper-export.csv", text));
    expect(library.items.map((item) => [item.url, item.tags, item.read])).toEqual([
      ["https://a.example/", [], false],
    ]);
  });
});
