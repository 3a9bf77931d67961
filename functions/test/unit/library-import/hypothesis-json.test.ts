// Hypothesis's JSON export. The fixtures follow the Hypothesis client's "Export annotations" file
// (hypothesis/client, src/sidebar/services/annotations-exporter.ts: export_date, export_userid,
// client_version, annotations) with annotations shaped as the h API returns them
// (src/types/api.ts there: uri, text, tags, target[].selector[], document.title, references).
import { describe, expect, it } from "vitest";
import { hypothesisJson } from "../../../src/modules/library-import/formats/hypothesis-json";
import { LibraryFileError } from "../../../src/modules/library-import/parsed-library";
import { fixture } from "../../helpers/library-fixtures";

const head = (name: string, format = "hypothesis-json") => fixture(format, name).bytes.toString("utf8");

describe("hypothesis-json", () => {
  it("when annotations share a page, then they make one item with its highlights in reading order", async () => {
    const library = await hypothesisJson.parse(fixture("hypothesis-json", "annotations.json"));
    expect(library.format).toBe("hypothesis-json");
    expect(library.items).toHaveLength(2);
    const [tides, walls] = library.items;
    expect(tides).toMatchObject({
      source: "annotation 1",
      url: "https://www.example.org/essays/tides",
      title: "How tides work",
      tags: ["oceans", "physics"],
      savedAt: new Date("2026-02-09T21:02:10.000Z"),
      notes: ["Read this again before the trip."],
    });
    expect(tides!.highlights).toEqual([
      {
        quote: "Every coast has its own rhythm.",
        note: undefined,
        createdAt: new Date("2026-02-09T21:02:10.000Z"),
        prefix: "on the map. ",
        suffix: " Some see",
      },
      {
        quote: "The moon pulls the sea toward it, and the earth away from it.",
        note: "Twice a day, not once.",
        createdAt: new Date("2026-02-10T09:15:42.103Z"),
        prefix: "ends on a single idea. ",
        suffix: " So there are two bulges",
      },
    ]);
    expect(walls).toMatchObject({
      url: "https://blog.example.net/2026/01/harbour-walls",
      title: "Harbour walls",
      tags: ["engineering"],
      highlights: [{ quote: "Walls move the wave, they do not stop it." }],
    });
    expect(walls!.notes).toBeUndefined();
  });

  it("when an annotation is a reply or on a PDF, then it is skipped with its reason", async () => {
    const library = await hypothesisJson.parse(fixture("hypothesis-json", "annotations.json"));
    expect(library.skipped).toEqual([
      { source: "annotation 4", reason: "It is a reply in a conversation, not a highlight or a note." },
      {
        source: "annotation 5",
        reason: 'Its address "urn:x-pdf:6b8c2e0f9a1d4e5f8a7b6c5d4e3f2a1b" is not a web page\'s.',
      },
    ]);
  });

  it("when the file is the h API's bare list of annotations, then it is read the same way", async () => {
    const library = await hypothesisJson.parse(fixture("hypothesis-json", "api-rows.json"));
    expect(library.items).toEqual([
      {
        source: "annotation 1",
        url: "https://news.example.com/science/estuaries",
        title: "Estuaries, explained",
        tags: [],
        savedAt: new Date("2025-11-03T14:22:05.117Z"),
        highlights: [
          {
            quote: "where river water meets the sea",
            note: "Brackish, that's the word.",
            createdAt: new Date("2025-11-03T14:22:05.117Z"),
            prefix: "An estuary is ",
            suffix: ", mixing slowly.",
          },
        ],
      },
    ]);
  });

  it("when the file is not JSON or has no annotations, then it is refused saying why", async () => {
    const broken = { name: "h.json", bytes: Buffer.from('{"annotations": [] "rows": []}') };
    await expect(hypothesisJson.parse(broken)).rejects.toThrow(
      new LibraryFileError("This file is not valid JSON (near position 19)."),
    );
    const stray = { name: "h.json", bytes: Buffer.from('{"annotations": [}') };
    await expect(hypothesisJson.parse(stray)).rejects.toThrow(
      new LibraryFileError('This file is not valid JSON (unexpected "}" in "{"annotations": [}").'),
    );
    const other = { name: "h.json", bytes: Buffer.from('{"rows": 3}') };
    await expect(hypothesisJson.parse(other)).rejects.toThrow(/not a Hypothesis export/);
  });

  it("when sniffing, then it knows its own files and none of the other JSON exports", () => {
    const file = { name: "x.json", bytes: Buffer.alloc(0) };
    expect(hypothesisJson.sniff(file, head("annotations.json"))).toBe(true);
    expect(hypothesisJson.sniff(file, head("api-rows.json"))).toBe(true);
    expect(hypothesisJson.sniff(file, head("export.json", "karakeep-json"))).toBe(false);
    expect(hypothesisJson.sniff(file, head("export.json", "wallabag-json"))).toBe(false);
    expect(hypothesisJson.sniff(file, head("backup.json", "linkwarden-json"))).toBe(false);
    expect(hypothesisJson.sniff(file, head("export.json", "spurq-json"))).toBe(false);
  });
});
