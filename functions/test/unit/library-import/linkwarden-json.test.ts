// Linkwarden's data export. The fixture follows linkwarden/linkwarden's exporter
// (apps/web/lib/api/controllers/migration/exportData.ts: the user row with collections, each with
// its links and their tags, pinnedLinks, whitelistedUsers) and the fields its own importer reads
// back (importFromLinkwarden.ts: name, url, description, tags[].name, importDate, createdAt).
import { describe, expect, it } from "vitest";
import { linkwardenJson } from "../../../src/modules/library-import/formats/linkwarden-json";
import { fixture } from "../../helpers/library-fixtures";

const head = (format: string, name: string) => fixture(format, name).bytes.toString("utf8");

describe("linkwarden-json", () => {
  it("when collections hold links, then each link is an item in its collection's folder", async () => {
    const library = await linkwardenJson.parse(fixture("linkwarden-json", "backup.json"));
    expect(library.format).toBe("linkwarden-json");
    expect(library.items).toEqual([
      {
        source: 'collection "Oceans", link 1',
        url: "https://www.example.org/essays/tides",
        title: "How tides work",
        savedAt: new Date("2024-05-17T08:30:00.000Z"),
        tags: ["physics", "moon"],
        folder: "Oceans",
        content: { type: "text", value: "Tides rise twice a day. The moon pulls the sea toward it." },
        highlights: [],
        notes: ["The clearest explanation I found."],
      },
      {
        source: 'collection "Unorganized", link 1',
        url: "https://blog.example.net/2026/01/harbour-walls",
        title: undefined,
        savedAt: new Date("2026-01-05T08:00:00.000Z"),
        tags: [],
        folder: "Unorganized",
        highlights: [],
      },
    ]);
  });

  it("when a link is an uploaded file, then it is skipped with that reason", async () => {
    const library = await linkwardenJson.parse(fixture("linkwarden-json", "backup.json"));
    expect(library.skipped).toEqual([
      {
        source: 'collection "Oceans", link 2',
        reason: "It is a file uploaded to Linkwarden, with no web address.",
      },
    ]);
  });

  it("when the file has no collections, then it is refused saying why", async () => {
    await expect(
      linkwardenJson.parse({ name: "l.json", bytes: Buffer.from('{"links":[]}') }),
    ).rejects.toThrow('This is not a Linkwarden export: it has no "collections" list.');
  });

  it("when sniffing, then it knows its own file and none of the other JSON exports", () => {
    const file = { name: "x.json", bytes: Buffer.alloc(0) };
    expect(linkwardenJson.sniff(file, head("linkwarden-json", "backup.json"))).toBe(true);
    expect(linkwardenJson.sniff(file, head("hypothesis-json", "annotations.json"))).toBe(false);
    expect(linkwardenJson.sniff(file, head("karakeep-json", "export.json"))).toBe(false);
    expect(linkwardenJson.sniff(file, head("wallabag-json", "export.json"))).toBe(false);
    expect(linkwardenJson.sniff(file, head("spurq-json", "export.json"))).toBe(false);
  });
});
