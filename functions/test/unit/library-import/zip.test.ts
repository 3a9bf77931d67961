// Reading uploaded zips under limits against zip bombs: each refusal on a real zip built here (a
// bomb that inflates past the limit, one whose declared size lies, too many entries, a truncated
// or corrupted zip), and a sound zip read whole.
import { describe, expect, it } from "vitest";
import { LibraryFileError } from "../../../src/modules/library-import/parsed-library";
import {
  looksLikeZip,
  readZip,
  zipEntryNames,
  ZIP_MAX_ENTRIES,
  ZIP_MAX_TOTAL_BYTES,
} from "../../../src/modules/library-import/zip";
import { zeros, zipOf } from "../../helpers/library-fixtures";

const CENTRAL_HEADER = 0x02014b50;

/** Rewrites the uncompressed size every central-directory record declares, as a forger would. */
function declareSize(zip: Buffer, size: number): Buffer {
  const forged = Buffer.from(zip);
  for (let at = 0; at <= forged.length - 46; at++) {
    if (forged.readUInt32LE(at) === CENTRAL_HEADER) forged.writeUInt32LE(size, at + 24);
  }
  return forged;
}

async function refusal(promise: Promise<unknown>): Promise<LibraryFileError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(LibraryFileError);
  return error as LibraryFileError;
}

describe("readZip", () => {
  it("when a zip is sound, then its files are read by name and folders are left out", async () => {
    const zip = await zipOf({ "content/a.html": "<p>A</p>", "highlights/a.md": "> A ", "notes/": "" });
    const files = await readZip(zip);
    expect([...files.keys()]).toEqual(["content/a.html", "highlights/a.md"]);
    expect(files.get("content/a.html")!.toString()).toBe("<p>A</p>");
    expect(await zipEntryNames(zip)).toEqual(["content/a.html", "highlights/a.md"]);
  });

  it("when only some entries are wanted, then only those are read", async () => {
    const zip = await zipOf({ "a.json": "[]", "b.pdf": "%PDF-1.7" });
    expect([...(await readZip(zip, (name) => name.endsWith(".json"))).keys()]).toEqual(["a.json"]);
  });

  it("when a small zip would inflate past the limit (a zip bomb), then it is refused before inflating", async () => {
    const bomb = await zipOf({ "bomb.txt": zeros(ZIP_MAX_TOTAL_BYTES + 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await refusal(readZip(bomb));
    expect(error.message).toMatch(/would unpack to 201 MB, more than the 200 MB allowed/);
  }, 30_000);

  it("when an entry inflates to more than it declares, then reading it stops and names it", async () => {
    const honest = await zipOf({ "content/x.html": zeros(64 * 1024) });
    const error = await refusal(readZip(declareSize(honest, 1000)));
    expect(error.message).toMatch(
      /^The zip is damaged at entry content\/x\.html: too many bytes in the stream/,
    );
  });

  it("when a zip holds more entries than the limit, then it is refused without reading them", async () => {
    const names = Array.from({ length: ZIP_MAX_ENTRIES + 1 }, (_, index) => [`e/${index}.txt`, ""]);
    const crowded = await zipOf(Object.fromEntries(names), { store: true });
    const error = await refusal(readZip(crowded));
    expect(error.message).toBe(`The zip holds 20001 entries, more than the 20000 an export can have.`);
    await refusal(zipEntryNames(crowded));
  }, 60_000);

  it("when a zip is cut short, then it is refused as damaged", async () => {
    const zip = await zipOf({ "content/a.html": "<p>".repeat(2000) });
    const error = await refusal(readZip(zip.subarray(0, Math.floor(zip.length / 2))));
    expect(error.message).toMatch(/^The zip is damaged: End of central directory record signature not found/);
  });

  it("when an entry's compressed bytes are corrupted, then the error names the entry", async () => {
    const zip = await zipOf({ "content/x.html": "Tides rise twice a day. ".repeat(500) });
    const corrupted = Buffer.from(zip);
    // The deflated data starts after the 30-byte local header and the entry's name.
    corrupted.fill(0xff, 30 + "content/x.html".length, 30 + "content/x.html".length + 40);
    const error = await refusal(readZip(corrupted));
    expect(error.message).toMatch(/^The zip is damaged at entry content\/x\.html: /);
  });

  it("when bytes start like a zip, then looksLikeZip says so, and not for JSON", async () => {
    expect(looksLikeZip(await zipOf({ "a.txt": "a" }))).toBe(true);
    expect(looksLikeZip(Buffer.from('{"bookmarks":[]}'))).toBe(false);
  });
});
