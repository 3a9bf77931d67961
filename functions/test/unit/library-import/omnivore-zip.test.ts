// Omnivore's export zip. The fixture follows omnivore-app/omnivore's export job
// (packages/api/src/jobs/export.ts: metadata_<n>_to_<m>.json with id, slug, title, description,
// author, url, state "Archived"/"Active", readingProgress, thumbnail, labels, savedAt, updatedAt,
// publishedAt; content/<slug>.html; highlights/<slug>.md written by highlightToMarkdown in
// packages/api/src/utils/parser.ts). The zip is built here from those files.
import { describe, expect, it } from "vitest";
import { omnivoreZip } from "../../../src/modules/library-import/formats/omnivore-zip";
import { readOmnivoreHighlights } from "../../../src/modules/library-import/formats/omnivore-highlights";
import { fixtureFolder, zipOf } from "../../helpers/library-fixtures";

const TIDES_HTML = fixtureFolder("omnivore-zip")["content/how-tides-work-1913a2b4c5d.html"]!.toString("utf8");
const exportZip = async () => ({
  name: "omnivore-export.zip",
  bytes: await zipOf(fixtureFolder("omnivore-zip")),
});

describe("omnivore-zip", () => {
  it("when the zip is read, then each article has its metadata, content and highlights", async () => {
    const library = await omnivoreZip.parse(await exportZip());
    expect(library.format).toBe("omnivore-zip");
    expect(library.items.map((item) => item.url)).toEqual([
      "https://www.example.org/essays/tides",
      "https://blog.example.net/2026/01/harbour-walls",
      "https://news.example.com/science/estuaries",
    ]);
    expect(library.items[0]).toEqual({
      source: "metadata_0_to_3.json, item 1",
      url: "https://www.example.org/essays/tides",
      title: "How tides work",
      author: "Ana Tide",
      savedAt: new Date("2024-05-17T08:30:00.000Z"),
      tags: ["oceans", "Newsletter"],
      archived: true,
      read: true,
      content: { type: "html", value: TIDES_HTML },
      highlights: [
        { quote: "Tides rise twice a day." },
        {
          quote: "The moon pulls the sea toward it,\n\nand the earth away from it.",
          note: "Two bulges, hence twice.\n\nAsk Ana about the sun.",
        },
      ],
    });
    expect(library.items[1]).toMatchObject({
      archived: false,
      read: false,
      notes: ["Worth a second read."],
      highlights: [{ quote: "Walls move the wave, they do not stop it." }],
    });
    expect(library.items[2]).toMatchObject({
      title: "Estuaries, explained",
      savedAt: undefined,
      highlights: [],
    });
    expect(library.items[2]!.content).toBeUndefined();
  });

  it("when an article has no address, then it is skipped with that reason", async () => {
    const library = await omnivoreZip.parse(await exportZip());
    expect(library.skipped).toEqual([
      { source: "metadata_0_to_3.json, item 3", reason: "It has no web address." },
    ]);
  });

  it("when the export was unzipped and zipped again inside a folder, then it is read the same", async () => {
    const files = Object.entries(fixtureFolder("omnivore-zip")).map(([name, bytes]) => [
      `Omnivore/${name}`,
      bytes,
    ]);
    const library = await omnivoreZip.parse({ name: "o.zip", bytes: await zipOf(Object.fromEntries(files)) });
    expect(library.items).toHaveLength(3);
    expect(library.items[0]!.highlights).toHaveLength(2);
  });

  it("when a metadata file is not valid JSON or there is none, then the zip is refused naming why", async () => {
    const broken = await zipOf({ "metadata_0_to_1.json": '[{"url": "https://a.example/",}]' });
    await expect(omnivoreZip.parse({ name: "o.zip", bytes: broken })).rejects.toThrow(
      /^The zip's entry metadata_0_to_1.json is not valid JSON/,
    );
    const none = await zipOf({ "content/a.html": "<p>A</p>" });
    await expect(omnivoreZip.parse({ name: "o.zip", bytes: none })).rejects.toThrow(/not an Omnivore export/);
  });

  it("when sniffing, then a zip's entry names with a metadata file are Omnivore's, and JSON is not", () => {
    const file = { name: "o.zip", bytes: Buffer.alloc(0) };
    expect(omnivoreZip.sniff(file, "content/a.html\nmetadata_0_to_20.json\nhighlights/a.md")).toBe(true);
    expect(omnivoreZip.sniff(file, "content/a.html\nnotes.json")).toBe(false);
    expect(omnivoreZip.sniff(file, '{"metadata_0_to_20.json": 1}')).toBe(false);
  });
});

describe("readOmnivoreHighlights", () => {
  it("when a note starts with '#' after the labels, then it stays the note", () => {
    const markdown = "> A passage \n\n#label\n\n#1 reason to go\n\n> Another ";
    expect(readOmnivoreHighlights(markdown)).toEqual({
      highlights: [{ quote: "A passage", note: "#1 reason to go" }, { quote: "Another" }],
      notes: [],
    });
  });

  it("when the file has Windows line ends, then it reads the same", () => {
    expect(readOmnivoreHighlights("> One \r\n\r\nA note").highlights).toEqual([
      { quote: "One", note: "A note" },
    ]);
  });
});
