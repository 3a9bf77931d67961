// Readwise's highlights CSV. The fixture follows the shape that public Readwise importers test
// against (book-notes tools that load readwise-data.csv into Obsidian, a self-hosted Readwise
// alternative that reads its CSV back): Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,
// Tags,Location Type,Location,Highlighted at,Document tags, no address column, "location", "page"
// and "offset" location types, dates as "2026-07-17 14:00:25.470174+00:00", comma-separated tags.
import { describe, expect, it } from "vitest";
import { readwiseCsv } from "../../../src/modules/library-import/formats/readwise-csv";
import { formatsSniffedBy, textFile, textFixture } from "./text-fixtures";

describe("readwise-csv", () => {
  it("when the file is Readwise's highlights CSV, then it alone is recognised as it", () => {
    expect(formatsSniffedBy(readwiseCsv)).toEqual(["readwise-csv"]);
  });

  it("when rows share a book, then they are one item with its highlights in location order", async () => {
    const library = await readwiseCsv.parse(textFixture("readwise-csv"));
    expect(library.format).toBe("readwise-csv");
    expect(library.items.map((item) => item.title)).toEqual([
      "The Dispossessed",
      "Upstream: Selected Essays",
      "How to Read a Web Page",
    ]);
    const [dispossessed] = library.items;
    expect(dispossessed).toMatchObject({
      source: "line 2",
      url: null,
      author: "Ursula K. Le Guin",
      savedAt: new Date("2024-05-14T09:12:00.470Z"),
      tags: ["fiction", "utopia"],
    });
    expect(dispossessed?.highlights).toEqual([
      {
        quote: "A sentence, with a comma in it",
        note: "My own thought",
        color: "blue",
        createdAt: new Date("2024-05-14T09:12:00.470Z"),
        location: 1234,
      },
      {
        quote: 'A quote that runs\nacross two lines, and says "this"',
        color: "orange",
        createdAt: undefined,
        location: 1250,
      },
      {
        quote: "The second passage, read later.",
        color: "yellow",
        createdAt: new Date("2024-05-15T09:12:00Z"),
        location: 1300,
      },
    ]);
  });

  it("when an item has no address, then its text is its highlights, one paragraph each", async () => {
    const library = await readwiseCsv.parse(textFixture("readwise-csv"));
    expect(library.items[0]?.content).toEqual({
      type: "text",
      value: [
        "A sentence, with a comma in it",
        'A quote that runs\nacross two lines, and says "this"',
        "The second passage, read later.",
      ].join("\n\n"),
    });
    expect(library.items[1]).toMatchObject({
      author: "Mary Oliver",
      tags: [],
      content: { type: "text", value: "Attention is the beginning of devotion." },
      highlights: [expect.objectContaining({ location: 12 })],
    });
    expect(library.items[2]).toMatchObject({
      author: "example.com",
      tags: ["web"],
      savedAt: new Date("2023-03-04T08:00:00Z"),
    });
  });

  it("when a row has no highlighted text, then it is skipped with its line", async () => {
    const library = await readwiseCsv.parse(textFixture("readwise-csv"));
    expect(library.skipped).toEqual([{ source: "line 7", reason: "line 7: no highlighted text" }]);
  });

  it("when an older export lacks the later columns, then its rows are still read", async () => {
    const text =
      "Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,Location,Highlighted at\n" +
      "One line.,Book,Ann,,,,,page,3,2024-05-14T09:12:00Z\n";
    const file = textFile("readwise-data.csv", text);
    expect(readwiseCsv.sniff(file, text)).toBe(true);
    const library = await readwiseCsv.parse(file);
    expect(library.items).toEqual([
      expect.objectContaining({
        title: "Book",
        author: "Ann",
        tags: [],
        highlights: [{ quote: "One line.", createdAt: new Date("2024-05-14T09:12:00Z"), location: 3 }],
      }),
    ]);
  });

  it("when a quoted highlight is never closed, then the file is refused naming the line", async () => {
    const header =
      "Highlight,Book Title,Book Author,Amazon Book ID,Note,Color,Tags,Location Type,Location,Highlighted at,Document tags";
    const file = textFile(
      "readwise-data.csv",
      `${header}\nOne,Book,A,,,,,page,1,,\n"Two,Book,A,,,,,page,2,,\n`,
    );
    await expect(readwiseCsv.parse(file)).rejects.toThrow(/^line 3: a quoted field is never closed/);
  });
});
