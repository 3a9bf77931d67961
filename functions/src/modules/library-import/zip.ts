// Reading a zip a reader uploaded, which may be hostile: a few hundred kilobytes can inflate to
// gigabytes (a zip bomb), and the sizes a zip declares are the attacker's to write. So the entry
// count and the declared total are checked before anything is inflated, and each entry is
// inflated under yauzl's check that it yields exactly the bytes it declared.
import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { LibraryFileError } from "./parsed-library";

/** More entries than any export we read holds (Omnivore's: three per article at most). */
export const ZIP_MAX_ENTRIES = 20_000;
/** The most a zip may inflate to, all entries together. */
export const ZIP_MAX_TOTAL_BYTES = 200 * 1024 * 1024;

const ZIP_SIGNATURES = ["PK\x03\x04", "PK\x05\x06"];

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

async function openZip(bytes: Buffer): Promise<ZipFile> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: true,
      autoClose: false,
    });
  } catch (error) {
    throw damaged(error);
  }
  if (zip.entryCount > ZIP_MAX_ENTRIES) {
    zip.close();
    throw new LibraryFileError(
      `The zip holds ${zip.entryCount} entries, more than the ${ZIP_MAX_ENTRIES} an export can have.`,
    );
  }
  return zip;
}

/** Every entry of the central directory, read without inflating anything. */
async function listEntries(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  let current: string | undefined;
  try {
    for await (const entry of zip.eachEntry()) {
      current = entry.fileName;
      entries.push(entry);
    }
  } catch (error) {
    throw damaged(error, current === undefined ? undefined : `after entry ${current}`);
  }
  return entries;
}

const isFolder = (entry: Entry) => entry.fileName.endsWith("/");

/** The names of the zip's files (folders left out), in the zip's order. */
export async function zipEntryNames(bytes: Buffer): Promise<string[]> {
  const zip = await openZip(bytes);
  try {
    return (await listEntries(zip)).filter((entry) => !isFolder(entry)).map((entry) => entry.fileName);
  } finally {
    zip.close();
  }
}

async function inflate(zip: ZipFile, entry: Entry): Promise<Buffer> {
  try {
    const stream: Readable = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    throw damaged(error, `at entry ${entry.fileName}`);
  }
}

/**
 * The contents of the zip's files that `wanted` picks by name, by name. The limits count every
 * entry, wanted or not: a bomb hidden in an entry nobody reads is still refused.
 */
export async function readZip(
  bytes: Buffer,
  wanted: (name: string) => boolean = () => true,
): Promise<Map<string, Buffer>> {
  const zip = await openZip(bytes);
  try {
    const entries = await listEntries(zip);
    const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
    if (declared > ZIP_MAX_TOTAL_BYTES) {
      throw new LibraryFileError(
        `The zip would unpack to ${megabytes(declared)}, more than the ${megabytes(ZIP_MAX_TOTAL_BYTES)} allowed.`,
      );
    }
    const files = new Map<string, Buffer>();
    for (const entry of entries) {
      if (isFolder(entry) || !wanted(entry.fileName)) continue;
      if (entry.isEncrypted()) {
        throw new LibraryFileError(
          `The zip's entry ${entry.fileName} is encrypted: export it again without a password.`,
        );
      }
      files.set(entry.fileName, await inflate(zip, entry));
    }
    return files;
  } finally {
    zip.close();
  }
}
