// Recognising a file's format from its head: each JSON fixture and a built Omnivore zip go to
// their own reader, the head drops a byte-order mark and stops at 64 KiB, a zip's head is its
// entry names, and a damaged zip is reported rather than called unknown.
import { describe, expect, it } from "vitest";
import { detectFormat, fileHead, HEAD_BYTES } from "../../../src/modules/library-import/detect-format";
import { LibraryFileError } from "../../../src/modules/library-import/parsed-library";
import { fixture, fixtureFolder, zipOf } from "../../helpers/library-fixtures";

const formatOf = async (file: { name: string; bytes: Buffer }) => (await detectFormat(file))?.format ?? null;

describe("detectFormat", () => {
  it.each([
    ["hypothesis-json", "annotations.json"],
    ["hypothesis-json", "api-rows.json"],
    ["karakeep-json", "export.json"],
    ["wallabag-json", "export.json"],
    ["linkwarden-json", "backup.json"],
    ["spurq-json", "export.json"],
  ])("when the file is %s's %s, then its reader is chosen", async (format, name) => {
    expect(await formatOf(fixture(format, name))).toBe(format);
  });

  it("when the file is an Omnivore zip, then the Omnivore reader is chosen", async () => {
    const bytes = await zipOf(fixtureFolder("omnivore-zip"));
    expect(await formatOf({ name: "export.zip", bytes })).toBe("omnivore-zip");
  });

  it("when the JSON starts with a byte-order mark, then it is still recognised", async () => {
    const { name, bytes } = fixture("karakeep-json", "export.json");
    expect(await formatOf({ name, bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]) })).toBe(
      "karakeep-json",
    );
  });

  it("when no reader knows the file, then there is no format", async () => {
    expect(await formatOf({ name: "notes.json", bytes: Buffer.from('{"hello": "world"}') })).toBeNull();
    expect(await formatOf({ name: "other.zip", bytes: await zipOf({ "a.txt": "a" }) })).toBeNull();
  });

  it("when a zip is damaged, then detecting says so", async () => {
    const zip = await zipOf({ "metadata_0_to_1.json": "[]" });
    await expect(detectFormat({ name: "o.zip", bytes: zip.subarray(0, zip.length - 10) })).rejects.toThrow(
      LibraryFileError,
    );
  });
});

describe("fileHead", () => {
  it("when a text file is long, then the head is its first 64 KiB without the byte-order mark", async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.alloc(HEAD_BYTES * 2, "a")]);
    const head = await fileHead({ name: "a.txt", bytes });
    expect(head).toHaveLength(HEAD_BYTES - 3);
    expect(head.startsWith("a")).toBe(true);
  });

  it("when the file is a zip, then the head is its entry names, one a line", async () => {
    const bytes = await zipOf({ "metadata_0_to_1.json": "[]", "content/a.html": "<p>A</p>" });
    expect(await fileHead({ name: "o.zip", bytes })).toBe("metadata_0_to_1.json\ncontent/a.html");
  });
});
