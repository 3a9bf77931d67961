// Spurq's own JSON export. The fixture follows this repository's writer
// (functions/src/modules/account/export-json.ts and export.service.ts: the header, then articles
// with content, folder and tag names, highlights with colours and comments; shared articles;
// spurqs both ways).
import { describe, expect, it } from "vitest";
import { spurqJson } from "../../../src/modules/library-import/formats/spurq-json";
import { fixture } from "../../helpers/library-fixtures";

const head = (format: string, name: string) => fixture(format, name).bytes.toString("utf8");

describe("spurq-json", () => {
  it("when the reader's articles are read, then content, labels and highlights with notes come back", async () => {
    const library = await spurqJson.parse(fixture("spurq-json", "export.json"));
    expect(library.format).toBe("spurq-json");
    expect(library.items[0]).toEqual({
      source: "article 1",
      url: "https://www.example.org/essays/tides",
      title: "How tides work",
      author: "Ana Tide",
      savedAt: new Date("2026-01-03T10:55:58.000Z"),
      tags: ["physics", "to reread"],
      folder: "Oceans",
      content: {
        type: "html",
        value:
          "<p>Tides rise twice a day.</p><p>The moon pulls the sea toward it, and the earth away from it.</p>",
      },
      highlights: [
        {
          quote: "Tides rise twice a day.",
          createdAt: new Date("2026-01-03T11:00:00.000Z"),
          color: "yellow",
          suffix: "The moon pulls",
        },
        {
          quote: "The moon pulls the sea toward it, and the earth away from it.",
          createdAt: new Date("2026-01-03T11:05:00.000Z"),
          note: "Two bulges, hence twice.\n\nAsk Ana about the sun's part.",
          color: "blue",
          prefix: "rise twice a day.",
        },
      ],
    });
    expect(library.items[1]).toEqual({
      source: "article 4",
      url: "https://text.example.com/tides.txt",
      title: "Plain text tides",
      savedAt: undefined,
      tags: ["gone"],
      folder: "Deleted folder",
      content: { type: "text", value: "Low water at noon." },
      highlights: [],
    });
    expect(library.items).toHaveLength(2);
  });

  it("when an article has no address, is in the trash or was shared by a friend, then it is skipped saying so", async () => {
    const library = await spurqJson.parse(fixture("spurq-json", "export.json"));
    expect(library.skipped).toEqual([
      { source: "article 2", reason: "It has no web address." },
      { source: "article 3", reason: "It was in your trash." },
      {
        source: "shared article 1",
        reason: '"Rip currents" was shared with you by a friend: it is theirs, so it is not imported.',
      },
    ]);
  });

  it("when the file is cut off, then it is refused as not valid JSON", async () => {
    const whole = fixture("spurq-json", "export.json").bytes;
    await expect(spurqJson.parse({ name: "s.json", bytes: whole.subarray(0, 200) })).rejects.toThrow(
      /^This file is not valid JSON/,
    );
  });

  it("when sniffing, then it knows its own file and none of the other JSON exports", () => {
    const file = { name: "x.json", bytes: Buffer.alloc(0) };
    expect(spurqJson.sniff(file, head("spurq-json", "export.json"))).toBe(true);
    expect(spurqJson.sniff(file, head("hypothesis-json", "annotations.json"))).toBe(false);
    expect(spurqJson.sniff(file, head("karakeep-json", "export.json"))).toBe(false);
    expect(spurqJson.sniff(file, head("wallabag-json", "export.json"))).toBe(false);
    expect(spurqJson.sniff(file, head("linkwarden-json", "backup.json"))).toBe(false);
  });
});
