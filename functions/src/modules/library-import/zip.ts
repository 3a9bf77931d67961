// Reading a zip a reader uploaded, which may be hostile: a few hundred kilobytes can inflate to
// gigabytes (a zip bomb), and the sizes a zip declares are the attacker's to write. So the zip is
// judged by its central directory before anything is inflated (the entry count, the declared
// total, each entry's ratio of unpacked to packed size), and each entry is then inflated on its
// own, when it is needed, under a cap of the size it declared: inflating stops at the first byte
// past it. Nothing here holds more than one entry's bytes at a time; what the caller keeps is its
// choice.
import { Readable, Transform } from "node:stream";
import { createInflateRaw, inflateRawSync } from "node:zlib";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { LibraryFileError } from "./parsed-library";

/** More entries than any export we read holds (Omnivore's: three per article at most). */
export const ZIP_MAX_ENTRIES = 20_000;
/** The most a zip may inflate to, all entries together. */
export const ZIP_MAX_TOTAL_BYTES = 200 * 1024 * 1024;
/**
 * How many times its packed size an entry may unpack to. Deflate reaches about 1,030 times on
 * one repeated byte; real text does not come near 100 (HTML and JSON pack 3 to 15 times, a
 * repetitive JSON list up to about 40), so beyond it the entry is made to inflate, not to be
 * read. Entries that unpack to less than ZIP_RATIO_FROM_BYTES may pack as well as they like: a
 * megabyte of spaces hurts no one.
 */
export const ZIP_MAX_RATIO = 100;
export const ZIP_RATIO_FROM_BYTES = 1024 * 1024;

const ZIP_SIGNATURES = ["PK\x03\x04", "PK\x05\x06"];
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Whether the bytes start like a zip (a first entry, or the end record of an empty zip). */
export function looksLikeZip(bytes: Buffer): boolean {
  const start = bytes.subarray(0, 4).toString("latin1");
  return ZIP_SIGNATURES.includes(start);
}

/** `where` names the entry: "at entry content/x.html", or "after entry x" while listing. */
function damaged(error: unknown, where?: string): LibraryFileError {
  if (error instanceof LibraryFileError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new LibraryFileError(
    where ? `The zip is damaged ${where}: ${reason}` : `The zip is damaged: ${reason}`,
  );
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en")} KB`;

/** One file of the zip, listed from the central directory; its bytes are inflated on demand. */
export interface ZipEntryFile {
  name: string;
  /** The unpacked size the zip declares, which inflating holds it to. */
  size: number;
  /** The whole entry, inflated at once (for entries the caller keeps whole anyway). */
  read(): Buffer;
  /** The entry as a stream of inflated chunks, for entries read piece by piece. */
  stream(): Readable;
}

async function openZip(bytes: Buffer): Promise<ZipFile> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, autoClose: false });
  } catch (error) {
    throw damaged(error);
  }
  // The end record says how many entries follow: a crowded zip is refused before one is listed.
  if (zip.entryCount > ZIP_MAX_ENTRIES) {
    zip.close();
    throw new LibraryFileError(
      `The zip holds ${zip.entryCount} entries, more than the ${ZIP_MAX_ENTRIES} an export can have.`,
    );
  }
  return zip;
}

/** Every entry of the central directory, read without inflating anything. */
async function listEntries(bytes: Buffer): Promise<Entry[]> {
  const zip = await openZip(bytes);
  const entries: Entry[] = [];
  let current: string | undefined;
  try {
    for await (const entry of zip.eachEntry()) {
      current = entry.fileName;
      entries.push(entry);
    }
  } catch (error) {
    throw damaged(error, current === undefined ? undefined : `after entry ${current}`);
  } finally {
    zip.close();
  }
  return entries;
}

const isFolder = (entry: Entry) => entry.fileName.endsWith("/");

/** The names of the zip's files (folders left out), in the zip's order. */
export async function zipEntryNames(bytes: Buffer): Promise<string[]> {
  return (await listEntries(bytes)).filter((entry) => !isFolder(entry)).map((entry) => entry.fileName);
}

/** Refuses the zip when its directory already shows it is a bomb: too big in all, or in one entry. */
function checkDeclaredSizes(entries: Entry[]): void {
  const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  if (declared > ZIP_MAX_TOTAL_BYTES) {
    throw new LibraryFileError(
      `The zip would unpack to ${megabytes(declared)}, more than the ${megabytes(ZIP_MAX_TOTAL_BYTES)} allowed.`,
    );
  }
  for (const entry of entries) {
    if (entry.uncompressedSize < ZIP_RATIO_FROM_BYTES) continue;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (ratio > ZIP_MAX_RATIO) {
      throw new LibraryFileError(
        `The zip's entry ${entry.fileName} would unpack to ${megabytes(entry.uncompressedSize)} from ${kilobytes(entry.compressedSize)}, ` +
          `${Math.round(ratio)} times its packed size: no export packs more than ${ZIP_MAX_RATIO} times, so the zip is refused.`,
      );
    }
  }
}

