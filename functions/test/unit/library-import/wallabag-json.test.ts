// Wallabag's JSON export. The fixture follows wallabag/wallabag's own import fixtures
// (tests/fixtures/Import/wallabag-v2-annotations.json and wallabag-v2-read.json) and the entry
// fields other importers read from the export (is_archived as 0/1, is_starred, tags as names,
// content, created_at with a +0100 offset, annotations with text, quote, ranges).
import { describe, expect, it } from "vitest";
import { wallabagJson } from "../../../src/modules/library-import/formats/wallabag-json";
import { fixture } from "../../helpers/library-fixtures";

const head = (format: string, name: string) => fixture(format, name).bytes.toString("utf8");

describe("wallabag-json", () => {
  it("when entries have content and annotations, then they become items with highlights", async () => {
    const library = await wallabagJson.parse(fixture("wallabag-json", "export.json"));
    expect(library.format).toBe("wallabag-json");
    expect(library.items).toHaveLength(2);
    expect(library.items[0]).toEqual({
      source: "entry 1",
      url: "https://www.example.org/essays/tides",
      title: "How tides work",
      savedAt: new Date("2026-01-03T10:55:58.000Z"),
      tags: ["oceans", "long read"],
      archived: true,
      read: true,
      content: {
        type: "html",
        value:
          "<p>Tides rise twice a day.</p>\n<p>The moon pulls the sea toward it, and the earth away from it.</p>",
      },
      highlights: [
        {
          quote: "The moon pulls the sea toward it, and the earth away from it.",
          note: "Two bulges, hence twice.",
          createdAt: new Date("2026-01-03T11:10:00.000Z"),
        },
        { quote: "Tides rise twice a day.", note: undefined, createdAt: undefined },
      ],
    });
    expect(library.items[1]).toEqual({
      source: "entry 2",
      url: "https://blog.example.net/2026/01/harbour-walls",
      title: "Harbour walls",
      savedAt: new Date("2026-01-05T08:00:00.000Z"),
      tags: [],
      archived: false,
      read: false,
      highlights: [],
    });
  });

  it("when an entry has no address, then it is skipped with that reason", async () => {
    const library = await wallabagJson.parse(fixture("wallabag-json", "export.json"));
    expect(library.skipped).toEqual([{ source: "entry 3", reason: "It has no web address." }]);
  });

  it("when tags come as the API's objects, then their labels are the tags", async () => {
    const entries = [
      { url: "https://a.example/", is_archived: true, tags: [{ id: 1, label: "sea", slug: "sea" }] },
    ];
    const library = await wallabagJson.parse({ name: "w.json", bytes: Buffer.from(JSON.stringify(entries)) });
    expect(library.items[0]).toMatchObject({ tags: ["sea"], archived: true });
  });

  it("when the file is not a list of entries, then it is refused saying why", async () => {
    await expect(
      wallabagJson.parse({ name: "w.json", bytes: Buffer.from('{"entries":[]}') }),
    ).rejects.toThrow("This is not a wallabag export: it should be a list of entries.");
  });

  it("when sniffing, then it knows its own file and none of the other JSON exports", () => {
    const file = { name: "x.json", bytes: Buffer.alloc(0) };
    expect(wallabagJson.sniff(file, head("wallabag-json", "export.json"))).toBe(true);
    expect(wallabagJson.sniff(file, head("hypothesis-json", "api-rows.json"))).toBe(false);
    expect(wallabagJson.sniff(file, head("karakeep-json", "export.json"))).toBe(false);
    expect(wallabagJson.sniff(file, head("linkwarden-json", "backup.json"))).toBe(false);
    expect(wallabagJson.sniff(file, head("spurq-json", "export.json"))).toBe(false);
  });
});
