// Karakeep's JSON export. The fixture follows karakeep-app/karakeep's export schema
// (packages/shared/import-export/exporters.ts: zExportSchema with lists and bookmarks of
// createdAt in seconds, title, tags, content link/text/null, note, archived, listIds).
import { describe, expect, it } from "vitest";
import { karakeepJson } from "../../../src/modules/library-import/formats/karakeep-json";
import { fixture } from "../../helpers/library-fixtures";

const head = (format: string, name: string) => fixture(format, name).bytes.toString("utf8");

describe("karakeep-json", () => {
  it("when bookmarks are links, then each is an item with its list as folder and its note", async () => {
    const library = await karakeepJson.parse(fixture("karakeep-json", "export.json"));
    expect(library.format).toBe("karakeep-json");
    expect(library.items).toEqual([
      {
        source: "bookmark 1",
        url: "https://www.example.org/essays/tides",
        title: "How tides work",
        savedAt: new Date(1767441600 * 1000),
        tags: ["oceans", "Physics"],
        folder: "Read later",
        archived: true,
        read: true,
        highlights: [],
        notes: ["Recommended by Ana."],
      },
      {
        source: "bookmark 2",
        url: "https://blog.example.net/2026/01/harbour-walls",
        title: undefined,
        savedAt: new Date(1767528000 * 1000),
        tags: [],
        archived: false,
        read: false,
        highlights: [],
      },
    ]);
  });

  it("when a bookmark is a text note or a file, then it is skipped with its reason", async () => {
    const library = await karakeepJson.parse(fixture("karakeep-json", "export.json"));
    expect(library.skipped).toEqual([
      { source: "bookmark 3", reason: "It is a text note, with no web page to save." },
      {
        source: "bookmark 4",
        reason: "It is an image or a file, which the export carries without an address.",
      },
    ]);
  });

  it("when the older export keeps no lists, then bookmarks are read without folders", async () => {
    const older = {
      bookmarks: [
        {
          createdAt: 1700000000,
          title: "T",
          tags: [],
          content: { type: "link", url: "https://a.example/" },
          note: null,
        },
      ],
    };
    const library = await karakeepJson.parse({ name: "k.json", bytes: Buffer.from(JSON.stringify(older)) });
    expect(library.items[0]).toMatchObject({ url: "https://a.example/", archived: false, tags: [] });
    expect(library.items[0]!.folder).toBeUndefined();
  });

  it("when the file has no bookmarks list, then it is refused saying why", async () => {
    await expect(karakeepJson.parse({ name: "k.json", bytes: Buffer.from("{}") })).rejects.toThrow(
      'This is not a Karakeep export: it has no "bookmarks" list.',
    );
  });

  it("when sniffing, then it knows its own file and none of the other JSON exports", () => {
    const file = { name: "x.json", bytes: Buffer.alloc(0) };
    expect(karakeepJson.sniff(file, head("karakeep-json", "export.json"))).toBe(true);
    expect(karakeepJson.sniff(file, head("hypothesis-json", "annotations.json"))).toBe(false);
    expect(karakeepJson.sniff(file, head("wallabag-json", "export.json"))).toBe(false);
    expect(karakeepJson.sniff(file, head("linkwarden-json", "backup.json"))).toBe(false);
    expect(karakeepJson.sniff(file, head("spurq-json", "export.json"))).toBe(false);
  });
});