/** The entry's packed bytes, found through its local header (a view of the upload, not a copy). */
function packedBytes(bytes: Buffer, entry: Entry): Buffer {
  const at = entry.relativeOffsetOfLocalHeader;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) {
    throw damaged(new Error("its local header is missing"), `at entry ${entry.fileName}`);
  }
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw damaged(new Error("it is cut short"), `at entry ${entry.fileName}`);
  return bytes.subarray(start, end);
}

const forged = (entry: Entry) =>
  damaged(
    new Error(
      `too many bytes in the stream: it unpacks to more than the ${entry.uncompressedSize.toLocaleString("en")} bytes it declares`,
    ),
    `at entry ${entry.fileName}`,
  );
const short = (entry: Entry, got: number) =>
  damaged(
    new Error(`it unpacks to ${got} bytes, fewer than the ${entry.uncompressedSize} it declares`),
    `at entry ${entry.fileName}`,
  );

function checkReadable(entry: Entry): void {
  if (entry.isEncrypted()) {
    throw new LibraryFileError(
      `The zip's entry ${entry.fileName} is encrypted: export it again without a password.`,
    );
  }
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
    throw new LibraryFileError(
      `The zip's entry ${entry.fileName} is packed in a way Spurq does not read (method ${entry.compressionMethod}): export it again as an ordinary zip.`,
    );
  }
}

function readEntry(bytes: Buffer, entry: Entry): Buffer {
  const packed = packedBytes(bytes, entry);
  if (entry.compressionMethod === STORED) {
    if (packed.length !== entry.uncompressedSize) throw short(entry, packed.length);
    return packed;
  }
  let inflated: Buffer;
  try {
    // zlib stops as soon as the output would pass the cap, so a lying size costs at most one
    // 16 KiB chunk beyond what the entry declared.
    inflated = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw forged(entry);
    throw damaged(error, `at entry ${entry.fileName}`);
  }
  if (inflated.length !== entry.uncompressedSize) throw short(entry, inflated.length);
  return inflated;
}

function streamEntry(bytes: Buffer, entry: Entry): Readable {
  const packed = packedBytes(bytes, entry);
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > entry.uncompressedSize) return done(forged(entry));
      done(null, chunk);
    },
    flush(done) {
      done(seen === entry.uncompressedSize ? null : short(entry, seen));
    },
  });
  const source = Readable.from([packed], { objectMode: false });
  if (entry.compressionMethod === STORED) return source.pipe(cap);
  const inflater = createInflateRaw();
  inflater.on("error", (error) => cap.destroy(damaged(error, `at entry ${entry.fileName}`)));
  source.pipe(inflater).pipe(cap);
  // A reader that stops early (it has seen enough) stops the inflating too.
  cap.on("close", () => {
    source.destroy();
    inflater.destroy();
  });
  return cap;
}

/**
 * The zip's files (folders left out), in its order, after its directory passed the limits: at
 * most ZIP_MAX_ENTRIES entries, ZIP_MAX_TOTAL_BYTES declared in all, no entry over ZIP_MAX_RATIO.
 * The limits count every entry, read or not: a bomb hidden in an entry nobody reads is still
 * refused. Nothing is inflated until the caller reads an entry.
 */
export async function openLibraryZip(bytes: Buffer): Promise<ZipEntryFile[]> {
  const entries = await listEntries(bytes);
  checkDeclaredSizes(entries);
  return entries
    .filter((entry) => !isFolder(entry))
    .map((entry) => ({
      name: entry.fileName,
      size: entry.uncompressedSize,
      read: () => {
        checkReadable(entry);
        return readEntry(bytes, entry);
      },
      stream: () => {
        checkReadable(entry);
        return streamEntry(bytes, entry);
      },
    }));
}

/**
 * The contents of the zip's files that `wanted` picks by name, by name, each inflated whole: for
 * small zips and tests. The library import reads entries one by one through openLibraryZip.
 */
export async function readZip(
  bytes: Buffer,
  wanted: (name: string) => boolean = () => true,
): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await openLibraryZip(bytes)) {
    if (wanted(entry.name)) files.set(entry.name, entry.read());
  }
  return files;
}
