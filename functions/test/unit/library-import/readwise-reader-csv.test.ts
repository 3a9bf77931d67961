// Readwise Reader's CSV export. The fixture follows the shape public Reader-to-elsewhere tools
// test against (a Readwise-to-Raindrop converter and a Reader import in a Rust read-later server):
// Title,URL,ID,Document tags,Saved date,Reading progress,Location,Seen, tags as a Python list
// ("['example']"), dates as "2022-11-06 04:33:50+00:00", Seen as True/False.
import { describe, expect, it } from "vitest";
import { readwiseReaderCsv } from "../../../src/modules/library-import/formats/readwise-reader-csv";
import { formatsSniffedBy, textFixture } from "./text-fixtures";

describe("readwise-reader-csv", () => {
  it("when the file is Reader's CSV, then it alone is recognised as it", () => {
    expect(formatsSniffedBy(readwiseReaderCsv)).toEqual(["readwise-reader-csv"]);
  });

  it("when documents were saved, then each is an item with its tags, date and reading state", async () => {
    const library = await readwiseReaderCsv.parse(textFixture("readwise-reader-csv"));
    expect(library.format).toBe("readwise-reader-csv");
    expect(library.items).toEqual([
      {
        source: "line 2",
        url: "https://example.com/wild-mushrooming",
        title: "Wild Mushrooming",
        savedAt: new Date("2023-09-01T18:04:12.335Z"),
        tags: ["foraging", "autumn"],
        archived: false,
        read: false,
        highlights: [],
      },
      expect.objectContaining({
        source: "line 3",
        url: "https://newsletter.pragmaticengineer.com/p/incidents",
        savedAt: new Date("2022-11-06T04:33:50Z"),
        tags: [],
        archived: true,
        read: true,
      }),
      expect.objectContaining({
        source: "line 4",
        title: "A new one",
        savedAt: new Date("2024-02-20T00:00:00Z"),
        tags: ["inbox"],
        archived: false,
      }),
    ]);
  });

  it("when documents came from the feed or have no address, then they are skipped with a reason", async () => {
    const library = await readwiseReaderCsv.parse(textFixture("readwise-reader-csv"));
    expect(library.skipped).toEqual([
      { source: "line 7", reason: "line 7: no address" },
      {
        source: "export.csv",
        reason:
          "2 feed items not taken (Reader's feed holds what your subscriptions delivered, not what you saved).",
      },
    ]);
  });
});
