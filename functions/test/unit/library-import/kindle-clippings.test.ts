// Kindle's My Clippings.txt. The fixture follows the shapes of real clippings files as public
// clipping parsers test them (a TypeScript parser's multi-language entry table, a Python
// parser's per-locale tests, a Kotlin reader of Japanese clippings): a byte-order mark before titles, CRLF lines, ten "=" between
// entries, and the header line as Kindles write it in English (UK and US dates), German
// ("Ihre Markierung bei Position", "Hinzugefügt am Dienstag, 5. März 2024"), French ("Votre
// surlignement sur la page", "Ajouté le mardi 5 mars 2024"), Spanish ("Tu subrayado en la página",
// "Añadido el martes, 12 de marzo de 2024") and Japanese ("位置No. 152-155のハイライト |作成日:
// 2024年4月2日火曜日").
import { describe, expect, it } from "vitest";
import { kindleClippings } from "../../../src/modules/library-import/formats/kindle-clippings";
import { formatsSniffedBy, textFile, textFixture } from "./text-fixtures";

const clipping = (title: string, header: string, text: string) =>
  `${title}\r\n${header}\r\n\r\n${text}\r\n==========\r\n`;

describe("kindle-clippings", () => {
  it("when the file is My Clippings.txt, then it alone is recognised as it", () => {
    expect(formatsSniffedBy(kindleClippings)).toEqual(["kindle-clippings"]);
  });

  it("when a book has highlights, then it is one item without address, its text the highlights in order", async () => {
    const library = await kindleClippings.parse(textFixture("kindle-clippings"));
    expect(library.format).toBe("kindle-clippings");
    expect(library.items.map((item) => [item.source, item.title, item.author])).toEqual([
      ["line 1", "The Effective Manager", "Horstman, Mark"],
      ["line 26", "Outliers", "Gladwell, Malcolm"],
      ["line 36", "Der Prozess", "Franz Kafka"],
      ["line 56", "Le Petit Prince", "Antoine de Saint-Exupéry"],
      ["line 71", "Cien años de soledad", "Gabriel García Márquez"],
      ["line 86", "こころ", "夏目漱石"],
    ]);
    const [manager] = library.items;
    expect(manager).toMatchObject({ url: null, tags: [], savedAt: new Date("2018-02-17T08:05:00Z") });
    expect(manager?.content).toEqual({
      type: "text",
      value:
        "Management is a skill, and skills can be learned.\n\n" +
        "It's about getting the most out of your direct reports, and that takes time.",
    });
  });

  it("when a highlight was extended, then only the longest clipping from that start is kept, with its note", async () => {
    const library = await kindleClippings.parse(textFixture("kindle-clippings"));
    expect(library.items[0]?.highlights).toEqual([
      {
        quote: "Management is a skill, and skills can be learned.",
        createdAt: new Date("2018-02-17T08:05:00Z"),
        location: 120,
      },
      {
        quote: "It's about getting the most out of your direct reports, and that takes time.",
        note: "Weekly one-on-ones.",
        createdAt: new Date("2018-02-18T22:31:05Z"),
        location: 247,
      },
    ]);
  });

  it("when clippings are in German, French, Spanish or Japanese, then kinds, places, dates and notes are read", async () => {
    const library = await kindleClippings.parse(textFixture("kindle-clippings"));
    const [, outliers, prozess, prince, cien, kokoro] = library.items;
    expect(outliers?.highlights).toEqual([
      expect.objectContaining({ location: 1969, createdAt: new Date("2021-01-06T14:22:58Z") }),
    ]);
    expect(prozess?.highlights).toEqual([
      {
        quote: expect.stringMatching(/^Jemand mußte Josef K\. verleumdet haben/),
        note: "Berühmter erster Satz",
        createdAt: new Date("2024-03-05T21:12:45Z"),
        location: 233,
      },
    ]);
    expect(prince?.highlights).toEqual([
      expect.objectContaining({
        note: "Le renard.",
        location: 145,
        createdAt: new Date("2024-03-05T09:12:45Z"),
      }),
    ]);
    expect(cien?.highlights).toEqual([
      expect.objectContaining({
        note: "El comienzo.",
        location: 89,
        createdAt: new Date("2024-03-12T21:30:15Z"),
      }),
    ]);
    expect(kokoro?.highlights).toEqual([
      {
        quote: "だからここでもただ先生と書くだけで本名は打ち明けない。",
        createdAt: new Date("2024-04-01T07:05:09Z"),
        location: 114,
      },
      {
        quote: "私はその人を常に先生と呼んでいた。",
        note: "冒頭",
        createdAt: new Date("2024-04-02T22:15:08Z"),
        location: 152,
      },
    ]);
    expect(kokoro?.savedAt).toEqual(new Date("2024-04-01T07:05:09Z"));
  });

  it("when a note sits where nothing is highlighted, then it is kept as the book's note", async () => {
    const library = await kindleClippings.parse(textFixture("kindle-clippings"));
    expect(library.items[2]?.notes).toEqual(["Eigener Gedanke ohne Markierung."]);
    expect(library.items[0]?.notes).toBeUndefined();
  });

  it("when there are bookmarks and a clipping cut by the limit, then they are skipped with reasons", async () => {
    const library = await kindleClippings.parse(textFixture("kindle-clippings"));
    expect(library.skipped).toEqual([
      {
        source: "line 31",
        reason: "line 31: Kindle kept no text for this highlight (the book's clipping limit was reached)",
      },
      {
        source: "My Clippings.txt",
        reason: "5 bookmarks not taken (a bookmark marks a page, with no passage to keep).",
      },
    ]);
  });

  it("when an old Kindle shortens the end location and writes a US date, then both are read", async () => {
    const text =
      clipping(
        "notes.pdf",
        "- Highlight Loc. 1044-47 | Added on Monday, April 18, 2016, 07:28 AM",
        "First.",
      ) + clipping("notes.pdf", "- Note Loc. 1047 | Added on Monday, April 18, 2016, 12:30 PM", "Mine.");
    const library = await kindleClippings.parse(textFile("My Clippings.txt", text));
    expect(library.items).toEqual([
      {
        source: "line 1",
        url: null,
        title: "notes.pdf",
        savedAt: new Date("2016-04-18T07:28:00Z"),
        tags: [],
        content: { type: "text", value: "First." },
        highlights: [
          { quote: "First.", note: "Mine.", createdAt: new Date("2016-04-18T07:28:00Z"), location: 1044 },
        ],
      },
    ]);
  });

  it("when an entry's date cannot be read, then the clipping is kept without one", async () => {
    const text = clipping("Book (Author)", "- Your Highlight on Location 5-6 | Added on sometime", "Words.");
    const library = await kindleClippings.parse(textFile("My Clippings.txt", text));
    expect(library.items[0]?.highlights).toEqual([{ quote: "Words.", createdAt: undefined, location: 5 }]);
  });

  it("when an entry is not a clipping, then it is skipped naming its line", async () => {
    const text =
      clipping(
        "Book (Author)",
        "- Your Highlight on Location 5-6 | Added on Monday, 3 April 2023 10:12:44",
        "A.",
      ) + "Stray text\r\n==========\r\n";
    const library = await kindleClippings.parse(textFile("My Clippings.txt", text));
    expect(library.items).toHaveLength(1);
    expect(library.skipped).toEqual([
      {
        source: "line 6",
        reason: "line 6: not a clipping (its second line should say what it is and where)",
      },
    ]);
  });
});
