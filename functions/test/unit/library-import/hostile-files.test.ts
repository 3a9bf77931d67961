// Files built to exhaust the server's memory, each refused before it can (a zip whose one entry
// packs far better than any text, a zip that lies about an entry's size, a list of more articles
// than one import takes, CSVs of too many rows), and the zip's texts read only when staged.
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { omnivoreZip } from "../../../src/modules/library-import/formats/omnivore-zip";
import { pocketCsv } from "../../../src/modules/library-import/formats/pocket-csv";
import { readwiseCsv } from "../../../src/modules/library-import/formats/readwise-csv";
import { jsonListItems } from "../../../src/modules/library-import/formats/json-array-stream";
import { LibraryFileError } from "../../../src/modules/library-import/parsed-library";
import { packItems, unpackItems } from "../../../src/modules/library-import/staged-parts";
import { openLibraryZip, ZIP_MAX_RATIO } from "../../../src/modules/library-import/zip";
import { zeros, zipOf } from "../../helpers/library-fixtures";

const CENTRAL_HEADER = 0x02014b50;

/** Rewrites the uncompressed size the central directory declares for the entry `name`. */
function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const forged = Buffer.from(zip);
  for (let at = 0; at <= forged.length - 46; at++) {
    if (forged.readUInt32LE(at) !== CENTRAL_HEADER) continue;
    const length = forged.readUInt16LE(at + 28);
    if (forged.toString("utf8", at + 46, at + 46 + length) === name) forged.writeUInt32LE(size, at + 24);
  }
  return forged;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(LibraryFileError);
  return (error as Error).message;
}

const metadata = (count: number, extra = "") =>
  JSON.stringify(
    Array.from({ length: count }, (_, i) => ({
      slug: `a${i}`,
      url: `https://example.com/${i}`,
      title: extra,
    })),
  );

const omnivore = (bytes: Buffer) => omnivoreZip.parse({ name: "o.zip", bytes });

describe("hostile zips", () => {
  it("when an entry unpacks to far more times its packed size than any text, then the zip is refused before inflating", async () => {
    const bomb = await zipOf({ "metadata_0_to_1.json": "[]", "content/a.html": zeros(20 * 1024 * 1024) });
    const message = await refusal(omnivore(bomb));
    expect(message).toMatch(
      new RegExp(
        `^The zip's entry content/a.html would unpack to 20 MB from \\d+ KB, \\d+ times its packed size: no export packs more than ${ZIP_MAX_RATIO} times`,
      ),
    );
  });

  it("when an entry under a megabyte packs well, then it is read (spaces hurt no one)", async () => {
    const zip = await zipOf({ "metadata_0_to_1.json": `[${" ".repeat(900_000)}]` });
    expect((await omnivore(zip)).items).toEqual([]);
  });

  it("when the article list inflates past the size it declares, then reading stops and names the entry", async () => {
    const honest = await zipOf({ "metadata_0_to_1.json": metadata(2000) });
    const message = await refusal(omnivore(declareSize(honest, "metadata_0_to_1.json", 1000)));
    expect(message).toMatch(
      /^The zip is damaged at entry metadata_0_to_1.json: too many bytes in the stream: it unpacks to more than the 1,000 bytes it declares/,
    );
  });

  it("when an article's text inflates past the size it declares, then staging it is refused", async () => {
    const honest = await zipOf({
      "metadata_0_to_1.json": metadata(1),
      "content/a0.html": "<p>Tides</p>".repeat(500),
    });
    const library = await omnivore(declareSize(honest, "content/a0.html", 100));
    expect(() => packItems(library.items)).toThrow(
      /^The zip is damaged at entry content\/a0.html: too many bytes/,
    );
  });

  it("when the lists hold more articles than one import takes, then the zip is refused as soon as it is counted", async () => {
    const zip = await zipOf({ "metadata_0_to_1.json": metadata(100_000) });
    const message = await refusal(omnivore(zip));
    expect(message).toBe(
      "This file holds more than 20,000 articles; one import takes at most 20,000. Please split it into smaller files.",
    );
  }, 30_000);

  it("when one article's metadata is larger than any export writes, then the zip is refused", async () => {
    const zip = await zipOf({ "metadata_0_to_1.json": metadata(1, "x".repeat(70_000)) });
    expect(await refusal(omnivore(zip))).toMatch(/has an item of more than 64 KB \(item 1\)/);
  });

  it("when a zip is read, then its texts are inflated only when staged", async () => {
    const zip = await zipOf({ "metadata_0_to_1.json": metadata(1), "content/a0.html": "<p>Tides</p>" });
    const entries = await openLibraryZip(zip);
    expect(entries.map((entry) => [entry.name, entry.size])).toEqual([
      ["metadata_0_to_1.json", metadata(1).length],
      ["content/a0.html", 12],
    ]);
    const library = await omnivore(zip);
    const packed = packItems(library.items);
    expect(unpackItems(packed.parts[0]!)[0]!.content).toEqual({ type: "html", value: "<p>Tides</p>" });
    expect(packed.toFetch).toBe(0);
  });
});

describe("jsonListItems", () => {
  const items = async (...chunks: string[]) => {
    const seen: unknown[] = [];
    const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
    for await (const item of jsonListItems(stream, { what: "The entry", itemBytesMax: 1000 }))
      seen.push(item);
    return seen;
  };

  it("when a list comes in pieces cut anywhere, then each item is parsed whole", async () => {
    expect(await items('\uFEFF [{"a": "x,]', '\\"y"}, 2 ,', '[3,{"b":[]}], "é"]  ')).toEqual([
      { a: 'x,]"y' },
      2,
      [3, { b: [] }],
      "é",
    ]);
    expect(await items("[]")).toEqual([]);
  });

  it("when it is not a list, is cut off or broken, then the message says which", async () => {
    await expect(items('{"a": 1}')).rejects.toThrow("The entry is not a list of articles.");
    await expect(items('[{"a": 1}')).rejects.toThrow(
      "The entry is not valid JSON: it ends too early (cut off?).",
    );
    await expect(items('[{"a": 1,}]')).rejects.toThrow("The entry is not valid JSON (in item 1).");
    await expect(items("[1,]")).rejects.toThrow("The entry is not valid JSON (in item 2).");
    await expect(items("[1] 2")).rejects.toThrow("The entry is not valid JSON (text after its list).");
  });
});

describe("CSVs of too many rows", () => {
  it("when a Pocket CSV has more rows than one import takes, then it is refused with their count", async () => {
    const rows = Array.from({ length: 25_000 }, (_, i) => `P,https://example.com/${i},1700000000,,unread`);
    const bytes = Buffer.from(["title,url,time_added,tags,status", ...rows].join("\n"));
    await expect(pocketCsv.parse({ name: "p.csv", bytes })).rejects.toThrow(
      "This file holds 25,000 articles; one import takes at most 20,000. Please split it into smaller files.",
    );
  });

  it("when a Readwise CSV has many highlights of few books, then it is read", async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `Passage ${i},Book ${i % 3},Ada`);
    const bytes = Buffer.from(["Highlight,Book Title,Book Author", ...rows].join("\n"));
    const library = await readwiseCsv.parse({ name: "r.csv", bytes });
    expect(library.items).toHaveLength(3);
    expect(library.items[0]!.highlights).toHaveLength(10_000);
  });
});
